/**
 * The languages the API names its taxonomy in (menu items, categories, filter groups and values,
 * colours, sports): German, the shop's own, and English for the shop under /en/. A request picks one
 * with `locale`; a name without an English version is answered in German.
 */
import * as v from 'valibot'

export const apiLocales = ['de-AT', 'en'] as const
export type ApiLocale = (typeof apiLocales)[number]

export const localeQuerySchema = v.optional(v.picklist(apiLocales, 'locale is de-AT or en'), 'de-AT')

/** A row's name in the locale, German where it has no English one. */
export function localName(
  row: { readonly name: string; readonly nameEn?: string | null },
  locale: ApiLocale,
) {
  return locale === 'en' ? (row.nameEn ?? row.name) : row.name
}

/** The query of an endpoint whose only parameter is the locale its names are answered in. */
export const localeOnlyQuerySchema = v.object({ locale: localeQuerySchema })

/** The failure that `localeOnlyQuerySchema` adds to an endpoint's documentation. */
export const badLocaleFailure = { status: 422, when: 'locale not de-AT or en' } as const

/** The sentence endpoints that name colours add to their summary. */
export const colourLocaleNote =
  '`locale` de-AT (default) or en names the colours (German where a name has no English version).'
