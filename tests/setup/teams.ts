import { expect } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import * as v from 'valibot'

/** The seeded team shops (docs/demo-data.md): three public, two whose prices only members see. */
export const publicTeam = 'sv-schladming'
export const otherPublicTeam = 'askoe-linz-tennis'
export const privateTeam = 'radclub-tirol'

/** A team's demo members: a player (price type vk) and a coach (staff). */
export const teamMember = (team: string, role: 'spieler' | 'trainer' = 'spieler') =>
  `${role}.${team}@team.sportalpin.at`

const kitSchema = v.object({
  data: v.object({
    products: v.array(v.object({ id: v.number(), slug: v.string(), name: v.string() })),
  }),
})

/** A team's kit as the API lists it (no session: every product, no private prices). */
export async function kitOf(request: APIRequestContext, team: string) {
  const response = await request.get(`/api/v1/teams/${team}/`)
  expect(response.status()).toBe(200)
  return v.parse(kitSchema, await response.json()).data.products
}

/** A product of another team's kit that is not in `team`'s kit. */
export async function productOutsideKit(request: APIRequestContext, team: string, other: string) {
  const kit = new Set((await kitOf(request, team)).map((product) => product.id))
  const outside = (await kitOf(request, other)).find((product) => !kit.has(product.id))
  if (!outside) throw new Error(`Every product of ${other} is in ${team}'s kit`)
  return outside
}

const teamPriceSchema = v.object({
  data: v.object({
    teamPrice: v.object({ priceType: v.string(), price: v.number(), priceFull: v.string(), vk: v.number() }),
  }),
})

/** A kit product's team price for the caller (`headers` carry a member's bearer token). */
export async function teamPriceOf(
  request: APIRequestContext,
  team: string,
  product: string,
  headers: Record<string, string>,
) {
  const response = await request.get(`/api/v1/teams/${team}/products/${product}/`, { headers })
  expect(response.status()).toBe(200)
  return v.parse(teamPriceSchema, await response.json()).data.teamPrice
}

const teamCartSchema = v.object({
  data: v.object({
    products: v.array(
      v.object({ unitPrice: v.number(), product: v.object({ slug: v.string(), url: v.string() }) }),
    ),
  }),
})

/** The caller's team cart line of a product. */
export async function teamCartLineOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  slug: string,
) {
  const response = await request.get('/api/v2/team/cart/', { headers })
  expect(response.status()).toBe(200)
  const line = v
    .parse(teamCartSchema, await response.json())
    .data.products.find((candidate) => candidate.product.slug === slug)
  if (!line) throw new Error(`${slug} is not in the team cart`)
  return line
}
