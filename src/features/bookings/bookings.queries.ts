import { queryOptions } from '@tanstack/react-query'
import { getBookingLinks, getMyBookings } from './bookings.functions'
import type { BookingLinksInput } from './bookings.functions'

export const myBookingsQuery = queryOptions({
  queryKey: ['account', 'bookings'],
  queryFn: () => getMyBookings(),
})

/** A page's "book an appointment" links; a retailer's services change rarely. */
export const bookingLinksQuery = (input: BookingLinksInput) =>
  queryOptions({
    queryKey: ['booking-links', input],
    queryFn: () => getBookingLinks({ data: input }),
    staleTime: 5 * 60_000,
  })

/**
 * The booking links of a product page: a mountable product (skis, bikes) offers the services of its
 * sport; anything else none (null: nothing to ask).
 */
export function productBookingInput(product: {
  readonly mounting: unknown
  readonly sport: { readonly slug: string; readonly parent: { readonly slug: string } | null } | null
}): BookingLinksInput | null {
  if (product.mounting === null || product.sport === null) return null
  return { sports: [product.sport.slug, ...(product.sport.parent ? [product.sport.parent.slug] : [])] }
}
