import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { Trail, TrailCrumb, TrailCurrent } from '~/ui/Trail'
import { flyerQuery } from '../flyers.queries'
import { FlipBook } from './FlipBook'
import { flyerValidity } from './FlyerCard'

/** /werbung/{slug}/: one flyer as a flip-book; an expired flyer stays readable and says so. */
export function FlyerBookView({ slug }: { slug: string }) {
  const { data: flyer } = useSuspenseQuery(flyerQuery(slug))
  return (
    <div className="page-container py-8">
      <Trail>
        <TrailCrumb>
          <Link to="/werbung/">{m.flyers_heading()}</Link>
        </TrailCrumb>
        {flyer.store ? (
          <TrailCrumb>
            <Link to="/werbung/shop/$shopUrl/" params={{ shopUrl: flyer.store.slug }}>
              {flyer.store.name}
            </Link>
          </TrailCrumb>
        ) : null}
        <TrailCurrent>{flyer.title}</TrailCurrent>
      </Trail>
      <header className="mb-6 flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-brand-900 lg:text-4xl">{flyer.title}</h1>
        {flyer.status === 'expired' ? (
          <p className="w-fit rounded-md border border-sale-600 bg-accent-100 px-3 py-2 font-semibold text-sale-600">
            {flyerValidity(flyer)}
          </p>
        ) : (
          <p className="text-ink-muted">{flyerValidity(flyer)}</p>
        )}
      </header>
      <FlipBook pages={flyer.pages} title={flyer.title} />
    </div>
  )
}
