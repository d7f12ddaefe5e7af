/**
 * The team shops' endpoints (spec §2 Team-shop mode, docs/api.md "Teams"): the team list, a team's
 * kit, a kit product, and the team cart add with its items, team, shopIdentifier and priceType.
 */
import type { Locale } from '~/paraglide/runtime'
import { shopApiPaths } from '../paths'
import { cartResponseSchema } from '../schemas/cart.schema'
import {
  teamPageResponseSchema,
  teamProductPageResponseSchema,
  teamKitSearchResponseSchema,
  teamsResponseSchema,
} from '../schemas/team.schema'
import type {
  AddTeamCartItemResult,
  TeamCartRefusal,
  TeamEntry,
  TeamPage,
  TeamProductResult,
  TeamSearch,
  TeamKitSearchResult,
} from '../schemas/team.schema'
import { readFromShop, shopFailureOf, storeRequestId, writeToShop } from '../session-gateway.server'

/** The team shops, A–Z, each marked when the caller is one of its members. */
export async function listTeams(): Promise<TeamEntry[]> {
  const response = await readFromShop((client, session) =>
    client.request('GET', shopApiPaths.teams.teams, { session, schema: teamsResponseSchema }),
  )
  return response.data.teams
}

/**
 * One team's page: the team, the caller's membership and price type, and its kit as filtered. Null
 * for an unknown team, or a filter value the shop does not know (422): no such page.
 */
export async function readTeamPage(
  slug: string,
  filters: TeamSearch,
  locale: Locale,
): Promise<TeamPage | null> {
  try {
    const response = await readFromShop((client, session) =>
      client.request('GET', shopApiPaths.teams.team(slug), {
        session,
        query: { locale, ...filters },
        schema: teamPageResponseSchema,
      }),
    )
    return response.data
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404 || status === 422) return null
    throw error
  }
}

/** The kit products of every team that match the search text `q`, grouped by team. */
export async function searchTeamKits(q: string, locale: Locale): Promise<TeamKitSearchResult> {
  const response = await readFromShop((client, session) =>
    client.request('GET', shopApiPaths.teams.search, {
      session,
      query: { q, locale },
      schema: teamKitSearchResponseSchema,
    }),
  )
  return response.data
}

/**
 * A kit product with the team's price. A product that exists but is not in the team's kit is
 * answered as such, so the page can say why it cannot be ordered here; anything else is unknown.
 */
export async function readTeamProduct(
  team: string,
  product: string,
  locale: Locale,
): Promise<TeamProductResult> {
  try {
    const response = await readFromShop((client, session) =>
      client.request('GET', shopApiPaths.teams.product(team, product), {
        session,
        query: { locale },
        schema: teamProductPageResponseSchema,
      }),
    )
    return { kind: 'kit', page: response.data }
  } catch (error) {
    const failure = shopFailureOf(error)
    if (failure?.status === 404 && /kit/i.test(failure.message)) return { kind: 'outside-kit' }
    if (failure?.status === 404) return { kind: 'unknown' }
    throw error
  }
}

const refusalByField: ReadonlyArray<readonly [string, TeamCartRefusal]> = [
  ['team', 'not-member'],
  ['items', 'outside-kit'],
  ['priceType', 'price-type'],
  ['shopIdentifier', 'shop'],
  ['amount', 'stock'],
]

/**
 * Adds a kit size to the team cart (spec §7 POST /api/v2/team/cart/ with items, team,
 * shopIdentifier and priceType). The team's shop identifier and the caller's price type come from
 * the shop's own answer about the team and the caller's membership, never from the browser; the API
 * checks all four again and refuses what does not hold. Like the shop's add, a guest cart merged
 * into an account starts afresh.
 */
export async function addToTeamCart(
  item: { readonly team: string; readonly productOption: number; readonly amount: number },
  locale: Locale,
): Promise<AddTeamCartItemResult> {
  // The team is gone (deleted while its page was open, or never was): nothing to add to.
  const page = await readTeamPage(item.team, {}, locale)
  if (!page) return { ok: false, reason: 'invalid' }
  try {
    const written = await writeToShop(
      (client, session) =>
        client.request('POST', shopApiPaths.cart.cart, {
          session,
          query: { locale },
          body: {
            items: [{ productOption: item.productOption, amount: item.amount }],
            team: page.team.slug,
            shopIdentifier: page.team.shopIdentifier,
            priceType: page.membership?.priceType ?? 'vk',
          },
          schema: cartResponseSchema,
        }),
      { restartMergedGuest: true },
    )
    if (!written.ok) return { ok: false, reason: written.failure }
    storeRequestId(written.value.data.uuid)
    return { ok: true, cart: written.value.data }
  } catch (error) {
    const failure = shopFailureOf(error)
    if (failure?.status !== 422) throw error
    const refusal = refusalByField.find(([field]) => failure.errors[field] !== undefined)
    return { ok: false, reason: refusal?.[1] ?? 'invalid' }
  }
}
