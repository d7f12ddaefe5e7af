import { createServerFn } from '@tanstack/react-start'
import { readFromShop } from '~/shop-client/session-gateway.server'
import { validateInput } from '~/lib/validation'
import {
  guideListResponseSchema,
  HOME_GUIDE_POSTS,
  HOME_LIST_SIZE,
  homeContentResponseSchema,
  homePageInputSchema,
  productListResponseSchema,
} from '~/shop-client/schemas/home.schema'
import type { HomePage } from '~/shop-client/schemas/home.schema'

/**
 * Everything the home page shows, in one round trip: the four shop calls run side by side, so the
 * page waits for the slowest of them instead of their sum. Product prices are those of the viewer's
 * session (his role when logged in); content and guide are the same for everyone and go without it.
 */
export const getHomePage = createServerFn({ method: 'GET' })
  .validator(validateInput(homePageInputSchema))
  .handler(({ data }): Promise<HomePage> =>
    readFromShop(async (client, session) => {
      const [content, topSellers, newest, guide] = await Promise.all([
        client.request('GET', '/api/v1/content/home/', {
          schema: homeContentResponseSchema,
          query: { locale: data.locale },
        }),
        client.request('GET', '/api/v1/catalog/search/', {
          session,
          schema: productListResponseSchema,
          query: { sortField: 'sales_rank', sortType: 'desc' },
        }),
        client.request('GET', '/api/v1/catalog/search/', {
          session,
          schema: productListResponseSchema,
          query: { sortField: 'added_at', sortType: 'desc' },
        }),
        client.request('GET', '/api/v1/guide/', { schema: guideListResponseSchema }),
      ])
      return {
        hero: content.data.home.hero,
        teasers: content.data.home.teasers,
        topSellers: topSellers.data.products.slice(0, HOME_LIST_SIZE),
        newest: newest.data.products.slice(0, HOME_LIST_SIZE),
        guidePosts: guide.data.posts.slice(0, HOME_GUIDE_POSTS),
      }
    }),
  )
