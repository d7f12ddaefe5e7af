/**
 * A country as the page's language names it ("Österreich", "Austria"), for addresses the shopper
 * reads: the API stores ISO codes ("AT"), which are not what a parcel label or a confirmation says.
 * The shop's delivery countries come from messages/ (reviewed wording); any other code from the
 * browser's or server's own names (Intl.DisplayNames), and the code itself if neither knows it.
 */
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

const deliveryCountries: Readonly<Record<string, () => string>> = {
  AT: m.country_at,
  DE: m.country_de,
  IT: m.country_it,
  CH: m.country_ch,
  LI: m.country_li,
  SI: m.country_si,
  HU: m.country_hu,
  CZ: m.country_cz,
  SK: m.country_sk,
}

export function countryName(countryId: string): string {
  const known = deliveryCountries[countryId.toUpperCase()]
  if (known) return known()
  try {
    return new Intl.DisplayNames([getLocale()], { type: 'region' }).of(countryId.toUpperCase()) ?? countryId
  } catch {
    // Not a well-formed region code: show it as it came.
    return countryId
  }
}
