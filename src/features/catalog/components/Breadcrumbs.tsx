import { Link } from '@tanstack/react-router'
import { ChevronRightIcon } from '~/lib/icons'
import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import type { Breadcrumb } from '~/shop-client/schemas/catalog.schema'
import { CategoryLink } from './CategoryLink'

/** The trail's frame: home first, then the given crumbs; the last one is the current page. */
function Trail({ children }: { children: ReactNode }) {
  return (
    <nav aria-label={m.catalog_breadcrumbs()} className="mb-3 text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li className="flex items-center gap-1">
          <Link to="/" className="hover:text-brand-700 hover:underline">
            {m.catalog_home()}
          </Link>
        </li>
        {children}
      </ol>
    </nav>
  )
}

function Crumb({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-center gap-1">
      <ChevronRightIcon aria-hidden="true" className="size-4" />
      {children}
    </li>
  )
}

function Current({ name }: { name: string }) {
  return (
    <span aria-current="page" className="font-medium text-ink">
      {name}
    </span>
  )
}

const crumbLink = 'hover:text-brand-700 hover:underline'

/** A category page's trail, as the shop API gives it. */
export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  return (
    <Trail>
      {items.map((item, index) => (
        <Crumb key={item.path}>
          {index === items.length - 1 ? (
            <Current name={item.name} />
          ) : (
            <CategoryLink url={item.path} className={crumbLink}>
              {item.name}
            </CategoryLink>
          )}
        </Crumb>
      ))}
    </Trail>
  )
}

/** The trail of a landing of its own (search, outlet, new arrivals): home, the landing. */
export function LandingBreadcrumbs({ name }: { name: string }) {
  return (
    <Trail>
      <Crumb>
        <Current name={name} />
      </Crumb>
    </Trail>
  )
}

/** A brand page's trail: home, the brands A–Z, the brand. */
export function BrandBreadcrumbs({ name }: { name: string }) {
  return (
    <Trail>
      <Crumb>
        <Link to="/marken/" className={crumbLink}>
          {m.brands_heading()}
        </Link>
      </Crumb>
      <Crumb>
        <Current name={name} />
      </Crumb>
    </Trail>
  )
}

/** A gender's page of one brand: home, the brands A–Z, the brand's page, the gender. */
export function GenderBrandBreadcrumbs({
  brand,
  slug,
  gender,
}: {
  brand: string
  slug: string
  gender: string
}) {
  return (
    <Trail>
      <Crumb>
        {/* Exact: a trail's ancestors are not the current page, which only the last crumb is. */}
        <Link to="/marken/" activeOptions={{ exact: true }} className={crumbLink}>
          {m.brands_heading()}
        </Link>
      </Crumb>
      <Crumb>
        <Link to="/marken/$slug/" params={{ slug }} activeOptions={{ exact: true }} className={crumbLink}>
          {brand}
        </Link>
      </Crumb>
      <Crumb>
        <Current name={gender} />
      </Crumb>
    </Trail>
  )
}
