import { queryOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { getBookingLinks } from './booking-links.functions'
import type { BookingLinksInput } from './booking-links.functions'

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

/** For the product route's loader: a mountable product's links, so they are in the server's HTML. */
export async function prefetchProductBookingLinks(
  queryClient: QueryClient,
  product: Parameters<typeof productBookingInput>[0],
): Promise<void> {
  const input = productBookingInput(product)
  if (input) await queryClient.query(bookingLinksQuery(input))
}
