/**
 * Header search suggestions (spec §5, §9): phrases that start with what the shopper typed.
 */
import { asc, desc } from 'drizzle-orm'
import type { Database } from '../db/client'
import { autosuggestPhrases } from '../db/schema'
import { containsFoldedSql, normalizeWhitespace } from '../catalog/text-fold'

/** Spec §9: minimum 2 characters, at most 50 used, 5 suggestions. */
export const AUTOSUGGEST_MIN_LENGTH = 2
export const AUTOSUGGEST_MAX_LENGTH = 50
export const AUTOSUGGEST_LIMIT = 5

export interface Suggestion {
  readonly phrase: string
  readonly weight: number
  readonly url: string
}

/** The query as the storefront uses it: trimmed, spaces collapsed, first 50 characters. */
export function autosuggestQuery(raw: string): string {
  return Array.from(normalizeWhitespace(raw)).slice(0, AUTOSUGGEST_MAX_LENGTH).join('').trimEnd()
}

/**
 * Suggestions for a typed query, heaviest first. Prefix matching ignores case, and also umlauts and
 * accents, so "mu", "mü" and "mue" all find "Müller". The endpoint answers from the catalogue index
 * (catalog-index/suggest.ts); this database query is the reference that index is tested against.
 */
export async function suggest(db: Database, raw: string): Promise<Suggestion[]> {
  const query = autosuggestQuery(raw)
  if (Array.from(query).length < AUTOSUGGEST_MIN_LENGTH) return []
  return db
    .select({
      phrase: autosuggestPhrases.phrase,
      weight: autosuggestPhrases.weight,
      url: autosuggestPhrases.url,
    })
    .from(autosuggestPhrases)
    .where(containsFoldedSql(autosuggestPhrases.phrase, query, 'prefix'))
    .orderBy(desc(autosuggestPhrases.weight), asc(autosuggestPhrases.phrase))
    .limit(AUTOSUGGEST_LIMIT)
}
