import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatDate } from '~/lib/format'
import type { FlyerSummary } from '~/shop-client/schemas/flyers.schema'

const calendarDay = (isoDate: string) => formatDate(new Date(`${isoDate}T12:00:00Z`), getLocale())

/** The validity of a flyer in words: "gültig 16.11.2026 – 29.11.2026", "ab 30.11.2026", "abgelaufen". */
export function flyerValidity(flyer: Pick<FlyerSummary, 'validFrom' | 'validTo' | 'status'>): string {
  const from = calendarDay(flyer.validFrom)
  const to = calendarDay(flyer.validTo)
  if (flyer.status === 'upcoming') return m.flyer_upcoming({ from, to })
  if (flyer.status === 'expired') return m.flyer_expired({ from, to })
  return m.flyer_current({ from, to })
}

/**
 * A flyer's cover, title and validity; the whole card opens the flip-book. `headingLevel`: the
 * title's place in the page's outline (2 right under the page's heading, 3 under a section's).
 */
export function FlyerCard({ flyer, headingLevel = 3 }: { flyer: FlyerSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex h-full flex-col gap-2 rounded-lg border border-line bg-surface p-3">
      <img
        src={flyer.cover}
        alt=""
        width={420}
        height={594}
        loading="lazy"
        decoding="async"
        className="aspect-[210/297] w-full rounded-md bg-surface-muted object-cover"
      />
      <Heading className="font-bold text-brand-900">
        <Link
          to="/werbung/$slug/"
          params={{ slug: flyer.slug }}
          className="after:absolute after:inset-0 after:content-[''] group-hover:underline"
        >
          {flyer.title}
        </Link>
      </Heading>
      <p
        className={`text-sm ${flyer.status === 'current' ? 'font-semibold text-success-800' : 'text-ink-muted'}`}
      >
        {flyerValidity(flyer)}
      </p>
    </article>
  )
}
