/**
 * Contract tests of the search over the team kits (GET /api/v1/catalog/team-search/) over real HTTP:
 * the catalogue's word matching limited to kit products, one group per team carrying a match, the
 * caller's teams first, and prices only where the team shows them to the caller.
 */
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teamSearchEndpoint } from '../catalog/catalog.endpoints'
import { formatCents } from '../catalog/product-summary'
import { createProduct, createTestUser } from '../testing/fixtures'
import type { TestUser } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { createTeam } from './testing'
import type { TeamFixture } from './testing'

type SearchData = v.InferOutput<typeof teamSearchEndpoint.response>['data']

describe.each(testBackends())('team kit search on %s', (backend) => {
  let api: TestApi
  let open: TeamFixture
  let closed: TeamFixture
  let closedMember: TestUser
  const ids = { shoe: 0, jersey: 0, outside: 0 }

  beforeAll(async () => {
    api = await startTestApi(backend, [teamSearchEndpoint])
    const { db } = api
    const shoe = await createProduct(db, { name: 'Zwirbelflitz Laufschuh', prices: { vk: 12000 } })
    const jersey = await createProduct(db, { name: 'Zwirbelflitz Trikot', prices: { vk: 5000 } })
    // Matches the words but is in no kit: the team search never shows it.
    const outside = await createProduct(db, { name: 'Zwirbelflitz Laufschuh Solo', prices: { vk: 9000 } })
    ids.shoe = shoe.productId
    ids.jersey = jersey.productId
    ids.outside = outside.productId
    closedMember = await createTestUser(db, 'vk')
    // Named so that A–Z puts the open team first: the member's own team still comes before it.
    open = await createTeam(db, {
      name: 'Aaa Zwirbelclub',
      kit: [{ productId: shoe.productId, prices: { vk: 9990 } }, { productId: jersey.productId }],
    })
    closed = await createTeam(db, {
      name: 'Zzz Zwirbelverein',
      isPrivate: true,
      kit: [{ productId: shoe.productId, prices: { vk: 8990 } }],
      memberIds: [closedMember.id],
    })
    await api.services.catalogIndex.caughtUp()
  }, 60_000)

  afterAll(async () => {
    await api.close()
  })

  async function search(q: string, token?: string): Promise<SearchData> {
    const result = await api.call('GET', '/api/v1/catalog/team-search/', { query: { q }, token })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return v.parse(teamSearchEndpoint.response, result.body).data
  }

  const ours = (data: SearchData) =>
    data.teams.filter((group) => group.team.slug === open.slug || group.team.slug === closed.slug)

  it('finds kit products by the search page’s words (an inflected form too), once per team', async () => {
    const data = await search('zwirbelflitz laufschuhe')
    expect(data.query.q).toBe('zwirbelflitz laufschuhe')
    const groups = ours(data)
    expect(groups.map((group) => group.team.slug)).toEqual([open.slug, closed.slug])
    for (const group of groups) {
      expect(group.products.map((product) => product.id)).toEqual([ids.shoe])
      expect(group.total).toBe(1)
    }
    expect(data.teams.flatMap((group) => group.products.map((product) => product.id))).not.toContain(
      ids.outside,
    )
  })

  it('prices each result at its team’s price, and hides a members-only team’s from a visitor', async () => {
    const [openGroup, closedGroup] = ours(await search('zwirbelflitz laufschuh'))
    expect(openGroup?.pricesVisible).toBe(true)
    expect(openGroup?.products[0]?.prices?.priceFull).toBe(formatCents(9990))
    expect(closedGroup?.pricesVisible).toBe(false)
    expect(closedGroup?.products[0]?.prices).toBeNull()
  })

  it('shows a member the own team first, with its prices', async () => {
    const groups = ours(await search('zwirbelflitz laufschuh', closedMember.token))
    expect(groups.map((group) => group.team.slug)).toEqual([closed.slug, open.slug])
    expect(groups[0]?.team.isMember).toBe(true)
    expect(groups[0]?.membership).toEqual({ priceType: 'vk' })
    expect(groups[0]?.products[0]?.prices?.priceFull).toBe(formatCents(8990))
  })

  it('answers no teams for words that find nothing (no relaxed query)', async () => {
    expect(await search('xqzvbnmwort')).toEqual({ query: { q: 'xqzvbnmwort' }, total: 0, teams: [] })
    expect(ours(await search('zwirbelflitz xqzvbnmwort'))).toEqual([])
  })

  it('refuses a missing, blank or overlong search text with 422', async () => {
    const queries: Record<string, string>[] = [
      {},
      { q: '   ' },
      { q: 'a'.repeat(201) },
      { q: 'laufen', locale: 'fr' },
    ]
    for (const query of queries) {
      const result = await api.call('GET', '/api/v1/catalog/team-search/', { query })
      expect(result.status, JSON.stringify(query)).toBe(422)
    }
  })
})
