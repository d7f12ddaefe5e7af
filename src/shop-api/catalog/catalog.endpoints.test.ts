import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import {
  brandsEndpoint,
  catalogEndpoints,
  productEndpoint,
  searchEndpoint,
  teamEndpoint,
  teamsEndpoint,
} from './catalog.endpoints'
import {
  insertBrand,
  insertCategoryPath,
  insertColor,
  insertProduct,
  insertProductSet,
  insertSport,
  insertTeam,
  relateProducts,
} from './testing'
import { createTestUser } from '../testing/fixtures'
import { categories, colors, sizeChartRows, sports } from '../db/schema'
import { generateSizeCharts } from '../seed/size-charts'

type SearchBody = v.InferOutput<typeof searchEndpoint.response>

/** Issues of an endpoint's documented example against its own response schema. */
function exampleIssues(endpoint: {
  readonly response: v.GenericSchema
  readonly example: { readonly response: unknown }
}) {
  return v.safeParse(endpoint.response, endpoint.example.response).issues
}

describe('catalogue endpoint examples', () => {
  it.each(catalogEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s documents an example that fits its response schema',
    (_path, endpoint) => {
      expect(exampleIssues(endpoint)).toBeUndefined()
    },
  )
})

describe.each(testBackends())('catalogue endpoints on %s', (backend) => {
  let api: TestApi
  const ids = {
    brands: {} as Record<'salomon' | 'asics' | 'mueller' | 'vaude' | 'empty', number>,
    colors: {} as Record<'blue' | 'black' | 'red', number>,
    sports: {} as Record<'laufen' | 'trail' | 'strasse' | 'ski', number>,
    products: {} as Record<'a' | 'a2' | 'b' | 'c' | 'd' | 'e' | 'ski' | 'socks', number>,
  }
  const slugs: Record<string, string> = {}
  const tents: { id: number; priceCents: number; salesRank: number; addedAt: Date }[] = []
  let staffToken = ''
  let teamSlug = ''

  beforeAll(async () => {
    api = await startTestApi(backend, catalogEndpoints)
    const { db } = api
    const salomon = await insertBrand(db, 'Salomon')
    const asics = await insertBrand(db, 'asics')
    const mueller = await insertBrand(db, 'Müller')
    const vaude = await insertBrand(db, 'Vaude')
    const empty = await insertBrand(db, 'Zzz Ohne Produkte')
    ids.brands = {
      salomon: salomon.id,
      asics: asics.id,
      mueller: mueller.id,
      vaude: vaude.id,
      empty: empty.id,
    }
    const blue = await insertColor(db, 'Blau', '#1f4e9c')
    const black = await insertColor(db, 'Schwarz', '#111111')
    const red = await insertColor(db, 'Rot', '#cc0000')
    ids.colors = { blue: blue.id, black: black.id, red: red.id }
    const laufen = await insertSport(db, 'Laufen', null, 1)
    const trail = await insertSport(db, 'Trailrunning', laufen.id, 1)
    const strasse = await insertSport(db, 'Straßenlauf', laufen.id, 2)
    const ski = await insertSport(db, 'Ski', null, 2)
    ids.sports = { laufen: laufen.id, trail: trail.id, strasse: strasse.id, ski: ski.id }

    const damenLauf = await insertCategoryPath(db, 'damen/schuhe/laufschuhe', {
      gender: 1,
      names: ['Damen', 'Schuhe', 'Laufschuhe'],
    })
    const damenBekleidung = await insertCategoryPath(db, 'damen/bekleidung', {
      gender: 1,
      names: ['Damen', 'Bekleidung'],
    })
    const herrenLauf = await insertCategoryPath(db, 'herren/schuhe/laufschuhe', {
      gender: 2,
      names: ['Herren', 'Schuhe', 'Laufschuhe'],
    })
    const zelte = await insertCategoryPath(db, 'outdoor/zelte', { names: ['Outdoor', 'Zelte'] })
    const skiCategory = await insertCategoryPath(db, 'wintersport/ski', { names: ['Wintersport', 'Ski'] })

    const a = await insertProduct(db, {
      name: 'Speedcross 6 W',
      brandId: salomon.id,
      categoryId: damenLauf.id,
      colorId: blue.id,
      sportId: trail.id,
      gender: 1,
      prices: { vk: 10000, staff: 8000 },
      rrpCents: 12500,
      sizes: [
        { label: '38', stock: 2 },
        { label: '38.5', stock: 0 },
        { label: '39', stock: 1 },
      ],
      salesRank: 50,
      variantGroup: 'speedcross-6-w',
      sizeSystem: 'shoes',
    })
    const a2 = await insertProduct(db, {
      name: 'Speedcross 6 W',
      brandId: salomon.id,
      categoryId: damenLauf.id,
      colorId: red.id,
      sportId: trail.id,
      gender: 1,
      prices: { vk: 10000 },
      sizes: [{ label: '40', stock: 0 }],
      salesRank: 5,
      variantGroup: 'speedcross-6-w',
    })
    const b = await insertProduct(db, {
      name: 'Gel-Kayano 30 W',
      brandId: asics.id,
      categoryId: damenLauf.id,
      colorId: black.id,
      sportId: strasse.id,
      gender: 1,
      prices: { vk: 15000 },
      sizes: [
        { label: '38', stock: 0 },
        { label: '40', stock: 4 },
      ],
      salesRank: 80,
    })
    const c = await insertProduct(db, {
      name: 'Trainer Classic',
      brandId: mueller.id,
      categoryId: herrenLauf.id,
      colorId: red.id,
      sportId: laufen.id,
      gender: 2,
      prices: { vk: 8000 },
      sizes: [{ label: '42', stock: 1 }],
      salesRank: 10,
    })
    const d = await insertProduct(db, {
      name: 'XA Pro 3D',
      brandId: salomon.id,
      categoryId: herrenLauf.id,
      colorId: black.id,
      sportId: trail.id,
      gender: 2,
      prices: { vk: 20000 },
      sizes: [{ label: '42', stock: 3 }],
      salesRank: 30,
      isOutlet: true,
    })
    const e = await insertProduct(db, {
      name: 'Straßenlauf-Shirt',
      brandId: asics.id,
      categoryId: damenBekleidung.id,
      colorId: blue.id,
      gender: 1,
      prices: { vk: 4000 },
      sizes: [{ label: 'M', stock: 5 }],
      salesRank: 60,
    })
    // A unisex product in the men's department: counted once, as the department's.
    const herrenZubehoer = await insertCategoryPath(db, 'herren/zubehoer', {
      gender: 2,
      names: ['Herren', 'Zubehör'],
    })
    const socks = await insertProduct(db, {
      name: 'Laufsocken Unisex',
      brandId: vaude.id,
      categoryId: herrenZubehoer.id,
      colorId: red.id,
      gender: 0,
      prices: { vk: 1500 },
      sizes: [{ label: 'M', stock: 3 }],
      salesRank: 70,
    })
    const skiProduct = await insertProduct(db, {
      name: 'QST 98 Tourenski',
      brandId: salomon.id,
      categoryId: skiCategory.id,
      colorId: black.id,
      sportId: ski.id,
      prices: { vk: 59900 },
      sizes: [{ label: '177', stock: 1 }],
      isSki: true,
      mountingPriceCents: 4990,
      salesRank: 1,
    })
    // The seed's size tables: women's shoes for product a; the ski has none.
    await db.insert(sizeChartRows).values(generateSizeCharts())
    ids.products = {
      a: a.id,
      a2: a2.id,
      b: b.id,
      c: c.id,
      d: d.id,
      e: e.id,
      ski: skiProduct.id,
      socks: socks.id,
    }
    Object.assign(slugs, { a: a.slug, e: e.slug, ski: skiProduct.slug })
    await relateProducts(db, a.id, [b.id, e.id])
    await insertProductSet(db, 'Laufset', [a.id, e.id])

    for (let index = 0; index < 30; index++) {
      // Prices, popularity and age in orders that differ from each other and from insertion order.
      const priceCents = 10000 + ((index * 7919) % 30) * 1000
      const salesRank = 1000 + ((index * 13) % 30)
      const addedAt = new Date(Date.UTC(2026, 0, 1 + ((index * 11) % 30)))
      const tent = await insertProduct(db, {
        name: `Zelt ${index + 1}`,
        brandId: vaude.id,
        categoryId: zelte.id,
        colorId: blue.id,
        prices: { vk: priceCents },
        salesRank,
        addedAt,
      })
      tents.push({ id: tent.id, priceCents, salesRank, addedAt })
    }

    staffToken = (await createTestUser(db, 'staff')).token
    teamSlug = (
      await insertTeam(db, {
        name: 'SV Ried',
        city: 'Ried im Innkreis',
        sportId: laufen.id,
        productIds: [a.id, c.id],
      })
    ).slug
    // English names for part of the taxonomy; the rest stays German in English answers too.
    await db.update(categories).set({ nameEn: 'Women' }).where(eq(categories.path, 'damen'))
    await db
      .update(categories)
      .set({ nameEn: 'Running shoes' })
      .where(eq(categories.path, 'damen/schuhe/laufschuhe'))
    await db.update(colors).set({ nameEn: 'Blue' }).where(eq(colors.id, blue.id))
    await db.update(sports).set({ nameEn: 'Running' }).where(eq(sports.id, laufen.id))
    // The search answers from the catalogue index, which follows the inserts in the background.
    await api.services.catalogIndex.caughtUp()
  }, 120_000)

  afterAll(async () => {
    await api.close()
  })

  async function search(query: Record<string, string>, token?: string): Promise<SearchBody['data']> {
    const result = await api.call('GET', '/api/v1/catalog/search/', { query, token })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return v.parse(searchEndpoint.response, result.body).data
  }

  const productIds = (data: SearchBody['data']) => data.products.map((product) => product.id)

  describe('GET /api/v1/catalog/search/', () => {
    it('lists a category with its subcategories, breadcrumbs and category tree', async () => {
      const data = await search({ path: 'damen' })
      expect(new Set(productIds(data))).toEqual(
        new Set([ids.products.a, ids.products.a2, ids.products.b, ids.products.e]),
      )
      expect(data.pagination).toEqual({ page: 1, perPage: 24, total: 4, pages: 1 })
      expect(data.breadcrumbs).toEqual([{ name: 'Damen', path: '/damen/' }])
      const deep = await search({ path: '/damen/schuhe/laufschuhe/' })
      expect(deep.breadcrumbs.map((crumb) => crumb.path)).toEqual([
        '/damen/',
        '/damen/schuhe/',
        '/damen/schuhe/laufschuhe/',
      ])
      expect(deep.query.path).toBe('damen/schuhe/laufschuhe')
      const { categoryTree } = deep.filters
      expect(categoryTree.lastLevel).toBe(true)
      expect(categoryTree.isGenderInRequest).toBe(true)
      const damen = categoryTree.tree.find((node) => node.path === 'damen')
      expect(damen).toMatchObject({ active: true, selected: false })
      const schuhe = damen?.children.find((node) => node.path === 'damen/schuhe')
      expect(schuhe?.children).toEqual([
        expect.objectContaining({ path: 'damen/schuhe/laufschuhe', selected: true, count: 3 }),
      ])
      expect(deep.filters.selected.top).toEqual([
        { f_id: 82, f_name: 'GENERAL_Gender', fv_id: '1', fv_name: 'Damen' },
      ])
    })

    it('filters by the addition values: below the recommended price for the viewer, in the outlet', async () => {
      const all = await search({ path: 'damen' })
      const entries = (data: SearchBody['data']) =>
        (
          data.filters.data.addition.data as {
            fv_id: string
            fv_name: string
            count: number
            selected: boolean
          }[]
        ).map((entry) => [entry.fv_id, entry.fv_name, entry.count, entry.selected])
      // Only the Speedcross has a recommended price above its own.
      expect(entries(all)).toContainEqual(['sale', 'Reduziert', 1, false])
      const sale = await search({ path: 'damen', filters: '98-sale' })
      expect(productIds(sale)).toEqual([ids.products.a])
      expect(entries(sale)).toContainEqual(['sale', 'Reduziert', 1, true])
      expect(sale.filters.selected.all).toEqual([
        { f_id: 98, f_name: 'addition', fv_id: 'sale', fv_name: 'Reduziert' },
      ])
      const english = await search({ path: 'damen', filters: '98-sale', locale: 'en' })
      expect(english.filters.data.addition.title).toBe('Offers')
      expect(entries(english)).toContainEqual(['sale', 'On sale', 1, true])
    })

    it('answers an unknown category path with 404', async () => {
      const result = await api.call('GET', '/api/v1/catalog/search/', {
        query: { path: 'damen/gibt-es-nicht' },
      })
      expect(result).toMatchObject({ status: 404, body: { message: 'Category not found' } })
    })

    it('counts each facet group as if its own selection were absent', async () => {
      const data = await search({ path: 'damen', filters: `83-${ids.brands.salomon}` })
      expect(new Set(productIds(data))).toEqual(new Set([ids.products.a, ids.products.a2]))
      const brandValues = data.filters.data.GENERAL_Brand.data.map((entry) => [
        entry.fv_name,
        entry.count,
        entry.selected,
      ])
      expect(brandValues).toEqual([
        ['asics', 2, false],
        ['Salomon', 2, true],
      ])
      // Other groups are narrowed by the brand selection.
      const colors = data.filters.data.GENERAL_Color.data.map((entry) => [entry.fv_name, entry.count])
      expect(colors).toEqual([
        ['Blau', 1],
        ['Rot', 1],
      ])
      expect(data.filters.selected).toMatchObject({
        byId: { '83': [String(ids.brands.salomon)] },
        last: 'GENERAL_Brand',
        left: ['GENERAL_Brand'],
        all: [{ f_id: 83, f_name: 'GENERAL_Brand', fv_id: String(ids.brands.salomon), fv_name: 'Salomon' }],
      })
      expect(data.filters.view.left).toEqual([
        'sorting',
        'GENERAL_Gender',
        'addition',
        'sports',
        'GENERAL_Brand',
        'GENERAL_Size',
        'GENERAL_Color',
        'price',
      ])

      const twoGroups = await search({
        path: 'damen',
        filters: `83-${ids.brands.salomon}.${ids.brands.asics},91-${ids.colors.blue}`,
      })
      expect(new Set(productIds(twoGroups))).toEqual(new Set([ids.products.a, ids.products.e]))
      expect(twoGroups.filters.data.GENERAL_Brand.data.map((entry) => [entry.fv_name, entry.count])).toEqual([
        ['asics', 1],
        ['Salomon', 1],
      ])
      expect(twoGroups.filters.data.GENERAL_Color.data.map((entry) => [entry.fv_name, entry.count])).toEqual([
        ['Blau', 2],
        ['Rot', 1],
        ['Schwarz', 1],
      ])
      expect(twoGroups.filters.selected.last).toBe('GENERAL_Color')
      expect(twoGroups.query.filters).toBe(
        `83-${Math.min(ids.brands.salomon, ids.brands.asics)}.${Math.max(ids.brands.salomon, ids.brands.asics)},91-${ids.colors.blue}`,
      )
    })

    it('keeps a selected value that matches nothing listed with count 0', async () => {
      const data = await search({ path: 'damen', filters: `83-${ids.brands.mueller}` })
      expect(data.products).toEqual([])
      expect(data.filters.data.GENERAL_Brand.data).toContainEqual(
        expect.objectContaining({
          fv_id: String(ids.brands.mueller),
          count: 0,
          hidden: true,
          selected: true,
        }),
      )
    })

    it('filters by in-stock size, gender, outlet and sport (a parent with chosen sub-sports means just those)', async () => {
      const sized = await search({ path: 'damen', filters: '89-38' })
      expect(productIds(sized)).toEqual([ids.products.a])
      const sizes = sized.filters.data.GENERAL_Size.data.map((entry) => [
        entry.fv_id,
        entry.fv_name,
        entry.count,
      ])
      // Letter sizes first, then numeric ones in numeric order; out-of-stock sizes (38.5) are not offered.
      expect(sizes).toEqual([
        ['m', 'M', 1],
        ['38', '38', 1],
        ['39', '39', 1],
        ['40', '40', 1],
      ])
      // Gender is the department's: the unisex socks of the men's department are men's.
      const men = await search({ filters: '82-2' })
      expect(new Set(productIds(men))).toEqual(new Set([ids.products.c, ids.products.d, ids.products.socks]))
      expect(men.filters.categoryTree.genders.find((gender) => gender.id === 2)).toMatchObject({
        selected: true,
        count: 3,
      })

      const outlet = await search({ outlet: '1' })
      expect(productIds(outlet)).toEqual([ids.products.d])
      expect(outlet.filters.categoryTree.outlet).toBe(true)

      const running = await search({ filters: `95-${ids.sports.laufen}` })
      expect(new Set(productIds(running))).toEqual(
        new Set([ids.products.a, ids.products.a2, ids.products.b, ids.products.c, ids.products.d]),
      )
      const trail = await search({ filters: `95-${ids.sports.laufen}.${ids.sports.trail}` })
      expect(new Set(productIds(trail))).toEqual(new Set([ids.products.a, ids.products.a2, ids.products.d]))
      const laufenEntry = trail.filters.sports.find((sport) => sport.id === ids.sports.laufen)
      expect(laufenEntry).toMatchObject({ selected: true, count: 5 })
      expect(laufenEntry?.pivot.map((sub) => [sub.name, sub.count, sub.selected])).toEqual([
        ['Trailrunning', 3, true],
        ['Straßenlauf', 1, false],
      ])
      expect(trail.filters.data.sports.data).toContainEqual(
        expect.objectContaining({
          fv_id: String(ids.sports.trail),
          type: 'sub-sport',
          parent: String(ids.sports.laufen),
        }),
      )
    })

    it('gives a department one number: the category tree, its genders and the gender facet agree', async () => {
      const queries: Record<string, string>[] = [
        {},
        { path: 'herren' },
        { q: 'laufsocken' },
        { filters: `91-${ids.colors.red}` },
      ]
      for (const query of queries) {
        const data = await search(query)
        const treeByGender = new Map<number, number>()
        for (const root of data.filters.categoryTree.tree) {
          const gender = root.path.startsWith('damen') ? 1 : root.path.startsWith('herren') ? 2 : 0
          treeByGender.set(gender, (treeByGender.get(gender) ?? 0) + root.count)
        }
        const facet = new Map(
          data.filters.data.GENERAL_Gender.data.map((entry) => [Number(entry.fv_id), entry.count]),
        )
        const treeGenders = new Map<number, number>(
          data.filters.categoryTree.genders.map((entry) => [entry.id, entry.count]),
        )
        const label = JSON.stringify(query)
        // A category page offers its own department only; elsewhere every department is offered.
        const offered = 'path' in query ? [...facet.keys()] : [...treeByGender.keys()]
        expect(offered.length, label).toBeGreaterThan(0)
        for (const gender of offered) {
          expect(facet.get(gender), `${label}: gender facet ${gender}`).toBe(treeByGender.get(gender))
          expect(treeGenders.get(gender), `${label}: tree genders ${gender}`).toBe(treeByGender.get(gender))
        }
        expect(
          [...facet.values()].reduce((sum, count) => sum + count, 0),
          label,
        ).toBe(data.pagination.total)
      }
      // Choosing "Herren" finds what the men's department holds, the unisex socks too.
      const men = await search({ filters: '82-2' })
      expect(productIds(men)).toContain(ids.products.socks)
      expect(men.pagination.total).toBe((await search({ path: 'herren' })).pagination.total)
    })

    it('names categories, filter groups and values, colours and sports in the locale, German as fallback', async () => {
      const names = (data: SearchBody['data']) => ({
        crumbs: data.breadcrumbs.map((crumb) => crumb.name),
        tree: data.filters.categoryTree.tree.map((node) => node.name),
        titles: data.filters.view.left.map((name) => data.filters.data[name].title),
        colors: data.filters.data.GENERAL_Color.data.map((entry) => entry.fv_name),
        genders: data.filters.data.GENERAL_Gender.data.map((entry) => entry.fv_name),
        sports: data.filters.sports.map((sport) => sport.name),
        sorting: data.filters.data.sorting.data.map((entry) => entry.fv_name),
      })
      const german = names(await search({ path: 'damen/schuhe/laufschuhe' }))
      const english = names(await search({ path: 'damen/schuhe/laufschuhe', locale: 'en' }))
      expect(german).toMatchObject({
        crumbs: ['Damen', 'Schuhe', 'Laufschuhe'],
        colors: ['Blau', 'Rot', 'Schwarz'],
        genders: ['Damen'],
        sports: ['Laufen'],
      })
      expect(german.titles).toContain('Farbe')
      expect(german.sorting[0]).toBe('Beliebtheit')
      expect(english).toMatchObject({
        crumbs: ['Women', 'Schuhe', 'Running shoes'],
        // English names sort in English: Blue, Rot (no English name), Schwarz.
        colors: ['Blue', 'Rot', 'Schwarz'],
        genders: ['Women'],
        sports: ['Running'],
      })
      expect(english.tree).toContain('Women')
      expect(english.titles).toContain('Colour')
      expect(english.titles).toContain('Gender')
      expect(english.sorting[0]).toBe('Popularity')
      expect((await search({ locale: 'en' })).breadcrumbs).toEqual([{ name: 'Search', path: '/search/' }])
      const refused = await api.call('GET', '/api/v1/catalog/search/', { query: { locale: 'fr' } })
      expect(refused.status).toBe(422)
    })

    it('sorts by the four spec §9 options, ties broken stably', async () => {
      const byId = (a: { id: number }, b: { id: number }) => a.id - b.id
      const expectations: [Record<string, string>, (typeof tents)[number][]][] = [
        [{}, [...tents].sort((a, b) => a.salesRank - b.salesRank || byId(a, b))],
        [
          { sortField: 'sales_rank', sortType: 'desc' },
          [...tents].sort((a, b) => a.salesRank - b.salesRank || byId(a, b)),
        ],
        [
          { sortField: 'price', sortType: 'desc' },
          [...tents].sort((a, b) => b.priceCents - a.priceCents || a.salesRank - b.salesRank || byId(a, b)),
        ],
        [
          { sortField: 'price', sortType: 'asc' },
          [...tents].sort((a, b) => a.priceCents - b.priceCents || a.salesRank - b.salesRank || byId(a, b)),
        ],
        [
          { sortField: 'added_at', sortType: 'desc' },
          [...tents].sort(
            (a, b) => b.addedAt.getTime() - a.addedAt.getTime() || a.salesRank - b.salesRank || byId(a, b),
          ),
        ],
      ]
      for (const [sortQuery, expected] of expectations) {
        const first = await search({ path: 'outdoor/zelte', ...sortQuery })
        const second = await search({ path: 'outdoor/zelte', ...sortQuery, page: '2' })
        expect([...productIds(first), ...productIds(second)], JSON.stringify(sortQuery)).toEqual(
          expected.map((tent) => tent.id),
        )
      }
      const priceDesc = await search({ path: 'outdoor/zelte', sortField: 'price', sortType: 'desc' })
      expect(priceDesc.filters.sorting).toEqual({ field: 'price', type: 'desc' })
      expect(
        priceDesc.filters.data.sorting.data.filter((entry) => entry.selected).map((entry) => entry.fv_id),
      ).toEqual(['price-desc'])
    })

    it('pages by 24', async () => {
      const first = await search({ path: 'outdoor/zelte' })
      const second = await search({ path: 'outdoor/zelte', page: '2' })
      const beyond = await search({ path: 'outdoor/zelte', page: '3' })
      expect(first.products).toHaveLength(24)
      expect(second.products).toHaveLength(6)
      expect(first.pagination).toEqual({ page: 1, perPage: 24, total: 30, pages: 2 })
      expect(second.pagination).toEqual({ page: 2, perPage: 24, total: 30, pages: 2 })
      expect(beyond.products).toEqual([])
      expect(new Set([...productIds(first), ...productIds(second)]).size).toBe(30)
      expect(second.filters.selected.page).toBe(2)
    })

    it('matches free text ignoring case, umlauts, accents and ß', async () => {
      for (const q of ['mueller', 'müller', 'MÜLLER', 'muller']) {
        expect(productIds(await search({ q })), q).toEqual([ids.products.c])
      }
      for (const q of ['strasse', 'straße', 'STRASSE']) {
        // The shirt by name; the Kayano by its sub-sport "Straßenlauf".
        expect(new Set(productIds(await search({ q }))), q).toEqual(new Set([ids.products.b, ids.products.e]))
      }
      // Every word must match: brand and gender. The unisex ski is for men too, ranked after the
      // men's shoe although it sells better.
      expect(productIds(await search({ q: '  salomon   herren ' }))).toEqual([
        ids.products.d,
        ids.products.ski,
      ])
      expect(productIds(await search({ q: 'salomon laufschuhe', path: 'herren' }))).toEqual([ids.products.d])
      // LIKE wildcards are literal.
      expect(await search({ q: '%' })).toMatchObject({ products: [], pagination: { total: 0, pages: 1 } })
    })

    it('shows a relaxed query when the typed words find nothing, and says which', async () => {
      const typed = await search({ q: 'kayano 30l' })
      expect(productIds(typed)).toEqual([ids.products.b])
      expect(typed.relaxedQuery).toBe('kayano 30')
      // The query stays as typed (the page says what it searched for), no help is needed.
      expect(typed.query.q).toBe('kayano 30l')
      expect(typed.noResults).toBeNull()
      // An unknown word is left out: the rest still has to match.
      expect(await search({ q: 'speedcross tennisball' })).toMatchObject({ relaxedQuery: 'speedcross' })
      // A query that finds products is shown as typed.
      expect(await search({ q: 'kayano 30' })).toMatchObject({ relaxedQuery: null })
      // Nothing to relax: the help as before.
      const nothing = await search({ q: 'qqqqqqq' })
      expect(nothing).toMatchObject({ relaxedQuery: null, products: [] })
      expect(nothing.noResults).not.toBeNull()
    })

    it('prices in the logged-in role and never in a priceType from the query', async () => {
      const guest = await search({
        path: 'damen/schuhe/laufschuhe',
        priceType: 'staff',
        filters: `83-${ids.brands.salomon}`,
      })
      const guestA = guest.products.find((product) => product.id === ids.products.a)
      expect(guestA?.prices).toMatchObject({ priceType: 'vk', price: 100 })
      expect(guest.filters.price).toMatchObject({ priceType: 'vk', range: { mobile: { min: 4, max: 1200 } } })

      const staff = await search(
        { path: 'damen/schuhe/laufschuhe', filters: `83-${ids.brands.salomon}` },
        staffToken,
      )
      const staffA = staff.products.find((product) => product.id === ids.products.a)
      expect(staffA?.prices).toMatchObject({ priceType: 'staff', price: 80, vk: 100 })
      expect(staff.filters.price).toMatchObject({
        priceType: 'staff',
        range: {
          vk: { min: 4, max: 1200 },
          premium: { min: 4, max: 1080 },
          staff: { min: 8, max: 810 },
          pro: { min: 8, max: 891 },
          mobile: { min: 8, max: 810 },
        },
        min: 80,
        max: 100,
      })

      // Price bounds are in the viewer's own prices: 90 € admits A for staff (80 €) but not for guests (100 €).
      expect(
        productIds(await search({ path: 'damen/schuhe/laufschuhe', priceMax: '90' }, staffToken)),
      ).toEqual([ids.products.a])
      expect(
        productIds(await search({ path: 'damen/schuhe/laufschuhe', priceMax: '90', priceType: 'staff' })),
      ).toEqual([])
    })

    it('applies numeric price bounds (comma decimals too) and ignores non-numeric ones', async () => {
      const bounded = await search({ path: 'damen', priceMin: '40', priceMax: '100,00' })
      expect(new Set(productIds(bounded))).toEqual(new Set([ids.products.a, ids.products.a2, ids.products.e]))
      expect(bounded.filters.selected.price).toEqual({ min: 40, max: 100 })
      expect(bounded.filters.selected.left).toEqual(['price'])
      // The price range itself is counted without the price bounds.
      expect(bounded.filters.price).toMatchObject({ min: 40, max: 150 })

      const huge = await search({ path: 'damen', priceMin: '0', priceMax: '99999999999999999999' })
      expect(huge.pagination.total).toBe(4)
      expect(huge.filters.selected.price).toEqual({ min: 0, max: 1_000_000 })

      const ignored = await search({ path: 'damen', priceMin: 'abc', priceMax: '1e9' })
      expect(ignored.pagination.total).toBe(4)
      expect(ignored.filters.selected.price).toEqual({ min: null, max: null })
    })

    it.each([
      [{ page: '0' }, 'page'],
      [{ page: 'zwei' }, 'page'],
      [{ page: '1001' }, 'page'],
      [{ sortField: 'evil' }, 'sortField'],
      [{ sortType: 'sideways' }, 'sortType'],
      [{ filters: 'brand:12' }, 'filters'],
      [{ filters: '999-1' }, 'filters'],
      [{ filters: '83-abc' }, 'filters'],
      [{ filters: '82-7' }, 'filters'],
      [{ filters: '98-new' }, 'filters'],
      [{ outlet: 'yes' }, 'outlet'],
      [{ q: 'x'.repeat(201) }, 'q'],
    ])('answers %j with 422 naming %s', async (query, field) => {
      const result = await api.call('GET', '/api/v1/catalog/search/', { query })
      expect(result.status).toBe(422)
      expect(result.body).toMatchObject({
        message: 'The given data was invalid.',
        errors: { [field]: [expect.any(String)] },
      })
    })
  })

  describe('GET /api/v1/catalog/product/{slug}/', () => {
    it('answers the product page with options, variants, related products, sets and breadcrumbs', async () => {
      const result = await api.call('GET', `/api/v1/catalog/product/${slugs.a ?? ''}/`)
      expect(result.status).toBe(200)
      const { product } = v.parse(productEndpoint.response, result.body).data
      expect(product).toMatchObject({
        id: ids.products.a,
        name: 'Speedcross 6 W',
        genderSysname: 'female',
        images: [expect.any(String), expect.any(String)],
        category: { path: 'damen/schuhe/laufschuhe', name: 'Laufschuhe', url: '/damen/schuhe/laufschuhe/' },
        sport: {
          id: ids.sports.trail,
          name: 'Trailrunning',
          parent: { id: ids.sports.laufen, name: 'Laufen' },
        },
        mounting: null,
        discountPercent: 20,
        prices: { priceType: 'vk', price: 100, rrp: 125, discountPercent: 20 },
      })
      expect(product.options.map((option) => [option.label, option.stock, option.status])).toEqual([
        ['38', 2, 2],
        ['38.5', 0, 1],
        ['39', 1, 2],
      ])
      expect(product.variants.map((variant) => [variant.id, variant.color.name, variant.selected])).toEqual([
        [ids.products.a, 'Blau', true],
        [ids.products.a2, 'Rot', false],
      ])
      expect(product.related.map((related) => related.id)).toEqual([ids.products.b, ids.products.e])
      expect(product.sets).toEqual([
        expect.objectContaining({
          name: 'Laufset',
          products: [
            expect.objectContaining({ id: ids.products.a }),
            expect.objectContaining({ id: ids.products.e }),
          ],
        }),
      ])
      expect(product.breadcrumbs.at(-1)).toEqual({ name: 'Speedcross 6 W', path: product.url })
    })

    it('names the category, breadcrumbs, sport and colours in the locale, German as fallback', async () => {
      const english = await api.call('GET', `/api/v1/catalog/product/${slugs.a ?? ''}/`, {
        query: { locale: 'en' },
      })
      expect(english.status).toBe(200)
      const { product } = v.parse(productEndpoint.response, english.body).data
      expect(product.category).toMatchObject({ path: 'damen/schuhe/laufschuhe', name: 'Running shoes' })
      expect(product.breadcrumbs.map((crumb) => crumb.name)).toEqual([
        'Women',
        'Schuhe',
        'Running shoes',
        'Speedcross 6 W',
      ])
      expect(product.sport?.parent?.name).toBe('Running')
      // The summary's colour and each variant's: Blue in English, Rot without an English name.
      expect(product.color.name).toBe('Blue')
      expect(product.variants.map((variant) => variant.color.name)).toEqual(['Blue', 'Rot'])
      const refused = await api.call('GET', `/api/v1/catalog/product/${slugs.a ?? ''}/`, {
        query: { locale: 'fr' },
      })
      expect(refused).toMatchObject({ status: 422, body: { errors: { locale: ['locale is de-AT or en'] } } })
    })

    it('answers the size table of the size system and gender, and none where there is no table', async () => {
      const shoe = await api.call('GET', `/api/v1/catalog/product/${slugs.a ?? ''}/`)
      const { sizeTable } = v.parse(productEndpoint.response, shoe.body).data.product
      expect(sizeTable?.system).toBe('shoes')
      const labels = sizeTable?.rows.map((row) => row.label) ?? []
      expect(labels.slice(0, 4)).toEqual(['35', '35,5', '36', '36,5'])
      expect(sizeTable?.rows.find((row) => row.label === '38,5')).toEqual({
        label: '38,5',
        eu: '38,5',
        uk: '5,5',
        us: '7,5',
        numeric: null,
        footLengthCm: 24.2,
        heightCm: null,
        chestCm: null,
        waistCm: null,
        hipCm: null,
        inseamCm: null,
      })
      const ski = await api.call('GET', `/api/v1/catalog/product/${slugs.ski ?? ''}/`)
      expect(v.parse(productEndpoint.response, ski.body).data.product.sizeTable).toBeNull()
      const shirt = await api.call('GET', `/api/v1/catalog/product/${slugs.e ?? ''}/`)
      const clothing = v.parse(productEndpoint.response, shirt.body).data.product.sizeTable
      expect(clothing?.rows.find((row) => row.label === 'M')).toMatchObject({
        numeric: '40/42',
        chestCm: { min: 92, max: 99 },
        waistCm: { min: 76, max: 83 },
        hipCm: { min: 100, max: 107 },
        footLengthCm: null,
      })
    })

    it('offers mounting for skis and prices for the logged-in role', async () => {
      const ski = await api.call('GET', `/api/v1/catalog/product/${slugs.ski ?? ''}/`)
      const { mounting } = v.parse(productEndpoint.response, ski.body).data.product
      expect(mounting).toMatchObject({ available: true, price: 49.9 })
      expect(mounting?.priceFormatted).toMatch(/49,90/)
      const staff = await api.call('GET', `/api/v1/catalog/product/${slugs.a ?? ''}/`, { token: staffToken })
      expect(v.parse(productEndpoint.response, staff.body).data.product.prices).toMatchObject({
        priceType: 'staff',
        price: 80,
      })
    })

    it('answers unknown and malformed slugs with 404', async () => {
      expect(await api.call('GET', '/api/v1/catalog/product/gibt-es-nicht/')).toMatchObject({
        status: 404,
        body: { message: 'Product not found' },
      })
      expect((await api.call('GET', '/api/v1/catalog/product/B%C3%96SE/')).status).toBe(404)
    })
  })

  describe('GET /api/v1/brands/', () => {
    it('lists brands with products A–Z by German collation, with letters', async () => {
      const result = await api.call('GET', '/api/v1/brands/')
      expect(result.status).toBe(200)
      const { brands, letters } = v.parse(brandsEndpoint.response, result.body).data
      expect(brands.map((brand) => [brand.name, brand.productCount, brand.letter])).toEqual([
        ['asics', 2, 'A'],
        ['Müller', 1, 'M'],
        ['Salomon', 4, 'S'],
        ['Vaude', 31, 'V'],
      ])
      expect(letters).toEqual(['A', 'M', 'S', 'V'])
    })
  })

  describe('team shops', () => {
    it('lists teams and answers one team with its products', async () => {
      const list = await api.call('GET', '/api/v1/teams/')
      const { teams } = v.parse(teamsEndpoint.response, list.body).data
      expect(teams.map((team) => [team.slug, team.name, team.sport?.name])).toEqual([
        [teamSlug, 'SV Ried', 'Laufen'],
      ])
      const one = await api.call('GET', `/api/v1/teams/${teamSlug}/`, { token: staffToken })
      const { products } = v.parse(teamEndpoint.response, one.body).data
      // Best sellers first: C (rank 10) before A (rank 50); priced for the logged-in staff member.
      expect(products.map((product) => [product.id, product.prices?.priceType])).toEqual([
        [ids.products.c, 'staff'],
        [ids.products.a, 'staff'],
      ])
      expect(await api.call('GET', '/api/v1/teams/gibt-es-nicht/')).toMatchObject({
        status: 404,
        body: { message: 'Team not found' },
      })
    })
  })
})
