import { Link } from '@tanstack/react-router'
import { ChevronRightIcon } from '~/lib/icons'
import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'

/**
 * Breadcrumbs of the content pages (guide, service pages, stores, flyers): home first, then the
 * given crumbs, the last one being the current page ({@link TrailCurrent}).
 */
export function Trail({ children }: { children: ReactNode }) {
  return (
    <nav aria-label={m.catalog_breadcrumbs()} className="mb-4 text-sm text-ink-muted">
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

/** One crumb: a link to a page above this one. */
export function TrailCrumb({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-center gap-1 [&_a]:hover:text-brand-700 [&_a]:hover:underline">
      <ChevronRightIcon aria-hidden="true" className="size-4" />
      {children}
    </li>
  )
}

export function TrailCurrent({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-center gap-1">
      <ChevronRightIcon aria-hidden="true" className="size-4" />
      <span aria-current="page" className="font-medium text-ink">
        {children}
      </span>
    </li>
  )
}
