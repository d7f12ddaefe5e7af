/**
 * Click & reserve: one unit of a size put aside in one store for 48 hours, without payment.
 *
 * The unit leaves the store's shelf in the transaction that writes the reservation, by a
 * conditional UPDATE (`quantity >= 1`), so parallel reservations of the last unit cannot both
 * succeed. It comes back when the reservation is cancelled or expires, each guarded by a
 * conditional UPDATE of the reservation's status (`held` → …), so it comes back exactly once, also
 * with several nodes running the expiry.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { log } from '../../lib/log.server'
import { isUniqueViolation } from '../auth/unique-violation'
import { brandedProductName } from '../catalog/branded-name'
import type { Database } from '../db/client'
import { brands, productOptions, products, reservations, storeStock, stores } from '../db/schema'
import { ApiError, notFound, validationFailed } from '../http/errors'
import type { ApiLocale } from '../http/locale'
import type { ShopApiServices } from '../services'
import type { SessionUser } from '../session/session'
import { contactOf } from '../user/visitor-contact'
import type { VisitorCaller } from '../user/visitor-contact'
import { reservationCancelledMail, reservationConfirmationMail, reservationLink } from './reservation-mails'
import type { ReservationMailInput } from './reservation-mails'
import { NOT_IN_STORE, RESERVATION_ENDED, tooManyHeld } from './store-stock.schema'
import type { createReservationBodySchema, reservationSchema } from './store-stock.schema'
import { stockStoreOf } from './store-stock.service'

export type ReservationAnswer = v.InferOutput<typeof reservationSchema>
type ReservationBody = v.InferOutput<typeof createReservationBodySchema>

/** How long a store holds a reserved unit. */
export const RESERVATION_HOLD_MS = 48 * 60 * 60 * 1000

/** Held reservations one customer or guest may have at once: enough for a family, too few to hoard. */
export const MAX_HELD_RESERVATIONS = 5

/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 6

export function newPickupCode(): string {
  return Array.from({ length: CODE_LENGTH }, () =>
    CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length)),
  ).join('')
}

/** Who reserves: a customer (bearer token), or a guest by the request id. */
export type ReservationCaller = VisitorCaller

const ownerKeyOf = (caller: ReservationCaller) =>
  caller.user ? `user:${caller.user.id}` : `guest:${caller.guestRequestId ?? ''}`

const ownedBy = (caller: ReservationCaller) =>
  caller.user
    ? eq(reservations.userId, caller.user.id)
    : and(sql`${reservations.userId} IS NULL`, eq(reservations.guestRequestId, caller.guestRequestId ?? ''))

type Executor = Pick<Database, 'select'>

/** The reservation as the endpoints answer it, read with its product, size and store. */
async function loadReservation(db: Executor, where: ReturnType<typeof and>) {
  const [row] = await db
    .select({
      reservation: reservations,
      productId: products.id,
      productName: products.name,
      slug: products.slug,
      image: sql<string>`coalesce(${products.images}->>0, '')`,
      brand: brands.name,
      label: productOptions.label,
      store: stores,
    })
    .from(reservations)
    .innerJoin(productOptions, eq(productOptions.id, reservations.productOptionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(stores, eq(stores.id, reservations.storeId))
    .where(where)
    .limit(1)
  return row
}

type LoadedRow = NonNullable<Awaited<ReturnType<typeof loadReservation>>>

function answerOf(row: LoadedRow): ReservationAnswer {
  const { reservation } = row
  return {
    uuid: reservation.publicId,
    status: reservation.status,
    pickupCode: reservation.pickupCode,
    quantity: reservation.quantity,
    createdAt: reservation.createdAt.toISOString(),
    expiresAt: reservation.expiresAt.toISOString(),
    endedAt: reservation.endedAt?.toISOString() ?? null,
    product: {
      id: row.productId,
      name: brandedProductName(row.brand, row.productName),
      url: `/p/${row.slug}/`,
      image: row.image,
    },
    size: { id: reservation.productOptionId, label: row.label },
    store: stockStoreOf(row.store),
    name: reservation.name,
    email: reservation.email,
    phone: reservation.phone,
  }
}

function mailInput(services: ShopApiServices, row: LoadedRow): ReservationMailInput {
  const answer = answerOf(row)
  const locale = row.reservation.locale as ApiLocale
  return {
    to: answer.email,
    name: answer.name,
    locale,
    product: answer.product.name,
    size: answer.size.label,
    storeName: row.store.name,
    storeAddress: `${row.store.street} ${row.store.streetNo}, ${row.store.postal} ${row.store.city}`,
    pickupCode: answer.pickupCode,
    expiresAt: row.reservation.expiresAt,
    link: reservationLink(services.storefrontOrigin, answer.uuid, locale),
  }
}

/** A mail that fails is logged: the reservation stands (its page shows the code too). */
async function sendQuietly(
  services: ShopApiServices,
  message: Parameters<ShopApiServices['mailer']['send']>[0],
) {
  try {
    await services.mailer.send(message)
  } catch (error) {
    log.error(
      { error: error instanceof Error ? error.message : String(error), kind: message.kind },
      'mail not sent',
    )
  }
}

export interface CreatedReservation {
  readonly reservation: ReservationAnswer
  /** A replay of an earlier request with the same Idempotency-Key. */
  readonly replayed: boolean
}

/**
 * POST /api/v1/reservations/. Requests with the same key are serialised by an advisory lock; the
 * later ones find the first reservation and answer it.
 */
export async function createReservation(
  services: ShopApiServices,
  caller: ReservationCaller,
  body: ReservationBody,
  idempotencyKey: string,
): Promise<CreatedReservation> {
  const { db } = services
  const contact = await contactOf(db, caller, body)
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, body.store))
  if (!store) throw validationFailed({ store: ['The selected store is invalid.'] })
  const [option] = await db
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(eq(productOptions.id, body.productOption))
  if (!option) throw validationFailed({ productOption: ['The selected product option is invalid.'] })

  const scopedKey = `${ownerKeyOf(caller)}:${idempotencyKey}`
  const now = services.now()
  // A pick-up code is unique among a store's held reservations; a clash (one in ~10^8) draws again.
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${scopedKey}, 0))`)
        const earlier = await loadReservation(tx, and(eq(reservations.idempotencyKey, scopedKey)))
        if (earlier) return { row: earlier, replayed: true }
        const [held] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(reservations)
          .where(and(ownedBy(caller), eq(reservations.status, 'held')))
        if ((held?.count ?? 0) >= MAX_HELD_RESERVATIONS)
          // Not a field of the form: the shopper has to end one first, whatever she sends.
          throw new ApiError(409, tooManyHeld(MAX_HELD_RESERVATIONS), {
            reservations: [tooManyHeld(MAX_HELD_RESERVATIONS)],
          })
        const taken = await tx
          .update(storeStock)
          .set({ quantity: sql`${storeStock.quantity} - 1` })
          .where(
            and(
              eq(storeStock.storeId, body.store),
              eq(storeStock.productOptionId, body.productOption),
              sql`${storeStock.quantity} >= 1`,
            ),
          )
          .returning({ quantity: storeStock.quantity })
        if (taken.length === 0) throw new ApiError(409, NOT_IN_STORE, { productOption: [NOT_IN_STORE] })
        const publicId = randomUUID()
        await tx.insert(reservations).values({
          publicId,
          storeId: body.store,
          productOptionId: body.productOption,
          quantity: 1,
          userId: caller.user?.id ?? null,
          guestRequestId: caller.user ? null : caller.guestRequestId,
          ...contact,
          pickupCode: newPickupCode(),
          status: 'held',
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESERVATION_HOLD_MS),
          idempotencyKey: scopedKey,
          locale: body.locale,
        })
        const row = await loadReservation(tx, and(eq(reservations.publicId, publicId)))
        if (!row) throw new Error('The reservation just written could not be read')
        return { row, replayed: false }
      })
      if (!outcome.replayed)
        await sendQuietly(services, reservationConfirmationMail(mailInput(services, outcome.row)))
      return { reservation: answerOf(outcome.row), replayed: outcome.replayed }
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue
      throw error
    }
  }
}

/** GET /api/v1/reservations/{uuid}/: only for whoever made it. */
export async function readReservation(
  db: Database,
  caller: ReservationCaller,
  uuid: string,
): Promise<ReservationAnswer> {
  const row = await loadReservation(db, and(eq(reservations.publicId, uuid), ownedBy(caller)))
  if (!row) throw notFound('Reservation')
  return answerOf(row)
}

/** GET /api/v1/user/reservations/: the customer's, newest first. */
export async function listReservations(db: Database, user: SessionUser): Promise<ReservationAnswer[]> {
  const ids = await db
    .select({ publicId: reservations.publicId })
    .from(reservations)
    .where(eq(reservations.userId, user.id))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(100)
  const rows = await Promise.all(
    ids.map(({ publicId }) => loadReservation(db, and(eq(reservations.publicId, publicId)))),
  )
  return rows.filter((row): row is LoadedRow => row !== undefined).map(answerOf)
}

/** Puts units back on a store's shelf (the row may have been removed meanwhile: it comes back). */
function returnToShelf(
  tx: Pick<Database, 'execute'>,
  storeId: number,
  productOptionId: number,
  quantity: number,
) {
  return tx.execute(sql`
    INSERT INTO store_stock (store_id, product_option_id, quantity)
    VALUES (${storeId}, ${productOptionId}, ${quantity})
    ON CONFLICT (product_option_id, store_id)
    DO UPDATE SET quantity = store_stock.quantity + excluded.quantity`)
}

/**
 * DELETE /api/v1/reservations/{uuid}/: a held reservation is cancelled and its unit returns to the
 * shelf; a cancelled one answers as it stands; a collected or expired one is refused (409).
 */
export async function cancelReservation(
  services: ShopApiServices,
  caller: ReservationCaller,
  uuid: string,
): Promise<ReservationAnswer> {
  const now = services.now()
  const cancelled = await services.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(reservations)
      .set({ status: 'cancelled', endedAt: now })
      .where(and(eq(reservations.publicId, uuid), ownedBy(caller), eq(reservations.status, 'held')))
      .returning({
        storeId: reservations.storeId,
        productOptionId: reservations.productOptionId,
        quantity: reservations.quantity,
      })
    if (ended) await returnToShelf(tx, ended.storeId, ended.productOptionId, ended.quantity)
    return ended !== undefined
  })
  const row = await loadReservation(services.db, and(eq(reservations.publicId, uuid), ownedBy(caller)))
  if (!row) throw notFound('Reservation')
  if (cancelled) await sendQuietly(services, reservationCancelledMail(mailInput(services, row)))
  else if (row.reservation.status !== 'cancelled')
    throw new ApiError(409, RESERVATION_ENDED, { reservation: [RESERVATION_ENDED] })
  return answerOf(row)
}

const lockSchema = v.object({ rows: v.array(v.object({ locked: v.boolean() })) })

/** A key of its own for the expiry job's advisory lock (no other lock uses it). */
const EXPIRY_LOCK_KEY = 0x7265_7365 // "rese"

/**
 * Ends every held reservation whose time is up and returns its units, in one transaction. Runs on
 * one node at a time (a node that finds the lock taken skips the round); even without the lock a
 * reservation would expire once, as the status UPDATE re-checks `held` row by row. Answers how many
 * expired.
 */
export async function expireReservations(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = v.parse(
      lockSchema,
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) AS locked`),
    )
    if (!rows[0]?.locked) return 0
    const expired = await tx
      .update(reservations)
      .set({ status: 'expired', endedAt: now })
      .where(and(eq(reservations.status, 'held'), sql`${reservations.expiresAt} <= ${now}`))
      .returning({
        storeId: reservations.storeId,
        productOptionId: reservations.productOptionId,
        quantity: reservations.quantity,
      })
    for (const row of expired) await returnToShelf(tx, row.storeId, row.productOptionId, row.quantity)
    return expired.length
  })
}
