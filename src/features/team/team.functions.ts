import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import { cartResponseSchema } from '~/shop-client/schemas/cart.schema'
import type { Cart } from '~/shop-client/schemas/cart.schema'
import { readFromShop, shopFailureOf, storeRequestId, writeToShop } from '~/shop-client/session-gateway.server'
import { shopPaths } from '~/shop-client/paths'
import { validateInput } from '~/lib/validation'
import {
  addTeamCartItemInputSchema,
  teamPageInputSchema,
  teamPageResponseSchema,
  teamProductInputSchema,
  teamProductPageResponseSchema,
  teamsResponseSchema,
} from '~/shop-client/schemas/team.schema'
import type { TeamEntry, TeamPage, TeamProductPage } from '~/shop-client/schemas/team.schema'

/** The team shops, A–Z, each marked when the caller is one of its members. */
export const getTeams = createServerFn({ method: 'GET' }).handler(async (): Promise<TeamEntry[]> => {
  const response = await readFromShop((client, session) =>
    client.request('GET', '/api/v1/teams/', { session, schema: teamsResponseSchema }),
  )
  return response.data.teams
})

/**
 * One team's page: the team, the caller's membership and price type, and its kit as filtered by the
 * page's URL. Prices are the team's for the caller's price type, or none where a private team keeps
 * them to its members. An unknown team is a 404.
 */
export const getTeamPage = createServerFn({ method: 'GET' })
  .validator(validateInput(teamPageInputSchema))
  .handler(async ({ data }): Promise<TeamPage> => {
    const { slug, locale, ...filters } = data
    try {
      const response = await readFromShop((client, session) =>
        client.request('GET', `/api/v1/teams/${slug}/`, {
          session,
          query: { locale, ...filters },
          schema: teamPageResponseSchema,
        }),
      )
      return response.data
    } catch (error) {
      // An unknown team, or a filter value the shop does not know (422): no such page.
      const status = shopFailureOf(error)?.status
      if (status === 404 || status === 422) throw notFound()
      throw error
    }
  })

/** A kit product with the team's price, or `outside-kit` when the product is not part of the kit. */
export type TeamProductResult = { kind: 'kit'; page: TeamProductPage } | { kind: 'outside-kit' }

/**
 * A team product page (`/{teamName}/p/{path}`). A product that exists but is not in the team's kit
 * is answered as such, so the page can say why it cannot be ordered here; anything unknown is a 404.
 */
export const getTeamProduct = createServerFn({ method: 'GET' })
  .validator(validateInput(teamProductInputSchema))
  .handler(async ({ data }): Promise<TeamProductResult> => {
    try {
      const response = await readFromShop((client, session) =>
        client.request('GET', `/api/v1/teams/${data.team}/products/${data.product}/`, {
          session,
          query: { locale: data.locale },
          schema: teamProductPageResponseSchema,
        }),
      )
      return { kind: 'kit', page: response.data }
    } catch (error) {
      const failure = shopFailureOf(error)
      if (failure?.status === 404 && /kit/i.test(failure.message)) return { kind: 'outside-kit' }
      if (failure?.status === 404) throw notFound()
      throw error
    }
  })

/** Why the API refused a team cart add, by the field it named (docs/api.md, team cart). */
export type TeamCartRefusal = 'not-member' | 'outside-kit' | 'price-type' | 'shop' | 'stock' | 'invalid'

export type AddTeamCartItemResult =
  { ok: true; cart: Cart } | { ok: false; reason: TeamCartRefusal | 'session-expired' }

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
 * checks all four again and refuses what does not hold.
 */
export const addTeamCartItem = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(addTeamCartItemInputSchema))
  .handler(async ({ data, context }): Promise<AddTeamCartItemResult> => {
    try {
      const written = await writeToShop(async (client, session) => {
        const { data: page } = await client.request('GET', `/api/v1/teams/${data.team}/`, {
          session,
          query: { locale: context.locale },
          schema: teamPageResponseSchema,
        })
        const response = await client.request('POST', shopPaths.cart, {
          session,
          query: { locale: context.locale },
          body: {
            items: [{ productOption: data.productOption, amount: data.amount }],
            team: page.team.slug,
            shopIdentifier: page.team.shopIdentifier,
            priceType: page.membership?.priceType ?? 'vk',
          },
          schema: cartResponseSchema,
        })
        return response.data
      })
      if (!written.ok) return { ok: false, reason: written.failure }
      storeRequestId(written.value.uuid)
      return { ok: true, cart: written.value }
    } catch (error) {
      const failure = shopFailureOf(error)
      // The team is gone (deleted while its page was open, or never was): nothing to add to.
      if (failure?.status === 404) return { ok: false, reason: 'invalid' }
      if (failure?.status !== 422) throw error
      const refusal = refusalByField.find(([field]) => failure.errors[field] !== undefined)
      return { ok: false, reason: refusal?.[1] ?? 'invalid' }
    }
  })
