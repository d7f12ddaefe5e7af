/**
 * The steps of booking a service (ADR 037) as the address says them: store → service → day → slot →
 * details for an appointment; store → service → days and equipment → size and details for a rental.
 * Each step is a plain GET (links and GET forms carry the choices so far), the last a POST, so the
 * flow works without JavaScript and every step can be bookmarked, shared and gone back to.
 */
import * as v from 'valibot'

const positiveId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))

/** A calendar date that exists (Date would roll `2026-02-30` over into March). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const parsed = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}
const date = v.pipe(v.string(), v.check(isRealDate))
const instant = v.pipe(v.string(), v.isoTimestamp())

/** A choice the address holds; a malformed one is dropped, so the flow asks for it again. */
const kept = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

export const flowQuerySchema = v.object({
  store: kept(positiveId),
  service: kept(slug),
  /** The first day of the day list shown (paging through the horizon). */
  from: kept(date),
  date: kept(date),
  time: kept(instant),
  first: kept(date),
  last: kept(date),
  category: kept(slug),
})
export type FlowQuery = v.InferOutput<typeof flowQuerySchema>

/** The flow's address from a request's search parameters (first value of each). */
export function flowQueryOf(url: URL): FlowQuery {
  const raw: Record<string, string> = {}
  for (const key of Object.keys(flowQuerySchema.entries)) {
    const value = url.searchParams.get(key)
    if (value !== null && value !== '') raw[key] = value
  }
  return v.parse(flowQuerySchema, raw)
}

/** The address of a step: the choices so far, in a fixed order, without the empty ones. */
export function flowHref(base: string, query: Partial<Record<keyof FlowQuery, string | number>>): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(flowQuerySchema.entries) as (keyof FlowQuery)[]) {
    const value = query[key]
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return search === '' ? base : `${base}?${search}`
}

/** How many days the day list shows at once. */
export const DAYS_PER_PAGE = 14

const text = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '')
const wholeNumber = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => (value === '' ? undefined : Number(value.replace(',', '.')))),
  ),
)

/**
 * The posted details form, as text (the shop checks the values and names what is wrong). Numbers
 * that are not numbers are sent as NaN-free `undefined`, and the shop then says the field is missing.
 */
export const bookingFormSchema = v.object({
  store: positiveId,
  service: slug,
  idempotencyKey: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,255}$/)),
  startsAt: v.optional(instant),
  firstDay: v.optional(date),
  lastDay: v.optional(date),
  category: v.optional(slug),
  size: v.optional(v.pipe(v.string(), v.maxLength(20))),
  heightCm: wholeNumber,
  weightKg: wholeNumber,
  shoeSize: wholeNumber,
  skill: wholeNumber,
  name: text(100),
  email: text(254),
  phone: text(40),
  note: text(500),
})
export type BookingForm = v.InferOutput<typeof bookingFormSchema>

/** The posted form's fields as strings (files and repeated fields are not part of it). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [key, value] of form.entries())
    if (typeof value === 'string' && !(key in fields)) fields[key] = value
  return fields
}

/** A number the shop can check; what is not a finite number is left out (the shop names it missing). */
export const finiteOrUndefined = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : undefined
