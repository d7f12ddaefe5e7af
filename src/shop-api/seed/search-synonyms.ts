/** Rows of search_synonyms from the maintained list (vocabulary/search-synonyms.ts). */
import type { Row } from './tables'
import { synonymSpecs } from './vocabulary/search-synonyms'

export function generateSearchSynonyms(): Row<'searchSynonyms'>[] {
  return synonymSpecs.map((spec, index) => ({ id: index + 1, term: spec.term, synonyms: [...spec.synonyms] }))
}
