import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { readFromShop } from '~/shop-client/session-gateway.server'
import { validateInput } from '~/lib/validation'
import { GENDER_COOKIE, parseGenderCookie } from './selected-gender.model'
import type { Gender } from '~/shop-client/schemas/navigation.schema'
import { menuInputSchema, menuResponseSchema } from '~/shop-client/schemas/navigation.schema'
import type { MenuNode } from '~/shop-client/schemas/navigation.schema'

/** The menu tree for the desktop mega-menu or the mobile slide-in menu; the same for every viewer. */
export const getMenu = createServerFn({ method: 'GET' })
  .validator(validateInput(menuInputSchema))
  .handler(async ({ data }): Promise<MenuNode[]> =>
    readFromShop(async (client) => {
      const response = await client.request('GET', '/api/v1/menu/', {
        query: { view: data.view, locale: data.locale },
        schema: menuResponseSchema,
      })
      return response.data.items
    }),
  )

/**
 * The shopper's own gender choice (spec §4 "Selected gender"), kept in a readable cookie so the
 * server renders the menu and the home page for it; null when the shopper has not chosen.
 */
export const getGenderChoice = createServerFn({ method: 'GET' }).handler((): Promise<Gender | null> =>
  Promise.resolve(parseGenderCookie(getCookie(GENDER_COOKIE))),
)
