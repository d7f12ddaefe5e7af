import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { LocateFixed, MapPin, Search } from 'lucide-react'
import { useId, useState } from 'react'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { getLocale } from '~/paraglide/runtime'
import { Trail, TrailCurrent } from '~/ui/Trail'
import { useHydrated } from '~/ui/use-hydrated'
import { sortByDistance } from '../distance'
import type { GeoPoint } from '../distance'
import { myStoreFirst } from '../my-store.model'
import { storeLocatorQuery, useMyStore } from '../stores.queries'
import type { Holiday, Store } from '~/shop-client/schemas/stores.schema'
import { OpeningStatus } from './OpeningStatus'
import { StoreMap } from './StoreMap'
import { useNow } from './use-now'

type Located =
  | { readonly state: 'idle' }
  | { readonly state: 'locating' }
  | { readonly state: 'located'; readonly origin: GeoPoint }
  | { readonly state: 'failed'; readonly reason: 'denied' | 'unavailable' }

const storeAnchor = (slug: string) => `store-${slug}`
/** A map marker leads to its store's entry in the list. */
const linkToListEntry = (slug: string) => `#${storeAnchor(slug)}`

/**
 * The shop locator (spec §2 /shops/): a search by city, postal code or name (a plain GET form, so it
 * works before the page has hydrated), "use my location" sorting by distance, the map and the list.
 */
export function StoreLocatorView({ q }: { q: string | undefined }) {
  const { data } = useSuspenseQuery(storeLocatorQuery(q))
  const myStore = useMyStore()
  const now = useNow(data.renderedAt)
  const [located, setLocated] = useState<Located>({ state: 'idle' })
  const hydrated = useHydrated()
  const statusId = useId()

  const stores =
    located.state === 'located'
      ? sortByDistance(data.stores, located.origin)
      : myStoreFirst(data.stores, myStore?.slug).map((store) => ({ ...store, distanceKm: undefined }))

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocated({ state: 'failed', reason: 'unavailable' })
      return
    }
    setLocated({ state: 'locating' })
    // Asked only now, on the shopper's click; the position never leaves the browser.
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocated({
          state: 'located',
          origin: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        })
      },
      (error) => {
        setLocated({
          state: 'failed',
          reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        })
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    )
  }

  const status =
    located.state === 'locating'
      ? m.stores_locating()
      : located.state === 'located'
        ? m.stores_sorted_by_distance()
        : located.state === 'failed'
          ? located.reason === 'denied'
            ? m.stores_location_denied()
            : m.stores_location_unavailable()
          : q
            ? data.stores.length === 0
              ? m.stores_none_found({ query: q })
              : m.stores_found({ count: data.stores.length, query: q })
            : m.stores_all({ count: data.stores.length })

  return (
    <div className="page-container py-8">
      <Trail>
        <TrailCurrent>{m.stores_heading()}</TrailCurrent>
      </Trail>
      <h1 className="text-3xl font-bold text-brand-900 uppercase lg:text-4xl">{m.stores_heading()}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{m.stores_intro()}</p>

      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-end">
        <StoreSearchForm q={q} />
        <button
          type="button"
          onClick={locate}
          disabled={!hydrated || located.state === 'locating'}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-pill border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          <LocateFixed aria-hidden="true" className="size-5" />
          {m.stores_use_location()}
        </button>
      </div>
      <p
        id={statusId}
        role="status"
        className={`mt-4 text-sm ${located.state === 'failed' ? 'font-semibold text-sale-600' : 'text-ink-muted'}`}
      >
        {status}
      </p>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
        <section
          aria-label={m.stores_map_section()}
          className="lg:sticky lg:top-[calc(var(--header-sticky-height)+1rem)]"
        >
          <StoreMap
            map={data.map}
            stores={data.stores}
            label={m.stores_map_label({ count: data.map.markers.length })}
            linkTo={linkToListEntry}
            current={myStore?.slug}
          />
        </section>
        <section aria-label={m.stores_list_section()}>
          <ul className="flex flex-col gap-3">
            {stores.map((store) => (
              <li
                key={store.slug}
                id={storeAnchor(store.slug)}
                className="scroll-mt-[calc(var(--header-clearance)+6rem)]"
              >
                <StoreCard
                  store={store}
                  holidays={data.holidays}
                  now={now}
                  distanceKm={store.distanceKm}
                  isMine={store.slug === myStore?.slug}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}

const kilometres = new Map<string, Intl.NumberFormat>()
function formatKm(km: number): string {
  const locale = getLocale()
  let format = kilometres.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })
    kilometres.set(locale, format)
  }
  return m.stores_distance({ km: format.format(km) })
}

function StoreCard({
  store,
  holidays,
  now,
  distanceKm,
  isMine,
}: {
  store: Store
  holidays: readonly Holiday[]
  now: Date
  distanceKm: number | undefined
  isMine: boolean
}) {
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 target:border-accent-500">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 className="text-lg font-bold text-brand-900">
          <Link to="/shop/$slug/" params={{ slug: store.slug }} className="hover:underline">
            {store.name}
          </Link>
        </h2>
        {distanceKm !== undefined ? (
          <p className="text-sm font-semibold text-ink">{formatKm(distanceKm)}</p>
        ) : null}
      </div>
      {isMine ? (
        <p className="inline-flex items-center gap-1 text-sm font-semibold text-success-800">
          <MapPin aria-hidden="true" className="size-4" />
          {m.store_is_mine()}
        </p>
      ) : null}
      <address className="text-sm not-italic">
        {store.street} {store.streetNo}, {store.postal} {store.city}
      </address>
      <OpeningStatus hours={store.openingHours} holidays={holidays} now={now} />
    </article>
  )
}

/** The search: a GET form to the locator, so it works without script; with script, a client navigation. */
export function StoreSearchForm({
  q,
  to = '/shops/',
}: {
  q: string | undefined
  to?: '/shops/' | '/werbung/'
}) {
  const navigate = useNavigate()
  const inputId = useId()
  return (
    <form
      role="search"
      action={localizeHref(to)}
      method="get"
      className="flex flex-1 flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault()
        const value = new FormData(event.currentTarget).get('q')
        const query = typeof value === 'string' ? value.trim() : ''
        void navigate({ to, search: query ? { q: query } : {} })
      }}
    >
      <label htmlFor={inputId} className="text-sm font-semibold">
        {m.stores_search_label()}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="q"
          type="search"
          defaultValue={q ?? ''}
          key={q ?? ''}
          maxLength={100}
          autoComplete="address-level2"
          placeholder={m.stores_search_placeholder()}
          className="min-h-11 w-full min-w-0 rounded-md border border-line px-3"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          <Search aria-hidden="true" className="size-5" />
          {m.stores_search_submit()}
        </button>
      </div>
    </form>
  )
}
