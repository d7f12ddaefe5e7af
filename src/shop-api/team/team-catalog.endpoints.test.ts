/**
 * Contract tests of the team catalogue (GET /api/v1/teams/…) over real HTTP: membership, private
 * prices, facets, filters and sorting, and the kit product page.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teamEndpoint, teamProductEndpoint, teamsEndpoint } from '../catalog/catalog.endpoints'
import { formatCents } from '../catalog/product-summary'
import { products } from '../db/schema'
import { createProduct, createTestUser } from '../testing/fixtures'
import type { TestUser } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { createTeam } from './testing'
import type { TeamFixture } from './testing'

describe.each(testBackends())('team catalogue on %s', (backend) => {
  let api: TestApi
  let club: TeamFixture
  let closed: TeamFixture
  let staffMember: TestUser
  let closedMember: TestUser
  const kit = { jersey: 0, shorts: 0, socks: 0, outside: 0 }
  const slugs = { jersey: '', shorts: '', outside: '' }
  let brandSlugs: { jersey: string; shorts: string } = { jersey: '', shorts: '' }

  beforeAll(async () => {
    api = await startTestApi(backend, [teamsEndpoint, teamEndpoint, teamProductEndpoint])
    const { db } = api
    // Sales ranks follow creation: the jersey sells best, the socks least.
    const jersey = await createProduct(db, {
      name: 'Vereinstrikot',
      gender: 1,
      prices: { vk: 10000, staff: 7000 },
    })
    const shorts = await createProduct(db, { name: 'Aufwärmshorts', gender: 2, prices: { vk: 5000 } })
    const socks = await createProduct(db, { name: 'Stutzen', gender: 3, prices: { vk: 2000 } })
    const outside = await createProduct(db, { name: 'Anderer Artikel' })
    // The socks share the jersey's brand: two of the kit's three products are of one brand.
    const [jerseyRow] = await db
      .select({ brandId: products.brandId })
      .from(products)
      .where(eq(products.id, jersey.productId))
    await db.update(products).set({ brandId: jerseyRow?.brandId }).where(eq(products.id, socks.productId))
    kit.jersey = jersey.productId
    kit.shorts = shorts.productId
    kit.socks = socks.productId
    kit.outside = outside.productId
    slugs.jersey = jersey.slug
    slugs.shorts = shorts.slug
    slugs.outside = outside.slug

    staffMember = await createTestUser(db, 'staff')
    closedMember = await createTestUser(db, 'vk')
    club = await createTeam(db, {
      name: 'ATV Testfeld',
      colors: ['#123abc', '#fedcba'],
      kit: [
        { productId: jersey.productId, prices: { vk: 7990, staff: 6290 } },
        // No staff price: the team's vk price applies to every price type.
        { productId: shorts.productId, prices: { vk: 3990 } },
        // No team prices at all: the shop's price.
        { productId: socks.productId },
      ],
      memberIds: [staffMember.id],
    })
    closed = await createTeam(db, {
      name: 'Geschlossener Verein',
      isPrivate: true,
      kit: [{ productId: jersey.productId, prices: { vk: 6990, staff: 5990 } }],
      memberIds: [closedMember.id],
    })
    const page = v.parse(teamEndpoint.response, (await api.call('GET', `/api/v1/teams/${club.slug}/`)).body)
    const brandOf = (id: number) => page.data.products.find((product) => product.id === id)?.brand.slug ?? ''
    brandSlugs = { jersey: brandOf(kit.jersey), shorts: brandOf(kit.shorts) }
  }, 60_000)

  afterAll(async () => {
    await api.close()
  })

  const teamPage = async (slug: string, options: { token?: string; query?: Record<string, string> } = {}) => {
    const result = await api.call('GET', `/api/v1/teams/${slug}/`, options)
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return v.parse(teamEndpoint.response, result.body).data
  }

  const pricesOf = (page: Awaited<ReturnType<typeof teamPage>>) =>
    page.products.map((product) => [
      product.id,
      product.prices?.priceType ?? null,
      product.prices?.price ?? null,
    ])

  describe('GET /api/v1/teams/', () => {
    it('marks private teams, gives the club colours and says which teams the caller belongs to', async () => {
      const read = async (token?: string) =>
        v.parse(teamsEndpoint.response, (await api.call('GET', '/api/v1/teams/', { token })).body).data.teams
      const forGuest = await read()
      expect(forGuest.map((team) => [team.slug, team.isPrivate, team.isMember])).toEqual([
        [club.slug, false, false],
        [closed.slug, true, false],
      ])
      expect(forGuest[0]?.colors).toEqual({ primary: '#123abc', accent: '#fedcba' })
      expect(forGuest[0]?.shopIdentifier).toBe(club.shopIdentifier)
      const forMember = await read(staffMember.token)
      expect(forMember.map((team) => [team.slug, team.isMember])).toEqual([
        [club.slug, true],
        [closed.slug, false],
      ])
    })
  })

  describe('GET /api/v1/teams/{slug}/', () => {
    it("shows a guest the team's vk prices beside the shop's vk and rrp, best sellers first", async () => {
      const page = await teamPage(club.slug)
      expect(page).toMatchObject({ membership: null, pricesVisible: true, total: 3 })
      expect(page.team).toMatchObject({ slug: club.slug, isMember: false, isPrivate: false })
      expect(pricesOf(page)).toEqual([
        [kit.jersey, 'vk', 79.9],
        [kit.shorts, 'vk', 39.9],
        [kit.socks, 'vk', 20],
      ])
      expect(page.products[0]?.prices).toMatchObject({ vk: 100, rrp: 129.9, discountPercent: 38 })
    })

    it("prices a member's kit at the member's price type, falling back to the team's vk price", async () => {
      const page = await teamPage(club.slug, { token: staffMember.token })
      expect(page).toMatchObject({ membership: { priceType: 'staff' }, pricesVisible: true })
      expect(page.team.isMember).toBe(true)
      // Socks have no team prices: the shop's staff price (the fixture's vk, 20 €).
      expect(pricesOf(page)).toEqual([
        [kit.jersey, 'staff', 62.9],
        [kit.shorts, 'staff', 39.9],
        [kit.socks, 'staff', 20],
      ])
    })

    it('counts facets over the whole kit and filters by brand and gender', async () => {
      const whole = {
        brands: [
          { slug: brandSlugs.shorts, count: 1 },
          { slug: brandSlugs.jersey, count: 2 },
        ].sort((a, b) => a.slug.localeCompare(b.slug)),
        genders: [
          { value: 'female', count: 1 },
          { value: 'male', count: 1 },
          { value: 'kinder', count: 1 },
        ],
      }
      const byBrand = await teamPage(club.slug, { query: { brand: brandSlugs.jersey } })
      expect(byBrand.total).toBe(2)
      expect(byBrand.products.map((product) => product.id)).toEqual([kit.jersey, kit.socks])
      expect(byBrand.facets.genders).toEqual(whole.genders)
      expect(
        byBrand.facets.brands
          .map(({ slug, count }) => ({ slug, count }))
          .sort((a, b) => a.slug.localeCompare(b.slug)),
      ).toEqual(whole.brands)
      const byGender = await teamPage(club.slug, { query: { gender: 'male' } })
      expect(byGender.products.map((product) => product.id)).toEqual([kit.shorts])
      expect(byGender.total).toBe(1)
    })

    it('sorts by the shown price and by name', async () => {
      const order = async (sort: string) =>
        (await teamPage(club.slug, { query: { sort } })).products.map((product) => product.id)
      expect(await order('price-asc')).toEqual([kit.socks, kit.shorts, kit.jersey])
      expect(await order('price-desc')).toEqual([kit.jersey, kit.shorts, kit.socks])
      // Aufwärmshorts, Stutzen, Vereinstrikot.
      expect(await order('name')).toEqual([kit.shorts, kit.socks, kit.jersey])
    })

    it('refuses unknown filter values with 422 naming the field', async () => {
      for (const [query, field] of [
        [{ brand: 'gibt-es-nicht' }, 'brand'],
        [{ brand: 'Not A Slug' }, 'brand'],
        [{ gender: 'kids' }, 'gender'],
        [{ sort: 'cheapest' }, 'sort'],
        [{ locale: 'fr' }, 'locale'],
      ] as const) {
        const result = await api.call('GET', `/api/v1/teams/${club.slug}/`, { query })
        expect(result.status, JSON.stringify(query)).toBe(422)
        expect(result.body).toMatchObject({ errors: { [field]: [expect.any(String)] } })
      }
    })

    it("hides a private team's prices from guests and from members of other teams, not from its members", async () => {
      for (const token of [undefined, staffMember.token]) {
        const page = await teamPage(closed.slug, { token })
        expect(page).toMatchObject({ pricesVisible: false, membership: null, total: 1 })
        expect(page.products.map((product) => product.prices)).toEqual([null])
        expect(JSON.stringify(page)).not.toContain('69.9')
      }
      const page = await teamPage(closed.slug, { token: closedMember.token })
      expect(page).toMatchObject({ pricesVisible: true, membership: { priceType: 'vk' } })
      expect(pricesOf(page)).toEqual([[kit.jersey, 'vk', 69.9]])
    })

    it('answers 404 for an unknown team', async () => {
      expect(await api.call('GET', '/api/v1/teams/gibt-es-nicht/')).toMatchObject({
        status: 404,
        body: { message: 'Team not found' },
      })
    })
  })

  describe('GET /api/v1/teams/{slug}/products/{productSlug}/', () => {
    const productPage = async (team: string, product: string, token?: string) =>
      api.call('GET', `/api/v1/teams/${team}/products/${product}/`, { token })

    it('gives the shop’s product detail and the team price of the caller’s price type', async () => {
      const guest = v.parse(
        teamProductEndpoint.response,
        (await productPage(club.slug, slugs.jersey)).body,
      ).data
      expect(guest.product).toMatchObject({ id: kit.jersey, slug: slugs.jersey, prices: { price: 100 } })
      expect(guest).toMatchObject({ membership: null, pricesVisible: true })
      expect(guest.teamPrice).toEqual({
        priceType: 'vk',
        price: 79.9,
        priceFull: formatCents(7990),
        vk: 100,
        vkFull: formatCents(10000),
      })
      const member = v.parse(
        teamProductEndpoint.response,
        (await productPage(club.slug, slugs.jersey, staffMember.token)).body,
      ).data
      expect(member.teamPrice).toMatchObject({ priceType: 'staff', price: 62.9 })
      expect(member.membership).toEqual({ priceType: 'staff' })
    })

    it("hides a private team's price from non-members", async () => {
      for (const token of [undefined, staffMember.token]) {
        const page = v.parse(
          teamProductEndpoint.response,
          (await productPage(closed.slug, slugs.jersey, token)).body,
        ).data
        expect(page).toMatchObject({ pricesVisible: false, teamPrice: null })
      }
      const member = v.parse(
        teamProductEndpoint.response,
        (await productPage(closed.slug, slugs.jersey, closedMember.token)).body,
      ).data
      expect(member.teamPrice).toMatchObject({ priceType: 'vk', price: 69.9 })
    })

    it('answers 404 outside the kit, for an unknown product and for an unknown team', async () => {
      expect(await productPage(club.slug, slugs.outside)).toMatchObject({
        status: 404,
        body: { message: "Product is not in this team's kit" },
      })
      expect(await productPage(closed.slug, slugs.shorts)).toMatchObject({
        status: 404,
        body: { message: "Product is not in this team's kit" },
      })
      expect(await productPage(club.slug, 'gibt-es-nicht')).toMatchObject({
        status: 404,
        body: { message: 'Product not found' },
      })
      expect(await productPage('gibt-es-nicht', slugs.jersey)).toMatchObject({
        status: 404,
        body: { message: 'Team not found' },
      })
    })
  })
})
