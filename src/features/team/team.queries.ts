import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { cartQueryKey } from '~/features/cart/cart.queries'
import { getLocale } from '~/paraglide/runtime'
import type { Locale } from '~/paraglide/runtime'
import { addTeamCartItem, getTeamPage, getTeamProduct, getTeamSearch, getTeams } from './team.functions'
import type { AddTeamCartItemInput, TeamSearch } from '~/shop-client/schemas/team.schema'

/** Who is a member changes with the session, so team data is keyed under the viewer's login. */
export const teamQueryKey = ['team'] as const

export const teamsQuery = queryOptions({
  queryKey: [...teamQueryKey, 'list'],
  queryFn: () => getTeams(),
})

export const teamPageQuery = (slug: string, search: TeamSearch, locale: Locale = getLocale()) =>
  queryOptions({
    queryKey: [...teamQueryKey, 'page', slug, search, locale],
    queryFn: () => getTeamPage({ data: { slug, locale, ...search } }),
  })

export const teamProductQuery = (team: string, product: string, locale: Locale = getLocale()) =>
  queryOptions({
    queryKey: [...teamQueryKey, 'product', team, product, locale],
    queryFn: () => getTeamProduct({ data: { team, product, locale } }),
  })

/** The catch-all results page's search over every team's kit. */
export const teamSearchQuery = (q: string, locale: Locale = getLocale()) =>
  queryOptions({
    queryKey: [...teamQueryKey, 'search', q, locale],
    queryFn: () => getTeamSearch({ data: { q, locale } }),
  })

/** Adds a kit size to the team cart; the server's answer becomes the cached cart (header, cart page). */
export function useAddTeamCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AddTeamCartItemInput) => addTeamCartItem({ data: input }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(cartQueryKey, result.cart)
    },
  })
}
