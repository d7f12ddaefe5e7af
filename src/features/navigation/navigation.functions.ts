import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { readMenu } from '~/shop-client/api/navigation.server'
import { validateInput } from '~/lib/validation'
import { GENDER_COOKIE, parseGenderCookie } from './selected-gender.model'
import type { Gender } from '~/shop-client/schemas/navigation.schema'
import { menuInputSchema } from '~/shop-client/schemas/navigation.schema'
import type { MenuNode } from '~/shop-client/schemas/navigation.schema'

/** The menu tree for the desktop mega-menu or the mobile slide-in menu; the same for every viewer. */
export const getMenu = createServerFn({ method: 'GET' })
  .validator(validateInput(menuInputSchema))
  .handler(({ data }): Promise<MenuNode[]> => readMenu(data.view, data.locale))

/**
 * The shopper's own gender choice (spec §4 "Selected gender"), kept in a readable cookie so the
 * server renders the menu and the home page for it; null when the shopper has not chosen.
 */
export const getGenderChoice = createServerFn({ method: 'GET' }).handler((): Promise<Gender | null> =>
  Promise.resolve(parseGenderCookie(getCookie(GENDER_COOKIE))),
)
