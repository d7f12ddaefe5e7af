import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { Trail, TrailCrumb, TrailCurrent } from '~/ui/Trail'
import { shopFlyersQuery } from '../flyers.queries'
import { FlyerCard } from './FlyerCard'

/** /werbung/shop/{shopUrl}/: the store's current and upcoming flyers, its own and the national ones. */
export function ShopFlyersView({ shopUrl }: { shopUrl: string }) {
  const { data } = useSuspenseQuery(shopFlyersQuery(shopUrl))
  const { store, flyers } = data
  return (
    <div className="page-container py-8">
      <Trail>
        <TrailCrumb>
          <Link to="/werbung/">{m.flyers_heading()}</Link>
        </TrailCrumb>
        <TrailCurrent>{store.name}</TrailCurrent>
      </Trail>
      <h1 className="text-3xl font-bold text-brand-900 lg:text-4xl">
        {m.flyers_shop_heading({ store: store.name })}
      </h1>
      <p className="mt-2 text-ink-muted">
        <Link to="/shop/$slug/" params={{ slug: store.slug }} className="text-brand-700 underline">
          {m.flyers_shop_details({ store: store.name })}
        </Link>
      </p>
      {flyers.length === 0 ? (
        <p className="mt-6 text-ink-muted">{m.store_flyers_none()}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {flyers.map((flyer) => (
            <li key={flyer.slug}>
              <FlyerCard flyer={flyer} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
