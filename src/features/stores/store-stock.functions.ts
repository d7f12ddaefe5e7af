/**
 * Stock per store and click & reserve (issue 31, omnichannel only). Each function answers "nothing"
 * without asking the shop where omnichannel is not available, so the default build makes no call.
 */
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { inPageLocale, pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import { getServerConfig } from '~/config/config.server'
import { validateInput } from '~/lib/validation'
import { m } from '~/paraglide/messages'
import {
  cancelReservation,
  createReservation,
  readMyReservations,
  readReservation,
  readStoreStock,
} from '~/shop-client/api/store-stock.server'
import type { CancelReservationResult } from '~/shop-client/api/store-stock.server'
import {
  guestReservationFieldsSchema,
  reservationInputSchema,
} from '~/shop-client/schemas/store-stock.schema'
import type { Reservation, ReservationResult, StoreStock } from '~/shop-client/schemas/store-stock.schema'
import { readShopSession } from '~/shop-client/session-gateway.server'
import { visitorStoreId } from './my-store.server'

const omnichannel = () => getServerConfig().OMNICHANNEL_IS_AVAILABLE

const id = v.pipe(v.number(), v.integer(), v.minValue(1))

export const storeStockInputSchema = v.pipe(
  v.object({
    productOption: v.optional(id),
    product: v.optional(id),
    latitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
    longitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  }),
  v.check(
    (input) => (input.productOption === undefined) !== (input.product === undefined),
    'a size or a product',
  ),
)

export interface StoreStockAnswer {
  readonly stock: StoreStock
  /** When the server asked (ISO): "today" and "tomorrow" are said from it, the same in the HTML and after hydration. */
  readonly answeredAt: string
}

/**
 * Which stores have a size (or any size of a product), the shopper's store first, nearest first
 * with a position. Null where omnichannel is off or the product is unknown.
 */
export const getStoreStock = createServerFn({ method: 'GET' })
  .validator(validateInput(storeStockInputSchema))
  .handler(async ({ data }): Promise<StoreStockAnswer | null> => {
    if (!omnichannel()) return null
    const stock = await readStoreStock({ ...data, store: await visitorStoreId() })
    return stock ? { stock, answeredAt: new Date().toISOString() } : null
  })

/** 1–255 visible ASCII characters, as the shop takes an `Idempotency-Key`. */
const idempotencyKeySchema = v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,255}$/))

/** Only the shape here: the fields are checked in the handler, in the page's language. */
export const reserveInputSchema = v.object({
  productOption: id,
  store: id,
  name: v.pipe(v.string(), v.maxLength(1000)),
  email: v.pipe(v.string(), v.maxLength(1000)),
  phone: v.pipe(v.string(), v.maxLength(1000)),
  idempotencyKey: idempotencyKeySchema,
})

type ReservationField = 'name' | 'email' | 'phone'

/** The first problem of each field, from the shop-client's schemas (a guest must give all three). */
function fieldProblems(
  input: v.InferOutput<typeof reserveInputSchema>,
  guest: boolean,
): Partial<Record<ReservationField, string>> | null {
  const problems: Partial<Record<ReservationField, string>> = {}
  const issues = [
    ...(v.safeParse(reservationInputSchema, input).issues ?? []),
    ...(guest ? (v.safeParse(guestReservationFieldsSchema, input).issues ?? []) : []),
  ]
  for (const issue of issues) {
    const field = v.getDotPath(issue)
    if ((field === 'name' || field === 'email' || field === 'phone') && problems[field] === undefined)
      problems[field] = issue.message
  }
  return Object.keys(problems).length > 0 ? problems : null
}

/**
 * Click & reserve: one unit of a size held in a store for 48 hours. A guest gives name, e-mail and
 * phone; a customer's come from the account where left empty. The form's idempotency key makes a
 * resent form one reservation. Field errors come back in the page's language.
 */
export const reserveInStore = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(reserveInputSchema))
  .handler(async ({ data, context }): Promise<ReservationResult> => {
    if (!omnichannel()) return { ok: false, reason: 'unavailable' }
    const { locale } = context
    const guest = !readShopSession().token
    const problems = inPageLocale(locale, () => fieldProblems(data, guest))
    if (problems) return { ok: false, reason: 'invalid', fields: problems }
    const { idempotencyKey, ...fields } = data
    const input = v.parse(reservationInputSchema, fields)
    const result = await createReservation({ ...input, locale }, idempotencyKey)
    if (result.ok || result.reason !== 'invalid') return result
    // The shop's own words are English; the shopper reads which field to check in her language.
    const refused = Object.entries(result.fields ?? {}).filter(([, message]) => Boolean(message))
    const message = inPageLocale(locale, () => m.reserve_field_invalid())
    return {
      ok: false,
      reason: 'invalid',
      fields: Object.fromEntries(refused.map(([field]) => [field, message])),
    }
  })

const reservationIdSchema = v.object({ uuid: v.pipe(v.string(), v.uuid()) })

/** A reservation for whoever made it; anyone else, an unknown id or omnichannel off: a 404 page. */
export const getReservation = createServerFn({ method: 'GET' })
  .validator(validateInput(reservationIdSchema))
  .handler(async ({ data }): Promise<Reservation> => {
    if (!omnichannel()) throw notFound()
    const reservation = await readReservation(data.uuid)
    if (!reservation) throw notFound()
    return reservation
  })

/** Cancels a held reservation (its unit goes back on the shelf); again answers it as it stands. */
export const cancelStoreReservation = createServerFn({ method: 'POST' })
  .validator(validateInput(reservationIdSchema))
  .handler(({ data }): Promise<CancelReservationResult> => {
    if (!omnichannel()) return Promise.resolve({ ok: false, reason: 'not-found' })
    return cancelReservation(data.uuid)
  })

/** The customer's reservations, newest first; null without a session (the account layout redirects). */
export const getMyReservations = createServerFn({ method: 'GET' }).handler(
  async (): Promise<Reservation[] | null> => {
    if (!omnichannel()) throw notFound()
    const result = await readMyReservations()
    return result.ok ? result.value : null
  },
)
