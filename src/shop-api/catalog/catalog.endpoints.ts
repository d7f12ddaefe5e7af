/**
 * Read-only catalogue endpoints: the category/search page, product pages, brands and team shops.
 */
import { defineEndpoint } from '../http/endpoint'
import { badLocaleFailure } from '../http/locale'
import type { AnyEndpoint } from '../http/endpoint'
import { notFound } from '../http/errors'
import { listBrands } from './brands.service'
import {
  brandsResponseSchema,
  productParamsSchema,
  productQuerySchema,
  productResponseSchema,
  teamParamsSchema,
  teamProductParamsSchema,
  teamProductResponseSchema,
  teamQuerySchema,
  teamResponseSchema,
  teamSearchQuerySchema,
  teamSearchResponseSchema,
  teamsResponseSchema,
} from './catalog.schema'
import { exampleProduct, exampleProduct2 } from './examples'
import { formatFilters } from './filter-encoding'
import { loadProductDetail } from './product.service'
import { buildFiltersResponse, priceRoleRanges, searchBreadcrumbs } from './search-response'
import { PER_PAGE, searchQuerySchema, searchResponseSchema } from './search.schema'
import { defaultSort } from './search.service'
import type { CatalogSort, SortField, SortType } from './search.service'
import {
  TEAM_SEARCH_PER_TEAM,
  listTeams,
  loadTeamPage,
  loadTeamProduct,
  searchTeamKits,
} from './teams.service'
import { viewerPriceType } from '../session/session'
import { readShopperStore } from '../store-stock/store-stock.service'
import { searchCatalogWithIndex } from '../catalog-index/search'
import { searchHelp } from '../catalog-index/search-help'
import { matchText } from '../catalog-index/text-index'
import type { CatalogIndex } from '../catalog-index/build-index'

/** Whether `q` has words and they find products anywhere in the catalogue. */
function textFindsProducts(index: CatalogIndex, q: string): boolean {
  const match = matchText(index.text, index.folder, q)
  return match === null || match.total > 0
}

/** The direction a sort field takes when only the field is given (spec §9 options). */
const defaultTypeOf: Record<SortField, SortType> = { sales_rank: 'desc', price: 'asc', added_at: 'desc' }

function resolveSort(field: SortField | undefined, type: SortType | undefined): CatalogSort {
  if (field === undefined) return type === undefined ? defaultSort : { field: defaultSort.field, type }
  return { field, type: type ?? defaultTypeOf[field] }
}

export const searchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/catalog/search/',
  summary: [
    'The category and search results page (spec §2 srp): one page of 24 products with the spec §3 filters response.',
    '`path` is a category path (`damen/schuhe/laufschuhe`); `q` free text (≤ 200 characters): every word must match the product\'s name, brand, colour (also inflected: "rote"), gender, category, sport or a material or technology of its attributes ("goretex"), ignoring case, umlauts, accents, ß/ss and hyphens ("t-shirt", "t shirt", "tshirt"); the shop\'s synonyms apply ("haube" finds "Mütze") and one typo is forgiven in words of 5 letters or more. In the default order, products matching the words best (in their name, brand, colour or gender) come first.',
    '`relaxedQuery`: when every word must match and the words find no product at all, the query is relaxed and its products are shown: a unit is set apart from its number or dropped ("16kg" → "16 kg", "30l" → "30"), a word that finds nothing is split into two that do ("rucksackdamen" → "rucksack damen"), or the weakest word (finding the fewest products, unknown words first; the later one among equals) is left out. `relaxedQuery` is the query shown, null when it is the typed one; `query.q` stays as typed.',
    "`noResults` (null unless the words find no product at all and no relaxed query does): `didYouMean`, a corrected query from the catalogue's own words that finds `total` products, and `alternatives`, popular searches with their result counts.",
    '`filters` selects facet values: comma-separated groups `{filterId}-{value}[.{value}…]`, e.g. `83-12.14,89-40` = brand 12 or 14, and size 40.',
    'Filter ids: 82 gender of the department, i.e. of the category the product is in (0 none, 1 female, 2 male, 3 kinder; a unisex product counts for its department, so gender counts agree with the category tree), 83 brand id, 89 size token (the label in lower case, other characters as `_`: `42.5` → `42_5`), 91 colour id, 95 sport id (a sport with selected sub-sports stands for just those), 98 addition (`sale`: the viewer’s price below its recommended retail price, the list’s discount; `outlet`: outlet products; left out of the facet on the outlet’s own list).',
    "Values within a group are alternatives, groups all apply. Facet counts of a group are counted without that group's own selection.",
    "`priceMin`/`priceMax` are euros of the viewer's price type (his role when logged in, else vk; never a query parameter); non-numeric values are ignored (spec §5).",
    "`sortField` sales_rank | price | added_at and `sortType` asc | desc (spec §9; default sales_rank desc = best sellers first, sales rank 1 being the best seller). `outlet=1` lists outlet products only. With omnichannel on, `store={id}` adds `filters.inStore` {store, name, count, selected} (the store, its name as the store endpoints give it, and the products of the result with some size on its shelves) and `inStore=1` lists only those; without `store` a logged-in customer's account store is taken, and an unknown store id is answered as if none were sent (no facet, nothing narrowed; no error, like the stock list). Shelves follow reservations, cancellations and expiries at once. Without omnichannel both parameters are ignored. `page` is 1-based. `locale` de-AT (default) or en names categories, breadcrumbs, filter groups and values, colours and sports (German where a name has no English version).",
  ].join(' '),
  auth: 'optional',
  requestId: 'none',
  query: searchQuerySchema,
  response: searchResponseSchema,
  failures: [
    { status: 404, when: 'the category path does not exist' },
    {
      status: 422,
      when: 'a malformed filters value, an unknown filter id, q above 200 characters, an unknown sortField or sortType, page not a whole number 1–1000, outlet not 0/1, locale not de-AT or en',
    },
  ],
  example: {
    query: {
      path: 'damen/schuhe/laufschuhe',
      filters: '83-12',
      sortField: 'price',
      sortType: 'desc',
      store: '7',
    },
    response: {
      data: {
        products: [exampleProduct],
        pagination: { page: 1, perPage: 24, total: 1, pages: 1 },
        filters: {
          data: {
            GENERAL_Brand: {
              f_id: 83,
              f_name: 'GENERAL_Brand',
              f_type: 'checkbox',
              title: 'Marke',
              data: [
                {
                  fv_id: '14',
                  fv_name: 'Asics',
                  fv_name_mobile: 'Asics',
                  hidden: false,
                  type: 'brand',
                  count: 7,
                  selected: false,
                },
                {
                  fv_id: '12',
                  fv_name: 'Salomon',
                  fv_name_mobile: 'Salomon',
                  hidden: false,
                  type: 'brand',
                  count: 1,
                  selected: true,
                },
              ],
            },
            GENERAL_Color: {
              f_id: 91,
              f_name: 'GENERAL_Color',
              f_type: 'checkbox',
              title: 'Farbe',
              data: [
                {
                  fv_id: '4',
                  fv_name: 'Blau',
                  fv_name_mobile: 'Blau',
                  hidden: false,
                  type: 'color',
                  count: 1,
                  selected: false,
                  hex: '#1f4e9c',
                },
              ],
            },
            GENERAL_Gender: {
              f_id: 82,
              f_name: 'GENERAL_Gender',
              f_type: 'radio',
              title: 'Geschlecht',
              data: [
                {
                  fv_id: '1',
                  fv_name: 'Damen',
                  fv_name_mobile: 'Damen',
                  hidden: false,
                  type: 'gender',
                  count: 1,
                  selected: true,
                },
              ],
            },
            GENERAL_Size: {
              f_id: 89,
              f_name: 'GENERAL_Size',
              f_type: 'checkbox',
              title: 'Größe',
              data: [
                {
                  fv_id: '38',
                  fv_name: '38',
                  fv_name_mobile: '38',
                  hidden: false,
                  type: 'size',
                  count: 1,
                  selected: false,
                },
                {
                  fv_id: '38_5',
                  fv_name: '38.5',
                  fv_name_mobile: '38.5',
                  hidden: false,
                  type: 'size',
                  count: 1,
                  selected: false,
                },
              ],
            },
            price: { f_id: 96, f_name: 'price', f_type: 'range', title: 'Preis', data: [] },
            sorting: {
              f_id: 97,
              f_name: 'sorting',
              f_type: 'radio',
              title: 'Sortierung',
              data: [
                {
                  fv_id: 'sales_rank-desc',
                  fv_name: 'Beliebtheit',
                  fv_name_mobile: 'Beliebtheit',
                  hidden: false,
                  type: 'sort',
                  count: 1,
                  selected: false,
                },
                {
                  fv_id: 'price-desc',
                  fv_name: 'Preis absteigend',
                  fv_name_mobile: 'Preis absteigend',
                  hidden: false,
                  type: 'sort',
                  count: 1,
                  selected: true,
                },
                {
                  fv_id: 'price-asc',
                  fv_name: 'Preis aufsteigend',
                  fv_name_mobile: 'Preis aufsteigend',
                  hidden: false,
                  type: 'sort',
                  count: 1,
                  selected: false,
                },
                {
                  fv_id: 'added_at-desc',
                  fv_name: 'Neuheiten',
                  fv_name_mobile: 'Neuheiten',
                  hidden: false,
                  type: 'sort',
                  count: 1,
                  selected: false,
                },
              ],
            },
            sports: {
              f_id: 95,
              f_name: 'sports',
              f_type: 'checkbox',
              title: 'Sportart',
              data: [
                {
                  fv_id: '3',
                  fv_name: 'Laufen',
                  fv_name_mobile: 'Laufen',
                  hidden: false,
                  type: 'sport',
                  count: 1,
                  selected: false,
                },
                {
                  fv_id: '31',
                  fv_name: 'Trailrunning',
                  fv_name_mobile: 'Trailrunning',
                  hidden: false,
                  type: 'sub-sport',
                  count: 1,
                  selected: false,
                  parent: '3',
                },
              ],
            },
            addition: {
              f_id: 98,
              f_name: 'addition',
              f_type: 'checkbox',
              title: 'Angebote',
              data: [
                {
                  fv_id: 'sale',
                  fv_name: 'Reduziert',
                  fv_name_mobile: 'Reduziert',
                  hidden: false,
                  type: 'addition',
                  count: 1,
                  selected: false,
                },
              ],
            },
          },
          view: {
            left: [
              'sorting',
              'GENERAL_Gender',
              'addition',
              'sports',
              'GENERAL_Brand',
              'GENERAL_Size',
              'GENERAL_Color',
              'price',
            ],
          },
          selected: {
            byId: { '83': ['12'] },
            page: 1,
            top: [{ f_id: 82, f_name: 'GENERAL_Gender', fv_id: '1', fv_name: 'Damen' }],
            last: 'GENERAL_Brand',
            all: [{ f_id: 83, f_name: 'GENERAL_Brand', fv_id: '12', fv_name: 'Salomon' }],
            price: { min: null, max: null },
            left: ['GENERAL_Brand'],
            encoded: '83-12',
          },
          price: {
            priceType: 'vk',
            range: { ...priceRoleRanges, mobile: priceRoleRanges.vk },
            min: 119.99,
            max: 119.99,
          },
          categoryTree: {
            tree: [
              {
                id: 1,
                name: 'Damen',
                slug: 'damen',
                path: 'damen',
                url: '/damen/',
                level: 0,
                count: 412,
                selected: false,
                active: true,
                children: [
                  {
                    id: 5,
                    name: 'Schuhe',
                    slug: 'schuhe',
                    path: 'damen/schuhe',
                    url: '/damen/schuhe/',
                    level: 1,
                    count: 58,
                    selected: false,
                    active: true,
                    children: [
                      {
                        id: 17,
                        name: 'Laufschuhe',
                        slug: 'laufschuhe',
                        path: 'damen/schuhe/laufschuhe',
                        url: '/damen/schuhe/laufschuhe/',
                        level: 2,
                        count: 1,
                        selected: true,
                        active: true,
                        children: [],
                      },
                    ],
                  },
                ],
              },
            ],
            genders: [{ id: 1, name: 'Damen', sysname: 'female', count: 1, selected: true }],
            lastLevel: true,
            isGenderInRequest: true,
            outlet: false,
          },
          sports: [
            {
              id: 3,
              name: 'Laufen',
              slug: 'laufen',
              count: 1,
              selected: false,
              pivot: [{ id: 31, name: 'Trailrunning', slug: 'trailrunning', count: 1, selected: false }],
            },
          ],
          sorting: { field: 'price', type: 'desc' },
          inStore: { store: 7, name: 'Sportalpin Wien Mitte', count: 1, selected: false },
        },
        breadcrumbs: [
          { name: 'Damen', path: '/damen/' },
          { name: 'Schuhe', path: '/damen/schuhe/' },
          { name: 'Laufschuhe', path: '/damen/schuhe/laufschuhe/' },
        ],
        query: { q: '', path: 'damen/schuhe/laufschuhe', filters: '83-12' },
        relaxedQuery: null,
        noResults: null,
      },
    },
  },
  handler: async ({ services, query, session }) => {
    const priceType = viewerPriceType(session.user)
    // Without omnichannel the parameters are ignored: the answer stays exactly as before.
    const [index, store] = await Promise.all([
      services.catalogIndex.current(),
      services.omnichannel ? readShopperStore(services.db, query.store, session.user) : null,
    ])
    const request = {
      path: query.path === '' ? null : query.path,
      q: query.q,
      filters: query.filters,
      priceMin: query.priceMin,
      priceMax: query.priceMax,
      outlet: query.outlet === '1',
      sort: resolveSort(query.sortField, query.sortType),
      page: query.page,
      perPage: PER_PAGE,
      productIds: null,
      withFacets: true,
      store: store ? { id: store.id, only: query.inStore === '1' } : null,
      relax: true,
    } as const
    const result = await searchCatalogWithIndex(services.db, index, request, priceType, query.locale)
    if (!result) throw notFound('Category')
    const inStore =
      store && request.store && result.facets.inStore !== undefined
        ? { store: store.id, name: store.name, count: result.facets.inStore, selected: request.store.only }
        : null
    return {
      data: {
        products: [...result.products],
        pagination: {
          page: request.page,
          perPage: PER_PAGE,
          total: result.total,
          pages: Math.max(1, Math.ceil(result.total / PER_PAGE)),
        },
        filters: {
          ...buildFiltersResponse({
            request,
            result,
            facets: result.facets,
            priceType,
            locale: query.locale,
          }),
          ...(inStore ? { inStore } : {}),
        },
        breadcrumbs: searchBreadcrumbs(result, query.locale),
        query: { q: query.q, path: result.category?.path ?? '', filters: formatFilters(query.filters) },
        relaxedQuery: result.relaxedQuery,
        // Only when the words themselves find nothing, relaxed or not; filters that leave nothing have
        // their own way out.
        noResults:
          result.total === 0 && result.relaxedQuery === null && !textFindsProducts(index, query.q)
            ? searchHelp(index, query.q)
            : null,
      },
    }
  },
})

export const productEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/catalog/product/:slug/',
  summary:
    "One product page (spec §2 pdp, /p/{slug}/): the product summary with description, attributes, all images, category and breadcrumbs, sport, size options with stock and status, colour variants, related products, sets, mounting (bikes, skis), the size table of its size system and gender (clothing and shoes; null for others) and its delivery and return terms (`deliveryTerms`: what delivering this product alone costs at the viewer's price, the working days to the door, the return window). Prices are in the viewer's price type. `locale` de-AT (default) or en names the category, breadcrumbs, sport and colours (German where a name has no English version).",
  auth: 'optional',
  requestId: 'none',
  params: productParamsSchema,
  query: productQuerySchema,
  response: productResponseSchema,
  failures: [{ status: 404, when: 'no product has this slug' }, badLocaleFailure],
  example: {
    path: '/api/v1/catalog/product/salomon-speedcross-6-damen-blau-100234/',
    response: {
      data: {
        product: {
          ...exampleProduct,
          description: 'Der Speedcross 6 bietet aggressiven Grip auf weichem, technischem Gelände.',
          attributes: [
            { name: 'Obermaterial', value: 'Textil, Synthetik' },
            { name: 'Sprengung', value: '10 mm' },
          ],
          images: [
            '/media/products/salomon/shoe-1f4e8c-1.svg?v=3f9a0c2b71d4',
            '/media/products/salomon/shoe-1f4e8c-2.svg?v=b82e6d0f1a93',
          ],
          sizeSystem: 'shoes',
          category: {
            id: 17,
            path: 'damen/schuhe/laufschuhe',
            name: 'Laufschuhe',
            url: '/damen/schuhe/laufschuhe/',
          },
          breadcrumbs: [
            { name: 'Damen', path: '/damen/' },
            { name: 'Schuhe', path: '/damen/schuhe/' },
            { name: 'Laufschuhe', path: '/damen/schuhe/laufschuhe/' },
            { name: 'Speedcross 6 W', path: '/p/salomon-speedcross-6-damen-blau-100234/' },
          ],
          sport: {
            id: 31,
            name: 'Trailrunning',
            slug: 'trailrunning',
            parent: { id: 3, name: 'Laufen', slug: 'laufen' },
          },
          options: [
            { id: 50211, label: '38', stock: 3, status: 2, ean: '9120000502114' },
            { id: 50212, label: '38.5', stock: 0, status: 1, ean: '9120000502121' },
          ],
          variants: [
            {
              id: 1042,
              slug: 'salomon-speedcross-6-damen-blau-100234',
              url: '/p/salomon-speedcross-6-damen-blau-100234/',
              color: { name: 'Blau', hex: '#1f4e9c' },
              image: '/media/products/salomon/shoe-1f4e8c-1.svg?v=3f9a0c2b71d4',
              selected: true,
            },
          ],
          related: [exampleProduct2],
          sets: [],
          mounting: null,
          discountPercent: 20,
          deliveryTerms: {
            country: 'AT',
            shippingPrice: 0,
            freeDeliveryFrom: 50,
            standardDeliveryPrice: 4.9,
            handlingDays: { min: 0, max: 1 },
            transitDays: { min: 2, max: 3 },
            returns: { days: 30, fees: 'free', methods: ['mail', 'store'] },
          },
          sizeTable: {
            system: 'shoes',
            rows: [
              { label: '38', eu: '38', uk: '5', us: '7', footLengthCm: 23.8 },
              { label: '38.5', eu: '38.5', uk: '5.5', us: '7.5', footLengthCm: 24.2 },
            ].map((row) => ({
              ...row,
              numeric: null,
              heightCm: null,
              chestCm: null,
              waistCm: null,
              hipCm: null,
              inseamCm: null,
            })),
          },
        },
      },
    },
  },
  handler: async ({ services, params, query, session }) => {
    const product = await loadProductDetail(
      services.db,
      params.slug,
      viewerPriceType(session.user),
      query.locale,
    )
    if (!product) throw notFound('Product')
    return { data: { product } }
  },
})

export const brandsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/brands/',
  summary:
    'The brands page (/marken/): every brand with products, A–Z by German collation, with its product count and index letter, and the index letters present.',
  auth: 'none',
  requestId: 'none',
  response: brandsResponseSchema,
  example: {
    response: {
      data: {
        brands: [
          {
            id: 14,
            slug: 'asics',
            name: 'Asics',
            logo: '/media/brands/asics.svg',
            productCount: 214,
            letter: 'A',
          },
          {
            id: 31,
            slug: 'oehlins',
            name: 'Öhlins',
            logo: '/media/brands/oehlins.svg',
            productCount: 12,
            letter: 'O',
          },
          {
            id: 12,
            slug: 'salomon',
            name: 'Salomon',
            logo: '/media/brands/salomon.svg',
            productCount: 388,
            letter: 'S',
          },
        ],
        letters: ['A', 'O', 'S'],
      },
    },
  },
  handler: async ({ services }) => {
    const { brands, letters } = await listBrands(services.db)
    return { data: { brands, letters } }
  },
})

const exampleTeam = {
  slug: 'lc-graz-laufteam',
  name: 'LC Graz Laufteam',
  city: 'Graz',
  logo: '/media/teams/lc-graz-laufteam.svg',
  shopIdentifier: 'TS-1004',
  sport: { id: 3, name: 'Laufen', slug: 'laufen' },
  isPrivate: false,
  colors: { primary: '#2e8b57', accent: '#ffffff' },
  isMember: false,
}

/** The example product at the example team's vk price (80 % of the shop's vk, ending in 9). */
const exampleTeamProduct = {
  ...exampleProduct,
  prices: { ...exampleProduct.prices, price: 95.89, priceFull: '€ 95,89', discountPercent: 36 },
}

const teamFacts =
  '`isMember` says whether the caller (optional bearer token) belongs to the team; `isPrivate` marks a team that takes members by invitation only and shows its prices to its members alone; `colors` are the club colours (`#rrggbb`).'

const teamPriceRule =
  "Team prices are the team's price of the caller's price type (the account's role; guests: vk), else the team's vk price, else — for a kit product without team prices — the shop's price; `vk` and `rrp` stay the shop's, so the saving shows. They are hidden (`pricesVisible: false`) only when the team is private and the caller is not a member. `membership` is the caller's (`priceType`: the price type the member orders at), null for anyone else."

export const teamsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/teams/',
  summary: `The team shops of the team-shop mode (spec §2 /list/), A–Z. ${teamFacts}`,
  auth: 'optional',
  requestId: 'none',
  response: teamsResponseSchema,
  failures: [{ status: 403, when: 'the bearer token is invalid or revoked ("invalid token")' }],
  example: { response: { data: { teams: [exampleTeam] } } },
  handler: async ({ services, session }) => ({ data: { teams: await listTeams(services.db, session.user) } }),
})

export const teamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/teams/:slug/',
  summary: [
    `One team shop and its kit. ${teamFacts} ${teamPriceRule}`,
    '`facets` count the whole kit: brands (A–Z) and genders (`female`, `male`, `kinder`, `unknown` — the products’ `genderSysname`). Filters: `brand` (a brand slug) and `gender` (one of those values); `total` counts the products they leave.',
    "`sort`: `bestseller` (default; sales rank 1 first), `price-asc`, `price-desc` (by the price shown; by the shop's vk price where team prices are hidden, so the order tells nothing of them), `name`. `locale` de-AT (default) or en names the colours.",
  ].join(' '),
  auth: 'optional',
  requestId: 'none',
  params: teamParamsSchema,
  query: teamQuerySchema,
  response: teamResponseSchema,
  failures: [
    { status: 403, when: 'the bearer token is invalid or revoked ("invalid token")' },
    { status: 404, when: 'no team has this slug ("Team not found")' },
    {
      status: 422,
      when: 'a brand no brand has (`errors.brand`: "Unknown brand."), a gender or sort not listed above, locale not de-AT or en',
    },
  ],
  example: {
    path: '/api/v1/teams/lc-graz-laufteam/',
    query: { sort: 'price-asc' },
    response: {
      data: {
        team: exampleTeam,
        membership: null,
        pricesVisible: true,
        facets: {
          brands: [{ slug: 'salomon', name: 'Salomon', count: 1 }],
          genders: [{ value: 'female', count: 1 }],
        },
        total: 1,
        products: [exampleTeamProduct],
      },
    },
  },
  handler: async ({ services, params, query, session }) => ({
    data: await loadTeamPage(services.db, params.slug, session.user, query),
  }),
})

export const teamProductEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/teams/:slug/products/:productSlug/',
  summary: `One kit product for the team's product page (spec §2 /{teamName}/p/{path}): \`product\` is the product detail of GET /api/v1/catalog/product/{slug}/ (shop prices), \`teamPrice\` the team price beside the shop's vk, null when prices are hidden. ${teamFacts} ${teamPriceRule} \`locale\` as for the product page.`,
  auth: 'optional',
  requestId: 'none',
  params: teamProductParamsSchema,
  query: productQuerySchema,
  response: teamProductResponseSchema,
  failures: [
    { status: 403, when: 'the bearer token is invalid or revoked ("invalid token")' },
    {
      status: 404,
      when: 'no team has this slug ("Team not found"), no product this slug ("Product not found"), or the product is not in the team\'s kit ("Product is not in this team\'s kit")',
    },
    badLocaleFailure,
  ],
  example: {
    path: `/api/v1/teams/lc-graz-laufteam/products/${exampleProduct.slug}/`,
    response: {
      data: {
        team: { ...exampleTeam, isMember: true },
        membership: { priceType: 'vk' },
        pricesVisible: true,
        product: productEndpoint.example.response.data.product,
        teamPrice: { priceType: 'vk', price: 95.89, priceFull: '€ 95,89', vk: 119.99, vkFull: '€ 119,99' },
      },
    },
  },
  handler: async ({ services, params, query, session }) => ({
    data: await loadTeamProduct(services.db, params.slug, params.productSlug, session.user, query.locale),
  }),
})

export const teamSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/catalog/team-search/',
  summary: [
    "The search over every team's kit (the team build's catch-all results page, spec §2 Team-shop mode).",
    '`q` (required, 1–200 characters after trimming) is matched as on the search page (GET /api/v1/catalog/search/: every word in name, brand, colour, gender, category, sport or materials, synonyms, inflections, one typo in longer words), without a relaxed query: words that find nothing answer no teams.',
    `\`teams\` lists the teams whose kit has matches, the caller's own first, then A–Z; each with \`total\` matches and the first ${TEAM_SEARCH_PER_TEAM} as \`products\`, best matches first, then best sellers. The top-level \`total\` counts a product once per team that carries it.`,
    `${teamFacts} ${teamPriceRule}`,
    '`locale` de-AT (default) or en names the colours.',
  ].join(' '),
  auth: 'optional',
  requestId: 'none',
  query: teamSearchQuerySchema,
  response: teamSearchResponseSchema,
  failures: [
    { status: 403, when: 'the bearer token is invalid or revoked ("invalid token")' },
    { status: 422, when: 'q missing, blank or above 200 characters, locale not de-AT or en' },
  ],
  example: {
    query: { q: 'laufschuhe' },
    response: {
      data: {
        query: { q: 'laufschuhe' },
        total: 1,
        teams: [
          {
            team: exampleTeam,
            membership: null,
            pricesVisible: true,
            total: 1,
            products: [exampleTeamProduct],
          },
        ],
      },
    },
  },
  handler: async ({ services, query, session }) => ({
    data: {
      query: { q: query.q },
      ...(await searchTeamKits(services, session.user, query.q, query.locale)),
    },
  }),
})

export const catalogEndpoints: AnyEndpoint[] = [
  searchEndpoint,
  productEndpoint,
  brandsEndpoint,
  teamsEndpoint,
  teamEndpoint,
  teamProductEndpoint,
  teamSearchEndpoint,
]
