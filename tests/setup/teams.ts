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
