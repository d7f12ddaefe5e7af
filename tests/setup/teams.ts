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

/** The first product of a team's kit (best sellers first), for journeys about any kit product. */
export async function firstKitProduct(request: APIRequestContext, team: string) {
  const [product] = await kitOf(request, team)
  if (!product) throw new Error(`${team} has no kit`)
  return product
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

const kitProductSchema = v.object({
  data: v.object({
    team: v.object({ shopIdentifier: v.string() }),
    product: v.object({
      id: v.number(),
      name: v.string(),
      options: v.array(v.object({ id: v.number(), stock: v.number() })),
    }),
  }),
})

/**
 * Puts one in-stock size of a kit product into a member's team cart through the API, as the team
 * product page's add does (items, team, shopIdentifier, priceType): for journeys where the add is not
 * the point. Answers the product it added.
 */
export async function teamCartWith(
  request: APIRequestContext,
  headers: Record<string, string>,
  team: string,
  priceType: 'vk' | 'staff',
) {
  for (const candidate of await kitOf(request, team)) {
    const response = await request.get(`/api/v1/teams/${team}/products/${candidate.slug}/`, { headers })
    expect(response.status()).toBe(200)
    const { team: shop, product } = v.parse(kitProductSchema, await response.json()).data
    const size = product.options.find((option) => option.stock > 0)
    if (!size) continue
    const added = await request.post('/api/v2/team/cart/', {
      headers,
      data: { items: [{ productOption: size.id }], team, shopIdentifier: shop.shopIdentifier, priceType },
    })
    expect(added.status(), await added.text()).toBe(200)
    return { ...candidate, id: product.id, optionId: size.id, shopIdentifier: shop.shopIdentifier }
  }
  throw new Error(`No product of ${team}'s kit is in stock`)
}

const sizedProductSchema = v.object({
  data: v.object({
    product: v.object({
      slug: v.string(),
      name: v.string(),
      sizeTable: v.nullish(v.object({ rows: v.array(v.object({ label: v.string() })) })),
      options: v.array(v.object({ label: v.string(), stock: v.number() })),
    }),
  }),
})

/** A kit product with a size table (shoes or clothing) and a size in stock that the table lists. */
export async function kitProductWithSizeTable(request: APIRequestContext, team: string) {
  for (const candidate of await kitOf(request, team)) {
    const response = await request.get(`/api/v1/teams/${team}/products/${candidate.slug}/`)
    const { product } = v.parse(sizedProductSchema, await response.json()).data
    const labels = new Set(product.sizeTable?.rows.map((row) => row.label))
    const size = product.options.find((option) => option.stock > 0 && labels.has(option.label))
    if (size) return { slug: product.slug, name: product.name, size: size.label }
  }
  throw new Error(`No product of ${team}'s kit has a size table`)
}
