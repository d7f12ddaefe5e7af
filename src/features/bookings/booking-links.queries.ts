import { queryOptions } from '@tanstack/react-query'
import { getBookingLinks } from './booking-links.functions'
import type { BookingLinksInput } from './booking-links.functions'

/** A page's "book an appointment" links; a retailer's services change rarely. */
export const bookingLinksQuery = (input: BookingLinksInput) =>
  queryOptions({
    queryKey: ['booking-links', input],
    queryFn: () => getBookingLinks({ data: input }),
    staleTime: 5 * 60_000,
  })
