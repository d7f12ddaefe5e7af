import { getLocale } from '~/paraglide/runtime'

const countryNames = new Map<string, string>()

/** A country's name (ISO 3166 code) in the page's language, from the platform's own list. */
export function countryName(id: string, locale: string = getLocale()): string {
  const key = `${locale}|${id}`
  let name = countryNames.get(key)
  if (!name) {
    name = new Intl.DisplayNames([locale], { type: 'region' }).of(id) ?? id
    countryNames.set(key, name)
  }
  return name
}
