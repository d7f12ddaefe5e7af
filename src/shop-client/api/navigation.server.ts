/** The menu endpoint (spec §3 "Menu item", docs/api.md GET /api/v1/menu/). */
import type { Locale } from '~/paraglide/runtime'
import { shopApiPaths } from '../paths'
import { menuResponseSchema } from '../schemas/navigation.schema'
import type { MenuNode, MenuView } from '../schemas/navigation.schema'
import { readFromShop } from '../session-gateway.server'

/**
 * The menu tree of the desktop mega-menu or the mobile slide-in menu, named in the page's language
 * (the shop falls back to German). The same for every viewer: no session.
 */
export async function readMenu(view: MenuView, locale: Locale): Promise<MenuNode[]> {
  const response = await readFromShop((client) =>
    client.request('GET', shopApiPaths.menu, { query: { view, locale }, schema: menuResponseSchema }),
  )
  return response.data.items
}
