import { createServerFn } from '@tanstack/react-start'
import { searchCatalog } from '~/shop-client/api/catalog.server'
import { readGuideListing } from '~/shop-client/api/content.server'
import { readHomeContent } from '~/shop-client/api/home.server'
import { validateInput } from '~/lib/validation'
import { HOME_GUIDE_POSTS, HOME_LIST_SIZE, homePageInputSchema } from '~/shop-client/schemas/home.schema'
import type { HomePage } from '~/shop-client/schemas/home.schema'

/**
 * The home page asks with fixed parameters, so a refusal of one of its reads is a fault of the
 * shop, not a page that does not exist.
 */
function answered<T>(value: T | null, read: string): T {
  if (value === null) throw new Error(`The shop refused the home page's ${read}`)
  return value
}

/**
 * Everything the home page shows, in one round trip: the four shop calls run side by side, so the
 * page waits for the slowest of them instead of their sum. Product prices are those of the viewer's
 * session (his role when logged in); content and guide are the same for everyone and go without it.
 */
export const getHomePage = createServerFn({ method: 'GET' })
  .validator(validateInput(homePageInputSchema))
  .handler(async ({ data }): Promise<HomePage> => {
    const [content, topSellers, newest, guide] = await Promise.all([
      readHomeContent(data.locale),
      searchCatalog({ sortField: 'sales_rank', sortType: 'desc' }).then((page) =>
        answered(page, 'top sellers'),
      ),
      searchCatalog({ sortField: 'added_at', sortType: 'desc' }).then((page) =>
        answered(page, 'newest products'),
      ),
      readGuideListing().then((listing) => answered(listing, 'guide posts')),
    ])
    return {
      hero: content.hero,
      teasers: content.teasers,
      topSellers: topSellers.products.slice(0, HOME_LIST_SIZE),
      newest: newest.products.slice(0, HOME_LIST_SIZE),
      // Only what the teasers show travels to the browser.
      guidePosts: guide.posts
        .slice(0, HOME_GUIDE_POSTS)
        .map(({ id, slug, url, title, teaser, image }) => ({ id, slug, url, title, teaser, image })),
    }
  })
