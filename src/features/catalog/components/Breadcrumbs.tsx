import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { m } from '~/paraglide/messages'
import type { Breadcrumb } from '../catalog.schema'
import { CategoryLink } from './CategoryLink'

/** Home, then the category trail; the last crumb is the current page and not a link. */
export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  return (
    <nav aria-label={m.catalog_breadcrumbs()} className="mb-3 text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li className="flex items-center gap-1">
          <Link to="/" className="hover:text-brand-700 hover:underline">
            {m.catalog_home()}
          </Link>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={item.path} className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-4" />
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {item.name}
                </span>
              ) : (
                <CategoryLink url={item.path} className="hover:text-brand-700 hover:underline">
                  {item.name}
                </CategoryLink>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
