import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { ReactNode } from 'react'
import type { BrandGender } from '../brand-results.functions'
import type { CatalogSearch } from '../catalog-search.schema'

/**
 * Which results route a page is: the view is shared, but links and navigations stay typed per
 * route (they share one search schema).
 */
export type ResultsRoute =
  | { readonly kind: 'category'; readonly splat: string }
  | { readonly kind: 'search' }
  | { readonly kind: 'outlet' }
  | { readonly kind: 'new' }
  | { readonly kind: 'brand'; readonly slug: string; readonly gender?: BrandGender }

/** A link to the same results route with another search (paging, removing filters). */
export function ResultsLink({
  route,
  search,
  children,
  ...props
}: {
  route: ResultsRoute
  search: CatalogSearch
  children: ReactNode
  className?: string
  rel?: string
  'aria-label'?: string
}) {
  switch (route.kind) {
    case 'category':
      return (
        <Link to="/$/" params={{ _splat: route.splat }} search={search} {...props}>
          {children}
        </Link>
      )
    case 'search':
      return (
        <Link to="/search/" search={search} {...props}>
          {children}
        </Link>
      )
    case 'outlet':
      return (
        <Link to="/outlet/" search={search} {...props}>
          {children}
        </Link>
      )
    case 'new':
      return (
        <Link to="/neu/" search={search} {...props}>
          {children}
        </Link>
      )
    case 'brand':
      return route.gender === undefined ? (
        <Link to="/marken/$slug/" params={{ slug: route.slug }} search={search} {...props}>
          {children}
        </Link>
      ) : (
        <Link
          to="/marken/$gender/$slug/"
          params={{ gender: route.gender, slug: route.slug }}
          search={search}
          {...props}
        >
          {children}
        </Link>
      )
  }
}

/** Navigates to a results route (applying filters); resolves when the new page has loaded. */
export function useResultsNavigate() {
  const navigate = useNavigate()
  return useCallback(
    (route: ResultsRoute, search: CatalogSearch): Promise<void> => {
      switch (route.kind) {
        case 'category':
          return navigate({ to: '/$/', params: { _splat: route.splat }, search })
        case 'search':
          return navigate({ to: '/search/', search })
        case 'outlet':
          return navigate({ to: '/outlet/', search })
        case 'new':
          return navigate({ to: '/neu/', search })
        case 'brand':
          return route.gender === undefined
            ? navigate({ to: '/marken/$slug/', params: { slug: route.slug }, search })
            : navigate({
                to: '/marken/$gender/$slug/',
                params: { gender: route.gender, slug: route.slug },
                search,
              })
      }
    },
    [navigate],
  )
}
