/**
 * Builders of orders and stores for tests. Orders are normally made by the checkout; the account
 * area only reads them, so tests insert exactly the orders they need.
 */
import { randomUUID } from 'node:crypto'
import type { Database } from '../db/client'
import { orderLines, orders, stores } from '../db/schema'
import type { OrderAddress, OrderStatus } from '../db/schema'

let counter = 0

export interface OrderLineInput {
  readonly productId?: number | null
  readonly sku?: string
  readonly name?: string
  readonly brandName?: string
  readonly size?: string
  readonly quantity: number
  readonly unitPriceCents: number
}

export interface OrderInput {
  readonly userId: number | null
  readonly placedAt: Date
  readonly lines: readonly OrderLineInput[]
  readonly number?: string
  readonly status?: OrderStatus
  readonly deliveryType?: 'home' | 'click_and_collect'
  readonly deliveryAddress?: OrderAddress | null
  readonly storeId?: number | null
  readonly paymentMethod?: 'invoice' | 'prepayment'
  readonly deliveryCents?: number
}

export interface OrderFixture {
  readonly id: number
  readonly publicId: string
  readonly number: string
  readonly subtotalCents: number
  readonly totalCents: number
}

export const testAddress: OrderAddress = {
  firstname: 'Anna',
  lastname: 'Huber',
  street: 'Maria-Theresien-Straße',
  streetNo: '18',
  postal: '6020',
  city: 'Innsbruck',
  countryId: 'AT',
}

/** Home deliveries go to the test address; click & collect orders have none. */
function defaultAddress(deliveryType: 'home' | 'click_and_collect'): OrderAddress | null {
  return deliveryType === 'home' ? testAddress : null
}

/** Inserts an order with its lines; line totals, subtotal and total are computed from the lines. */
export async function createOrder(db: Database, input: OrderInput): Promise<OrderFixture> {
  counter += 1
  const lines = input.lines.map((line, index) => ({
    productId: line.productId ?? null,
    sku: line.sku ?? `SKU-ORDER-${counter}-${index}`,
    name: line.name ?? `Artikel ${index + 1}`,
    brandName: line.brandName ?? 'Salomon',
    size: line.size ?? 'M',
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.quantity * line.unitPriceCents,
    imagePath: `/media/products/order-${counter}-${index}.svg`,
  }))
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0)
  const deliveryCents = input.deliveryCents ?? 495
  const deliveryType = input.deliveryType ?? 'home'
  const [order] = await db
    .insert(orders)
    .values({
      publicId: randomUUID(),
      number: input.number ?? `SA-TEST-${String(counter).padStart(6, '0')}-${randomUUID().slice(0, 8)}`,
      userId: input.userId,
      status: input.status ?? 'received',
      placedAt: input.placedAt,
      deliveryType,
      deliveryAddress:
        input.deliveryAddress === undefined ? defaultAddress(deliveryType) : input.deliveryAddress,
      storeId: input.storeId ?? null,
      paymentMethod: input.paymentMethod ?? 'invoice',
      priceType: 'vk',
      subtotalCents,
      deliveryCents,
      totalCents: subtotalCents + deliveryCents,
    })
    .returning()
  if (!order) throw new Error('Inserting the order returned no row')
  if (lines.length > 0)
    await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })))
  return {
    id: order.id,
    publicId: order.publicId,
    number: order.number,
    subtotalCents,
    totalCents: order.totalCents,
  }
}

/** Inserts a store (for click & collect orders and home stores). */
export async function createStore(
  db: Database,
): Promise<{ id: number; slug: string; name: string; city: string }> {
  counter += 1
  const [store] = await db
    .insert(stores)
    .values({
      slug: `test-store-${counter}-${randomUUID().slice(0, 8)}`,
      name: `Sportalpin Graz ${counter}`,
      street: 'Herrengasse',
      streetNo: '7',
      postal: '8010',
      city: 'Graz',
      state: 'Steiermark',
      phone: '+43 316 123456',
      email: 'graz@example.at',
      latitude: 47.0707,
      longitude: 15.4395,
      openingHours: [{ day: 1, open: '09:00', close: '18:00' }],
      services: ['Skiservice'],
      imagePath: '/media/stores/graz.svg',
    })
    .returning({ id: stores.id, slug: stores.slug, name: stores.name, city: stores.city })
  if (!store) throw new Error('Inserting the store returned no row')
  return store
}
