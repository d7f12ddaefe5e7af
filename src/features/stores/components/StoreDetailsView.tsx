import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Mail, Navigation, Phone } from 'lucide-react'
import { useMemo } from 'react'
import { FlyerCard } from '~/features/flyers/components/FlyerCard'
import type { FlyerSummary } from '~/shop-client/schemas/flyers.schema'
import { externalLinkAttributes } from '~/features/navigation/menu-route'
import { usePublicConfig } from '~/config/public-config'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { primaryButtonClasses } from '~/ui/form-controls'
import { Trail, TrailCrumb, TrailCurrent } from '~/ui/Trail'
import { hoursOfDay, viennaMoment } from '~/lib/opening-hours'
import { storeDetailsQuery } from '../stores.queries'
import type { Holiday, Store } from '~/shop-client/schemas/stores.schema'
import { MyStoreButton } from './MyStoreButton'
import { OpeningStatus } from './OpeningStatus'
import { StoreMap } from './StoreMap'
import { useNow } from './use-now'

const weekdayNames: readonly (() => string)[] = [
  m.weekday_monday,
  m.weekday_tuesday,
  m.weekday_wednesday,
  m.weekday_thursday,
  m.weekday_friday,
  m.weekday_saturday,
  m.weekday_sunday,
]

/** Directions in the shopper's own map app: a link, so nothing is loaded from another host here. */
const directionsUrl = (store: Store) =>
  `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`

/** One store (spec §2 /shop/{slug}/): contact, week's hours, services, map, flyers, "my store". */
export function StoreDetailsView({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(storeDetailsQuery(slug))
  const { store, flyers, holidays } = data
  const now = useNow(data.renderedAt)
  const flyersEnabled = usePublicConfig().FLIPPING_BOOK_PREFIX !== ''
  // One array for the page's life: the interactive map rebuilds its markers when it changes.
  const mapStores = useMemo(() => [store], [store])
  return (
    <div className="page-container py-8">
      <Trail>
        <TrailCrumb>
          <Link to="/shops/">{m.stores_heading()}</Link>
        </TrailCrumb>
        <TrailCurrent>{store.name}</TrailCurrent>
      </Trail>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <header className="flex flex-col gap-3">
            <h1 className="text-3xl font-bold text-brand-900 lg:text-4xl">{store.name}</h1>
            <OpeningStatus hours={store.openingHours} holidays={holidays} now={now} />
            <MyStoreButton slug={store.slug} name={store.name} />
          </header>

          <section aria-labelledby="store-contact" className="flex flex-col gap-2">
            <h2 id="store-contact" className="text-xl font-bold text-brand-900">
              {m.store_contact_heading()}
            </h2>
            <address className="flex flex-col gap-2 not-italic">
              <span>
                {store.street} {store.streetNo}
                <br />
                {store.postal} {store.city}, {store.state}
              </span>
              <a
                href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex items-center gap-2 text-brand-700 underline"
              >
                <Phone aria-hidden="true" className="size-4" />
                {/* A phone number stays on one line: its groups are joined by no-break spaces. */}
                {store.phone.replaceAll(' ', '\u00a0')}
              </a>
              <a
                href={`mailto:${store.email}`}
                className="inline-flex items-center gap-2 break-all text-brand-700 underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                {store.email}
              </a>
            </address>
            <a
              href={directionsUrl(store)}
              {...externalLinkAttributes}
              className="mt-1 inline-flex min-h-11 w-fit items-center gap-2 rounded-pill border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Navigation aria-hidden="true" className="size-5" />
              {m.store_directions()}
              <span className="sr-only"> {m.nav_external_hint()}</span>
            </a>
          </section>

          <WeekHours store={store} holidays={holidays} now={now} />

          {store.services.length > 0 ? (
            <section aria-labelledby="store-services">
              <h2 id="store-services" className="mb-3 text-xl font-bold text-brand-900">
                {m.store_services_heading()}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {store.services.map((service) => (
                  <li
                    key={service}
                    className="rounded-pill bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
                  >
                    {service}
                  </li>
                ))}
              </ul>
              {data.bookable ? (
                // The booking flow is served outside the client router (it works without JavaScript).
                <a
                  href={localizeHref(`/termin-buchen/?store=${String(store.id)}`)}
                  className={`${primaryButtonClasses} mt-4`}
                >
                  {m.store_book_service()}
                </a>
              ) : null}
            </section>
          ) : null}
        </div>

        <div className="flex flex-col gap-6">
          <img
            src={store.image}
            alt=""
            width={800}
            height={450}
            decoding="async"
            className="aspect-video w-full rounded-lg object-cover"
          />
          <StoreMap
            map={data.map}
            stores={mapStores}
            label={m.store_map_label({ store: store.name, city: store.city })}
            current={store.slug}
          />
        </div>
      </div>

      {flyersEnabled ? <StoreFlyers flyers={flyers} /> : null}
    </div>
  )
}

function WeekHours({ store, holidays, now }: { store: Store; holidays: readonly Holiday[]; now: Date }) {
  const today = viennaMoment(now)
  const holidayToday = holidays.find((holiday) => holiday.date === today.date)
  return (
    <section aria-labelledby="store-hours">
      <h2 id="store-hours" className="mb-3 text-xl font-bold text-brand-900">
        {m.store_hours_heading()}
      </h2>
      <table className="w-full max-w-md text-sm">
        <caption className="sr-only">{m.store_hours_caption({ store: store.name })}</caption>
        <tbody>
          {weekdayNames.map((dayName, index) => {
            const weekday = index + 1
            const isToday = weekday === today.weekday
            const hours = hoursOfDay(store.openingHours, weekday)
            const text =
              isToday && holidayToday
                ? m.store_closed_holiday({ holiday: holidayToday.name })
                : hours.length === 0
                  ? m.store_closed_day()
                  : hours.map((entry) => `${entry.open}–${entry.close}`).join(', ')
            return (
              <tr
                key={weekday}
                aria-current={isToday ? 'date' : undefined}
                className="border-b border-line aria-[current=date]:bg-brand-50 aria-[current=date]:font-bold"
              >
                <th scope="row" className="py-2 pr-4 pl-2 text-left font-[inherit]">
                  {dayName()}
                  {isToday ? (
                    <span className="ml-2 text-xs text-brand-700 uppercase">{m.store_today()}</span>
                  ) : null}
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">{text}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

function StoreFlyers({ flyers }: { flyers: readonly FlyerSummary[] }) {
  return (
    <section aria-labelledby="store-flyers" className="mt-12">
      <h2 id="store-flyers" className="mb-4 text-2xl font-bold text-brand-900 uppercase">
        {m.store_flyers_heading()}
      </h2>
      {flyers.length === 0 ? (
        <p className="text-ink-muted">{m.store_flyers_none()}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {flyers.map((flyer) => (
            <li key={flyer.slug}>
              <FlyerCard flyer={flyer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
