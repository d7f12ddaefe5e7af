import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime'
import type { Locale } from '~/paraglide/runtime'
import { getGenderChoice, getMenu } from './navigation.functions'
import type { MenuView } from '~/shop-client/schemas/navigation.schema'
import { initialSelectedGender } from './selected-gender.model'
import type { SelectedGenderState } from './selected-gender.model'

/**
 * The menu of one view in the page's language. The root loader prefetches the desktop view, so the
 * header is server-rendered.
 */
export const menuQuery = (view: MenuView, locale: Locale = getLocale()) =>
  queryOptions({
    queryKey: ['menu', view, locale],
    queryFn: () => getMenu({ data: { view, locale } }),
    // The menu changes with editorial work, not while someone browses.
    staleTime: 10 * 60_000,
  })

/**
 * Spec §4 "Selected gender", held in the query cache so the header and the pages share one state
 * per browser tab (and one per request on the server). Loaded once from the shopper's cookie; from
 * then on the browser owns it, so it never refetches.
 */
export const selectedGenderQuery = queryOptions({
  queryKey: ['selected-gender'],
  queryFn: async (): Promise<SelectedGenderState> => ({
    ...initialSelectedGender,
    user: await getGenderChoice(),
  }),
  staleTime: Infinity,
  gcTime: Infinity,
})
