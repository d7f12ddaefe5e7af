import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The catch-all route's splat of a category URL from the API (`/damen/schuhe/` → `damen/schuhe`). */
export function categorySplat(url: string): string {
  return url.replace(/^\/+|\/+$/g, '')
}

/** A typed link to a category page (the catch-all route), from the category URL the API gives. */
export function CategoryLink({
  url,
  className,
  current = false,
  children,
}: {
  url: string
  className?: string
  current?: boolean
  children: ReactNode
}) {
  return (
    <Link
      to="/$/"
      params={{ _splat: categorySplat(url) }}
      className={className}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  )
}
