import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { localizeHref } from '~/paraglide/runtime'
import { contentLinkTarget } from '../home-links'

/** A link to a storefront path the shop's content names (hero, teasers). */
export function ContentLink({
  url,
  className,
  children,
}: {
  url: string
  className?: string
  children: ReactNode
}) {
  const target = contentLinkTarget(url)
  switch (target.kind) {
    case 'brands':
      return (
        <Link to="/marken/" className={className}>
          {children}
        </Link>
      )
    case 'product':
      return (
        <Link to="/p/$slug/" params={{ slug: target.slug }} className={className}>
          {children}
        </Link>
      )
    case 'category':
      return (
        <Link to="/$/" params={{ _splat: target.splat }} className={className}>
          {children}
        </Link>
      )
    case 'path':
      // Pages without a route of their own yet (e.g. the guide); a full page load reaches them.
      return (
        <a href={localizeHref(target.href)} className={className}>
          {children}
        </a>
      )
  }
}
