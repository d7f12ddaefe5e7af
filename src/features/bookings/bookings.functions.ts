/**
 * Service booking for the pages inside the client router: the customer's bookings in the account,
 * and the "book an appointment" links of product and service pages. The booking flow itself is
 * served outside the router (booking-pages.server.tsx).
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import { validateInput } from '~/lib/validation'
import { readMyBookings, readServiceCatalog } from '~/shop-client/api/bookings.server'
import type { Booking } from '~/shop-client/schemas/bookings.schema'

/** The customer's bookings, the coming ones first; null without a session (the account layout redirects). */
export const getMyBookings = createServerFn({ method: 'GET' })
  .middleware([pageLocaleMiddleware])
  .handler(async ({ context }): Promise<Booking[] | null> => {
    const result = await readMyBookings(context.locale === 'en' ? 'en' : 'de-AT')
    return result.ok ? result.value : null
  })

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
      .map((service) => ({ slug: service.slug, name: service.name }))
  })
