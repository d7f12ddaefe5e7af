/** Small text helpers shared by the generator: URL slugs, German number formatting, XML escaping. */

const transliterations: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

/**
 * Lower-case ASCII slug: German umlauts are transliterated (ä→ae, ö→oe, ü→ue, ß→ss) as customers
 * type them, other accents are dropped (é→e), everything else becomes single hyphens.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => transliterations[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * German grouping of thousands (10.000). Written by hand rather than with Intl so the output does
 * not depend on the ICU data of the Node build running the seed.
 */
export function groupThousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** A decimal with a comma, e.g. 13,8. */
export function decimalComma(value: number, digits = 1): string {
  return value.toFixed(digits).replace('.', ',')
}

/** Escapes text for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

/** The storefront search URL for a phrase: spaces become plus signs (spec §2 search route rules). */
export function searchUrl(phrase: string): string {
  return `/search/?q=${encodeURIComponent(phrase.trim().replace(/\s+/g, ' ')).replaceAll('%20', '+')}`
}
