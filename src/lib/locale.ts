import * as v from 'valibot'
import { locales } from '~/paraglide/runtime'
import type { Locale } from '~/paraglide/runtime'

/**
 * The page's locale in a server function's input: the shop API names categories, sports and colours
 * in it. The query helpers add `getLocale()`, and their keys hold it, so /en/ and / never share data.
 */
export const localeInputSchema = v.picklist(locales, 'locale is de-AT or en')

/**
 * Spec §3 names the locale by its key (`at`); Intl and HTML need the language tag (`de-AT`), because
 * Intl falls back to en-US for a bare `at`. Paraglide works with the tags.
 */
export const localeKeyToTag = { at: 'de-AT', en: 'en' } as const satisfies Record<string, Locale>

export type LocaleKey = keyof typeof localeKeyToTag

export function isLocaleKey(value: string): value is LocaleKey {
  return Object.hasOwn(localeKeyToTag, value)
}
