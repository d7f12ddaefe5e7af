/** The home page's editorial content (docs/api.md GET /api/v1/content/home/). */
import type { Locale } from '~/paraglide/runtime'
import { shopApiPaths } from '../paths'
import { homeContentResponseSchema } from '../schemas/home.schema'
import type { HomeContent } from '../schemas/home.schema'
import { readFromShop } from '../session-gateway.server'

/** The hero and teasers in the page's language. The same for everyone: no session. */
export async function readHomeContent(locale: Locale): Promise<HomeContent> {
  const response = await readFromShop((client) =>
    client.request('GET', shopApiPaths.content.home, {
      schema: homeContentResponseSchema,
      query: { locale },
    }),
  )
  return response.data.home
}
