/**
 * Demo customers, one per price type (spec §4: the role acts as price type), with addresses, past
 * orders and loyalty points. All share one documented password; its argon2id hash is computed once
 * by the caller and passed in, so the generator itself stays pure and deterministic.
 */
import { createHash } from 'node:crypto'
import { returnReasons } from '../db/schema'
import { documentNumber, viennaYear } from '../user/accounting-documents'
import { nextWorkingDay } from '../user/order-returns.service'
import type { OrderAddress, OrderStatus, PriceType } from '../db/schema'
import type { CatalogProduct } from './catalog'
import { Random } from './prng'
import type { Row } from './tables'

/** The shared password of the demo accounts (docs/demo-data.md). */
export const DEMO_PASSWORD = 'Sportalpin2026!'

interface HomeAddress {
  readonly street: string
  readonly streetNo: string
  readonly postal: string
  readonly city: string
}

export interface DemoAccountSpec {
  readonly email: string
  readonly role: PriceType
  readonly firstName: string
  readonly lastName: string
  readonly gender: 'male' | 'female'
  readonly birthday: string
  readonly phone: string
  /** Home branch, by store slug. */
  readonly store: string
  readonly homes: readonly HomeAddress[]
}

export const demoAccounts: readonly DemoAccountSpec[] = [
  {
    email: 'kunde@sportalpin.at',
    role: 'vk',
    firstName: 'Anna',
    lastName: 'Gruber',
    gender: 'female',
    birthday: '1988-04-17',
    phone: '+43 664 3125478',
    store: 'wien-mariahilfer-strasse',
    homes: [
      { street: 'Neubaugasse', streetNo: '42/7', postal: '1070', city: 'Wien' },
      { street: 'Hauptplatz', streetNo: '3', postal: '2340', city: 'Mödling' },
    ],
  },
  {
    email: 'premium@sportalpin.at',
    role: 'premium',
    firstName: 'Lukas',
    lastName: 'Huber',
    gender: 'male',
    birthday: '1979-09-02',
    phone: '+43 676 8823410',
    store: 'graz-herrengasse',
    homes: [
      { street: 'Schillerstraße', streetNo: '18', postal: '8010', city: 'Graz' },
      { street: 'Leonhardstraße', streetNo: '64/2', postal: '8010', city: 'Graz' },
    ],
  },
  {
    email: 'staff@sportalpin.at',
    role: 'staff',
    firstName: 'Sophie',
    lastName: 'Wagner',
    gender: 'female',
    birthday: '1994-12-05',
    phone: '+43 650 4471206',
    store: 'innsbruck-maria-theresien-strasse',
    homes: [
      { street: 'Anichstraße', streetNo: '12', postal: '6020', city: 'Innsbruck' },
      { street: 'Dorfstraße', streetNo: '8', postal: '6063', city: 'Rum' },
    ],
  },
  {
    email: 'pro@sportalpin.at',
    role: 'pro',
    firstName: 'Maximilian',
    lastName: 'Pichler',
    gender: 'male',
    birthday: '1985-06-23',
    phone: '+43 699 10552871',
    store: 'salzburg-alpenstrasse',
    homes: [
      { street: 'Linzer Gasse', streetNo: '25', postal: '5020', city: 'Salzburg' },
      { street: 'Salzachstraße', streetNo: '4', postal: '5400', city: 'Hallein' },
    ],
  },
]

export interface Customers {
  readonly users: Row<'users'>[]
  readonly addresses: Row<'addresses'>[]
  readonly orders: Row<'orders'>[]
  readonly orderLines: Row<'orderLines'>[]
  readonly orderStatusChanges: Row<'orderStatusChanges'>[]
  readonly orderCancellations: Row<'orderCancellations'>[]
  readonly orderReturns: Row<'orderReturns'>[]
  readonly loyaltyTransactions: Row<'loyaltyTransactions'>[]
}

/**
 * A uuid derived from `name`: the seeded returns take no numbers from the seed's random stream, so
 * adding them left every other seeded row as it was.
 */
function derivedUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const dayMs = 86_400_000

/**
 * Each seeded cancellation and received return corrected its order's invoice with a credit note:
 * numbered per year in the order they were issued (in place).
 */
function numberCreditNotes(cancellations: Row<'orderCancellations'>[], returns: Row<'orderReturns'>[]): void {
  const issued = [
    ...cancellations.map((row) => ({ row, at: row.createdAt ?? new Date(0) })),
    ...returns.flatMap((row) => (row.receivedAt ? [{ row, at: row.receivedAt }] : [])),
  ].sort((a, b) => a.at.getTime() - b.at.getTime())
  const perYear = new Map<number, number>()
  for (const { row, at } of issued) {
    const year = viennaYear(at)
    perYear.set(year, (perYear.get(year) ?? 0) + 1)
    row.creditNoteNumber = documentNumber('credit_note', year, perYear.get(year) ?? 1)
  }
}
const FREE_DELIVERY_FROM_CENTS = 5000
const DELIVERY_CENTS = 490
const WELCOME_POINTS = 500

interface OrderDraft {
  readonly userIndex: number
  readonly placedAt: Date
  readonly status: OrderStatus
  readonly deliveryType: 'home' | 'click_and_collect'
  readonly deliveryAddress: OrderAddress
  readonly storeId: number | null
  readonly paymentMethod: 'invoice' | 'prepayment'
  readonly priceType: PriceType
  readonly lines: readonly Omit<Row<'orderLines'>, 'id' | 'orderId'>[]
}

/**
 * Status by age: recent orders are still being prepared or on their way (in the store, for click &
 * collect), older ones delivered or picked up, a few cancelled or returned.
 */
function statusForAge(days: number, random: Random, clickAndCollect: boolean): OrderStatus {
  if (days < 2) return random.pick(['received', 'in_preparation'] as const)
  if (days < 7)
    return random.pick(['in_preparation', clickAndCollect ? 'ready_for_pickup' : 'shipped'] as const)
  const roll = random.next()
  if (roll < 0.08) return 'cancelled'
  // Returned once the parcel had come back: registered a week after arrival, received days later.
  if (roll < 0.18 && days >= 13) return 'returned'
  return clickAndCollect ? 'picked_up' : 'delivered'
}

const hourMs = 3_600_000

/**
 * The steps an order went through to reach `status`, at plausible times after it was placed: prepared
 * within hours, shipped (or ready in the store) the next day, arrived three days later.
 */
export function seededHistory(
  status: OrderStatus,
  placedAt: Date,
  clickAndCollect: boolean,
): { status: OrderStatus; at: Date }[] {
  const at = (hours: number) => new Date(placedAt.getTime() + hours * hourMs)
  const steps: { status: OrderStatus; at: Date }[] = [{ status: 'received', at: placedAt }]
  if (status === 'cancelled') return [...steps, { status, at: at(2) }]
  if (status === 'received') return steps
  steps.push({ status: 'in_preparation', at: at(3) })
  if (status === 'in_preparation') return steps
  steps.push({ status: clickAndCollect ? 'ready_for_pickup' : 'shipped', at: at(24) })
  if (status === 'shipped' || status === 'ready_for_pickup') return steps
  steps.push({ status: clickAndCollect ? 'picked_up' : 'delivered', at: at(72) })
  if (status === 'returned' || status === 'partly_returned') steps.push({ status, at: at(12 * 24) })
  return steps
}

export function generateCustomers(
  seed: number,
  referenceDate: Date,
  passwordHash: string,
  stores: readonly Row<'stores'>[],
  catalogProducts: readonly CatalogProduct[],
): Customers {
  const random = new Random(seed, 'customers')
  const users: Row<'users'>[] = []
  const addresses: Row<'addresses'>[] = []
  const drafts: OrderDraft[] = []

  demoAccounts.forEach((account, userIndex) => {
    const userId = userIndex + 1
    const store = stores.find((candidate) => candidate.slug === account.store) ?? stores[0]
    const createdAt = new Date(referenceDate.getTime() - random.int(650, 900) * dayMs)
    users.push({
      id: userId,
      publicId: random.uuid(),
      hash: random.hex(32),
      requestId: `u${random.hex(32)}`,
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      birthday: account.birthday,
      gender: account.gender,
      avatar: '',
      separateEmail: false,
      role: account.role,
      storeId: store?.id ?? null,
      p4m: false,
      verified: true,
      createdAt,
      deletedAt: null,
    })

    // The first home is the default; some customers add a second home and a pick-up branch.
    const person = { firstname: account.firstName, lastname: account.lastName, countryId: 'AT' }
    const storeAddress: OrderAddress | undefined = store && {
      ...person,
      street: store.street,
      streetNo: store.streetNo,
      postal: store.postal,
      city: store.city,
    }
    const addressCount = random.int(1, 3)
    let homeAddress: OrderAddress | undefined
    for (let index = 0; index < addressCount; index++) {
      const home = account.homes[index]
      const address = home ? { ...person, ...home } : storeAddress
      if (!address) continue
      homeAddress ??= home && address
      addresses.push({
        id: addresses.length + 1,
        publicId: random.uuid(),
        userId,
        ...address,
        deliveryType: home ? 'home' : 'click_and_collect',
        storeId: home ? null : (store?.id ?? null),
        isDefault: index === 0,
        createdAt: new Date(createdAt.getTime() + index * 30 * dayMs),
      })
    }

    const orderCount = random.int(3, 8)
    for (let index = 0; index < orderCount && catalogProducts.length > 0; index++) {
      const days = random.int(1, 600)
      // Orders come in during the day (06:00–22:00 UTC), not at the reference date's clock time.
      const day = Math.floor(referenceDate.getTime() / dayMs) - days
      const placedAt = new Date(day * dayMs + random.int(6 * 60, 22 * 60) * 60_000)
      const deliveryAddress = (random.chance(0.25) ? storeAddress : undefined) ?? homeAddress ?? storeAddress
      if (!deliveryAddress) continue
      const clickAndCollect = deliveryAddress === storeAddress
      const lineCount = random.int(1, 4)
      const lines: Omit<Row<'orderLines'>, 'id' | 'orderId'>[] = []
      const used = new Set<number>()
      for (let line = 0; line < lineCount; line++) {
        const product = random.pick(catalogProducts)
        if (used.has(product.id)) continue
        used.add(product.id)
        const option = random.pick(product.options)
        // Bikes and skis are bought one at a time; socks and balls sometimes in pairs.
        const quantity = product.type.isBike || product.type.isSki || !random.chance(0.2) ? 1 : 2
        const unitPriceCents = product.prices[account.role]
        lines.push({
          productId: product.id,
          productOptionId: option.id,
          sku: product.sku,
          name: product.name,
          brandName: product.brand.name,
          color: product.colorName,
          size: option.label,
          quantity,
          unitPriceCents,
          lineTotalCents: unitPriceCents * quantity,
          imagePath: product.images[0] ?? '',
        })
      }
      drafts.push({
        userIndex,
        placedAt,
        status: statusForAge(days, random, clickAndCollect),
        deliveryType: clickAndCollect ? 'click_and_collect' : 'home',
        deliveryAddress,
        storeId: clickAndCollect ? (store?.id ?? null) : null,
        paymentMethod: random.chance(0.6) ? 'invoice' : 'prepayment',
        priceType: account.role,
        lines,
      })
    }
  })

  // Order numbers run in the order orders were placed, across all customers.
  drafts.sort(
    (left, right) => left.placedAt.getTime() - right.placedAt.getTime() || left.userIndex - right.userIndex,
  )
  const orders: Row<'orders'>[] = []
  const orderLines: Row<'orderLines'>[] = []
  const orderStatusChanges: Row<'orderStatusChanges'>[] = []
  const orderReturns: Row<'orderReturns'>[] = []
  const orderCancellations: Row<'orderCancellations'>[] = []
  // Invoices are numbered per year in placing order, as the checkout numbers them (ADR 036).
  const invoicesPerYear = new Map<number, number>()
  drafts.forEach((draft, index) => {
    const id = index + 1
    const subtotalCents = draft.lines.reduce((sum, line) => sum + line.lineTotalCents, 0)
    const deliveryCents = subtotalCents >= FREE_DELIVERY_FROM_CENTS ? 0 : DELIVERY_CENTS
    const cancelled = draft.status === 'cancelled'
    // A seeded returned order came back whole and was refunded, delivery included.
    const returned = draft.status === 'returned'
    const publicId = random.uuid()
    const number = `SA-${draft.placedAt.getUTCFullYear()}-${String(100 + id * 7).padStart(6, '0')}`
    const year = viennaYear(draft.placedAt)
    invoicesPerYear.set(year, (invoicesPerYear.get(year) ?? 0) + 1)
    orders.push({
      id,
      publicId,
      number,
      invoiceNumber: documentNumber('invoice', year, invoicesPerYear.get(year) ?? 1),
      userId: draft.userIndex + 1,
      status: draft.status,
      placedAt: draft.placedAt,
      deliveryType: draft.deliveryType,
      deliveryAddress: draft.deliveryAddress,
      storeId: draft.storeId,
      paymentMethod: draft.paymentMethod,
      priceType: draft.priceType,
      subtotalCents,
      deliveryCents,
      totalCents: subtotalCents + deliveryCents,
      currency: 'EUR',
      // A cancelled order was cancelled whole: nothing of it is due.
      cancelledCents: cancelled ? subtotalCents + deliveryCents : 0,
      refundedCents: returned ? subtotalCents + deliveryCents : 0,
    })
    const firstLineId = orderLines.length + 1
    for (const line of draft.lines)
      orderLines.push({
        id: orderLines.length + 1,
        orderId: id,
        ...line,
        cancelledQuantity: cancelled ? line.quantity : 0,
        returnedQuantity: returned ? line.quantity : 0,
      })
    if (cancelled) {
      const at = new Date(draft.placedAt.getTime() + 2 * 3_600_000)
      orderCancellations.push({
        id: orderCancellations.length + 1,
        orderId: id,
        lines: draft.lines.map((line, lineIndex) => ({
          id: firstLineId + lineIndex,
          quantity: line.quantity,
        })),
        amountCents: subtotalCents + deliveryCents,
        createdAt: at < referenceDate ? at : referenceDate,
      })
    }
    if (returned) {
      const clickAndCollect = draft.deliveryType === 'click_and_collect'
      const sentBack = new Date(draft.placedAt.getTime() + 8 * dayMs)
      const receivedAt = new Date(draft.placedAt.getTime() + 12 * dayMs)
      orderReturns.push({
        id: orderReturns.length + 1,
        publicId: derivedUuid(`return:${publicId}`),
        orderId: id,
        code: `R-${number}-1`,
        method: clickAndCollect ? 'store' : 'pickup',
        pickupDate: clickAndCollect ? null : nextWorkingDay(sentBack),
        storeId: clickAndCollect ? draft.storeId : null,
        lines: draft.lines.map((line, lineIndex) => ({
          id: firstLineId + lineIndex,
          quantity: line.quantity,
          reason: returnReasons[(id + lineIndex) % returnReasons.length] ?? 'other',
        })),
        createdAt: sentBack,
        receivedAt: receivedAt < referenceDate ? receivedAt : referenceDate,
        refundCents: subtotalCents + deliveryCents,
      })
    }
    for (const step of seededHistory(
      draft.status,
      draft.placedAt,
      draft.deliveryType === 'click_and_collect',
    ))
      orderStatusChanges.push({
        id: orderStatusChanges.length + 1,
        orderId: id,
        status: step.status,
        changedAt: step.at < referenceDate ? step.at : referenceDate,
      })
  })

  numberCreditNotes(orderCancellations, orderReturns)
  return {
    users,
    addresses,
    orders,
    orderLines,
    orderStatusChanges,
    orderCancellations,
    orderReturns,
    loyaltyTransactions: buildLoyalty(users, orders, referenceDate, random),
  }
}

/**
 * Loyalty history per customer, in time order: a welcome bonus, one point per euro of each kept
 * order, a birthday bonus, and redemptions only when the balance covers them (never negative).
 */
function buildLoyalty(
  users: readonly Row<'users'>[],
  orders: readonly Row<'orders'>[],
  referenceDate: Date,
  random: Random,
): Row<'loyaltyTransactions'>[] {
  const transactions: Row<'loyaltyTransactions'>[] = []
  for (const user of users) {
    const userId = user.id ?? 0
    const createdAt = user.createdAt ?? referenceDate
    const events: { at: Date; points: number; reason: string; orderId: number | null }[] = [
      { at: createdAt, points: WELCOME_POINTS, reason: 'welcome', orderId: null },
    ]
    for (const order of orders) {
      if (order.userId !== userId || order.status === 'cancelled' || order.status === 'returned') continue
      events.push({
        at: order.placedAt,
        points: Math.floor(order.totalCents / 100),
        reason: 'order',
        orderId: order.id ?? null,
      })
    }
    if (user.birthday) {
      const birthday = new Date(
        `${String(referenceDate.getUTCFullYear() - 1)}${user.birthday.slice(4)}T09:00:00Z`,
      )
      if (birthday > createdAt && birthday < referenceDate)
        events.push({ at: birthday, points: 200, reason: 'bonus', orderId: null })
    }
    events.sort((left, right) => left.at.getTime() - right.at.getTime())
    let balance = 0
    for (const event of events) {
      balance += event.points
      transactions.push({
        id: transactions.length + 1,
        userId,
        points: event.points,
        reason: event.reason,
        orderId: event.orderId,
        createdAt: event.at,
      })
      // Customers redeem 500 points now and then, once they have enough.
      const redeemAt = new Date(event.at.getTime() + random.int(3, 40) * dayMs)
      if (balance >= 1000 && random.chance(0.5) && redeemAt < referenceDate) {
        balance -= 500
        transactions.push({
          id: transactions.length + 1,
          userId,
          points: -500,
          reason: 'redemption',
          orderId: null,
          createdAt: redeemAt,
        })
      }
    }
  }
  return transactions
}
