/**
 * The header's endpoints (spec §7 "Search and header"): navigation menu, autosuggest, limited search
 * and the header data. The last three answer in the spec's own envelopes, not `{ data: … }`.
 */
import { defineEndpoint } from '../http/endpoint'
import { badLocaleFailure } from '../http/locale'
import type { AnyEndpoint } from '../http/endpoint'
import { exampleProduct, exampleProduct2 } from '../catalog/examples'
import { viewerPriceType } from '../session/session'
import { examplePost } from '../content/content.endpoints'
import { latestGuidePosts } from '../content/guide.service'
import { suggestWithCounts } from '../catalog-index/suggest'
import { headerSearch } from './header-search.service'
import { loadMenu } from './menu.service'
import {
  autosuggestQuerySchema,
  autosuggestResponseSchema,
  headerDataQuerySchema,
  headerDataResponseSchema,
  menuQuerySchema,
  menuResponseSchema,
  searchLimitedQuerySchema,
  searchLimitedResponseSchema,
} from './navigation.schema'

/** The header shows the three newest guide posts. */
const HEADER_BLOG_POSTS = 3

export const menuEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/menu/',
  summary:
    'The navigation menu (spec §3 "Menu item") as a tree for `view` desktop (mega-menu, default) or mobile (slide-in menu: without banner items), named in `locale` de-AT (default) or en (German where an item has no English name). An item whose `data.views` lists views appears only in those.',
  auth: 'none',
  requestId: 'none',
  query: menuQuerySchema,
  response: menuResponseSchema,
  failures: [{ status: 422, when: 'view is neither desktop nor mobile, or locale neither de-AT nor en' }],
  example: {
    query: { view: 'desktop' },
    response: {
      data: {
        view: 'desktop',
        items: [
          {
            id: 1,
            name: 'Damen',
            url: '/damen/',
            type: 'root-gender',
            column: 0,
            parentId: null,
            data: { gender: 'female', position: 1 },
            options: [
              {
                id: 11,
                name: 'Schuhe',
                url: '/damen/schuhe/',
                type: 'category',
                column: 1,
                parentId: 1,
                data: {},
                options: [
                  {
                    id: 111,
                    name: 'Laufschuhe',
                    url: '/damen/schuhe/laufschuhe/',
                    type: 'category',
                    column: 1,
                    parentId: 11,
                    data: {},
                    options: [],
                  },
                ],
              },
              {
                id: 19,
                name: 'Winter-Highlights',
                url: '',
                type: 'banners',
                column: 4,
                parentId: 1,
                data: {},
                options: [
                  {
                    id: 191,
                    name: 'Skitouren',
                    url: '/blog/article/skitouren-sicher-planen/',
                    type: 'banner',
                    column: 4,
                    parentId: 19,
                    data: {
                      imageData: { src: '/media/banners/skitouren.svg', width: 480, height: 320 },
                      title: 'Skitouren',
                      text: 'Sicher unterwegs im Gelände',
                    },
                    options: [],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  },
  handler: async ({ services, query }) => ({
    data: { view: query.view, items: await loadMenu(services.db, query.view, query.locale) },
  }),
})

export const autosuggestEndpoint = defineEndpoint({
  method: 'GET',
  path: '/autosuggest/list/',
  summary:
    'Header search suggestions (spec §5, §7, §9): up to 5 phrases starting with `q` (trimmed, spaces collapsed, first 50 characters; case, umlauts and accents ignored), heaviest first. Under 2 characters: an empty list. `weight` is popularity, not a count: `count` is the number of products the search at `url` finds (null when `url` is a category page), and phrases whose search finds nothing are not suggested. When no phrase starts with `q` and the words of `q` find no product, the one suggestion is the relaxed query the search page would show (see `relaxedQuery` of the search), with weight 0.',
  auth: 'none',
  requestId: 'none',
  query: autosuggestQuerySchema,
  response: autosuggestResponseSchema,
  failures: [{ status: 422, when: 'q above 500 characters' }],
  example: {
    query: { q: 'lauf' },
    response: {
      data: [
        { phrase: 'laufschuhe', weight: 1840, url: '/search/?q=laufschuhe', count: 168 },
        { phrase: 'laufschuhe damen', weight: 920, url: '/damen/schuhe/laufschuhe/', count: null },
        { phrase: 'laufjacke', weight: 310, url: '/search/?q=laufjacke', count: 12 },
      ],
    },
  },
  handler: async ({ services, query }) => ({
    data: suggestWithCounts(await services.catalogIndex.current(), query.q),
  }),
})

export const searchLimitedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/search-limited/',
  summary:
    "The header search panel's products (spec §7, body `{ search: … }`): up to 8 products matching `q` (first 50 characters, like the search page), best sellers first, with the total. `productIds` (comma-joined, up to 100) restricts the result to those products in that order, answering every one that exists (not just 8), e.g. for a list of recently viewed products. With `q` under 2 characters and no ids: the best sellers (initial products). Prices in the viewer's price type; `locale` de-AT (default) or en names the colours.",
  auth: 'optional',
  requestId: 'none',
  query: searchLimitedQuerySchema,
  response: searchLimitedResponseSchema,
  failures: [
    {
      status: 422,
      when: 'productIds is not a comma-joined list of up to 100 ids, q above 500 characters, or locale not de-AT or en',
    },
  ],
  example: {
    query: { q: 'speedcross' },
    response: { search: { products: [exampleProduct], total: 1, q: 'speedcross' } },
  },
  handler: async ({ services, query, session }) => {
    const result = await headerSearch(
      services,
      { q: query.q, productIds: query.productIds ?? null },
      viewerPriceType(session.user),
      query.locale,
    )
    return { search: result }
  },
})

export const headerDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/header-data/',
  summary:
    "Data for the header search panel before anything is typed (spec §7, body `{ blogPosts, 'search-limited' }`): the 3 newest guide posts and the best sellers (up to 8, with the total). Prices in the viewer's price type; `locale` de-AT (default) or en names the colours.",
  auth: 'optional',
  requestId: 'none',
  query: headerDataQuerySchema,
  response: headerDataResponseSchema,
  failures: [badLocaleFailure],
  example: {
    response: {
      blogPosts: [examplePost],
      'search-limited': { products: [exampleProduct, exampleProduct2], total: 9412 },
    },
  },
  handler: async ({ services, session, query }) => {
    const [blogPosts, initial] = await Promise.all([
      latestGuidePosts(services.db, services.now(), HEADER_BLOG_POSTS),
      headerSearch(services, { q: '', productIds: null }, viewerPriceType(session.user), query.locale),
    ])
    return { blogPosts, 'search-limited': { products: initial.products, total: initial.total } }
  },
})

export const navigationEndpoints: AnyEndpoint[] = [
  menuEndpoint,
  autosuggestEndpoint,
  searchLimitedEndpoint,
  headerDataEndpoint,
]
