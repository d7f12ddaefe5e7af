import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { StoreSearchForm } from '~/features/stores/components/StoreLocatorView'
import { myStoreFirst } from '~/features/stores/my-store.model'
import { storeLocatorQuery, useMyStore } from '~/features/stores/stores.queries'
import { m } from '~/paraglide/messages'
import { Trail, TrailCurrent } from '~/ui/Trail'
import { currentFlyersQuery } from '../flyers.queries'
import { FlyerCard } from './FlyerCard'

/**
 * /werbung/ (spec §2 "search for a shop"): the locator's search leads to a store's flyers; the
 * national flyers, valid in every store, are shown right away.
 */
export function FlyerShopSearchView({ q }: { q: string | undefined }) {
  const { data: locator } = useSuspenseQuery(storeLocatorQuery(q))
  const { data: flyers } = useSuspenseQuery(currentFlyersQuery)
  const myStore = useMyStore()
  const national = flyers.filter((flyer) => flyer.store === null)
  const stores = myStoreFirst(locator.stores, myStore?.slug)
  return (
    <div className="page-container py-8">
      <Trail>
        <TrailCurrent>{m.flyers_heading()}</TrailCurrent>
      </Trail>
      <h1 className="text-3xl font-bold text-brand-900 uppercase lg:text-4xl">{m.flyers_heading()}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{m.flyers_intro()}</p>

      <div className="mt-6 max-w-xl">
        <StoreSearchForm q={q} to="/werbung/" />
      </div>
      <section aria-labelledby="flyer-stores" className="mt-6">
        <h2 id="flyer-stores" className="text-xl font-bold text-brand-900">
          {q ? m.flyers_stores_found({ count: stores.length, query: q }) : m.flyers_stores_all()}
        </h2>
        {stores.length === 0 ? (
          <p role="status" className="mt-2 text-ink-muted">
            {m.stores_none_found({ query: q ?? '' })}
          </p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {stores.map((store) => (
              <li key={store.slug}>
                <Link
                  to="/werbung/shop/$shopUrl/"
                  params={{ shopUrl: store.slug }}
                  className="flex min-h-11 flex-col rounded-md border border-line bg-surface px-3 py-2 hover:border-brand-700"
                >
                  <span className="font-semibold text-brand-900">{store.name}</span>
                  <span className="text-sm text-ink-muted">
                    {store.postal} {store.city}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {national.length > 0 ? (
        <section aria-labelledby="flyers-national" className="mt-12">
          <h2 id="flyers-national" className="mb-4 text-2xl font-bold text-brand-900 uppercase">
            {m.flyers_national_heading()}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {national.map((flyer) => (
              <li key={flyer.slug}>
                <FlyerCard flyer={flyer} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
