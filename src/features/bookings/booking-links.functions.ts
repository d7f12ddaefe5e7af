/**
 * The "book an appointment" links of product and service pages, apart from the account's bookings so
 * that the product page's bundle carries only this (it counts against the initial-JavaScript budget).
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import { validateInput } from '~/lib/validation'
import { readServiceCatalog } from '~/shop-client/api/bookings.server'

const sportSlug = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))

export const bookingLinksInputSchema = v.object({
  /** A service page's path, e.g. `/services/ski-service/`. */
  page: v.optional(v.pipe(v.string(), v.regex(/^\/services\/[a-z0-9-]{1,80}\/$/))),
  /** A mountable product's sport and its parent sport. */
  sports: v.optional(v.pipe(v.array(sportSlug), v.maxLength(2))),
})
export type BookingLinksInput = v.InferOutput<typeof bookingLinksInputSchema>

export interface BookingLink {
  readonly slug: string
  readonly name: string
  /** What a service page's structured data says of the service (`serviceLd`). */
  readonly kind: 'appointment' | 'rental'
  readonly description: string
  readonly priceFromCents: number
}

/**
 * The services a page offers to book: those the service page describes (appointments and rentals),
 * or those that serve a product's sport (skis, bikes); only services some store offers.
 */
export const getBookingLinks = createServerFn({ method: 'GET' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(bookingLinksInputSchema))
  .handler(async ({ data, context }): Promise<BookingLink[]> => {
    const catalog = await readServiceCatalog(context.locale === 'en' ? 'en' : 'de-AT')
    const sports = new Set(data.sports ?? [])
    return catalog
      .filter(
        (service) =>
          service.storeIds.length > 0 &&
          ((data.page !== undefined && service.page === data.page) ||
            service.sports.some((sport) => sports.has(sport))),
      )
      .map((service) => ({
        slug: service.slug,
        name: service.name,
        kind: service.kind,
        description: service.description,
        priceFromCents: service.priceFromCents,
      }))
  })
