import { useQuery } from '@tanstack/react-query'
import { CalendarCheck } from 'lucide-react'
import { localizeHref } from '~/lib/locale-url'
import { m } from '~/paraglide/messages'
import { secondaryButtonClasses } from '~/ui/form-controls'
import { bookingLinksQuery } from '../bookings.queries'
import type { BookingLinksInput } from '../bookings.functions'

/**
 * "Book an appointment" for the services a page is about (a service page, a ski or bike product).
 * The route's loader puts the links in the server's HTML; they lead to the booking flow, which is
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
              <CalendarCheck aria-hidden="true" className="size-5" />
              {m.booking_link({ service: link.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
