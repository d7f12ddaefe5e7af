import { useQuery } from '@tanstack/react-query'
import { localizeHref } from '~/lib/locale-url'
import { m } from '~/paraglide/messages'
import { secondaryButtonClasses } from '~/ui/form-controls'
import { bookingLinksQuery, productBookingInput } from '../booking-links.queries'
import type { BookingLinksInput } from '../booking-links.functions'

/**
 * "Book an appointment" for the services a page is about (a service page, a ski or bike product).
 * The route loaders put the links in the server's HTML. They lead to the booking flow, which is
 * served outside the client router (a full page load, working without JavaScript). Nothing shows
 * while they are unknown or when no store offers such a service.
 */
export function BookingLinks({ input, className = '' }: { input: BookingLinksInput; className?: string }) {
  const { data: links } = useQuery(bookingLinksQuery(input))
  if (!links || links.length === 0) return null
  return (
    <section aria-labelledby="booking-links" className={`flex flex-col gap-2 ${className}`}>
      <h2 id="booking-links" className="text-base font-bold text-brand-900">
        {m.booking_links_heading()}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.slug}>
            <a
              href={localizeHref(`/termin-buchen/?service=${encodeURIComponent(link.slug)}`)}
              className={secondaryButtonClasses}
            >
              {m.booking_link({ service: link.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A product page's links: loaded with the page only for mountable products (skis, bikes), so no
 * other product page carries this code (ProductDetailView imports it lazily).
 */
export function ProductBookingLinks({ product }: { product: Parameters<typeof productBookingInput>[0] }) {
  const input = productBookingInput(product)
  return input ? <BookingLinks input={input} /> : null
}
