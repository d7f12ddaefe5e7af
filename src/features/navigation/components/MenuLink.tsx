import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import { externalLinkAttributes, menuLinkTarget } from '../menu-route'
import type { RoutedMenuRoute } from '../menu-route'
import { useSiteUrls } from '../use-site-urls'

/**
 * A link from the shop's menu or content (spec §2 "menu links"): internal pages by typed client
 * navigation in the same tab, other sites in a new tab without access to this window, the checkout
 * by a full page load. Empty and refused URLs are not links at all.
 */
export function MenuLink({
  url,
  className,
  children,
  onNavigate,
}: {
  url: string
  className?: string
  children: ReactNode
  onNavigate?: () => void
}) {
  const target = menuLinkTarget(url, useSiteUrls())
  switch (target.kind) {
    case 'none':
      return <span className={className}>{children}</span>
    case 'external':
      return (
        <a href={target.href} {...externalLinkAttributes} className={className} onClick={onNavigate}>
          {children}
          <span className="sr-only"> {m.nav_external_hint()}</span>
        </a>
      )
    case 'checkout':
    case 'page':
      // The checkout is outside the single-page app, and a page without a route of its own is served
      // by the server: a plain same-tab link is a full page load. Its href has passed the origin check.
      return (
        <a href={target.href} className={className} onClick={onNavigate}>
          {children}
        </a>
      )
    case 'route':
      return (
        <RouteLink route={target.route} className={className} onNavigate={onNavigate}>
          {children}
        </RouteLink>
      )
  }
}

function RouteLink({
  route,
  className,
  children,
  onNavigate,
}: {
  route: RoutedMenuRoute
  className?: string
  children: ReactNode
  onNavigate?: () => void
}) {
  const shared = { className, onClick: onNavigate, children }
  switch (route.to) {
    case '/':
      return <Link to="/" {...shared} />
    case '/p/$slug/':
      return <Link to="/p/$slug/" params={{ slug: route.slug }} {...shared} />
    case '/marken/':
      return <Link to="/marken/" {...shared} />
    case '/marken/$slug/':
      return <Link to="/marken/$slug/" params={{ slug: route.slug }} search={route.search} {...shared} />
    case '/marken/$gender/$slug/':
      return (
        <Link
          to="/marken/$gender/$slug/"
          params={{ gender: route.gender, slug: route.slug }}
          search={route.search}
          {...shared}
        />
      )
    case '/outlet/':
      return <Link to="/outlet/" search={route.search} {...shared} />
    case '/neu/':
      return <Link to="/neu/" search={route.search} {...shared} />
    case '/search/':
      return <Link to="/search/" search={route.search} {...shared} />
    case '/$/':
      return <Link to="/$/" params={{ _splat: route.splat }} search={route.search} {...shared} />
  }
}
