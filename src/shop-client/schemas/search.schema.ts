/**
 * The header search's inputs and the storefront's reading of the shop's header endpoints
 * (spec §3 "Autosuggest entry", "Header data response"; §7 "Search and header"). Validated here
 * because the API host may be another retailer's.
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { productSummarySchema } from '~/shop-client/schemas/product.schema'
import { localeInputSchema } from '~/lib/locale'
import { MAX_SEARCH_PHRASE_LENGTH, normalizeSearchPhrase } from '~/lib/search-serialization'

/** Spec §5, §9: suggestions and header products start at 2 characters. */
export const MIN_PANEL_QUERY_LENGTH = 2
/** Spec §9: at most 5 suggestions. */
export const SUGGESTIONS_LIMIT = 5
/** Spec §9: the header data answers within 500 ms or the panel goes on without it. */
export const HEADER_DATA_TIMEOUT_MS = 500
/** Design brief §7: the header search waits 300 ms after the last keystroke (DELAY_DEBOUNCE_SEARCH is for other searches). */
export const HEADER_SEARCH_DEBOUNCE_MS = 300

/** Length in code points, as normalizeSearchPhrase counts. */
export function phraseLength(phrase: string): number {
  return Array.from(phrase).length
}

/** Whether a typed query is long enough to ask for suggestions and products (spec §4, §5). */
export function isSearchablePhrase(raw: string): boolean {
  return phraseLength(normalizeSearchPhrase(raw)) >= MIN_PANEL_QUERY_LENGTH
}

/**
 * A typed phrase as a server function receives it. More than a few times the 50 characters used is
 * not typing but abuse and is refused (422); the rest is normalized and cut to 50 (spec §2, §5).
 */
const phraseInputSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_SEARCH_PHRASE_LENGTH * 4, `At most ${MAX_SEARCH_PHRASE_LENGTH * 4} characters`),
  v.transform(normalizeSearchPhrase),
)

export const autosuggestInputSchema = v.object({ q: phraseInputSchema })
export type AutosuggestInput = v.InferInput<typeof autosuggestInputSchema>

export const limitedSearchInputSchema = v.object({ q: phraseInputSchema, locale: localeInputSchema })
export const headerDataInputSchema = v.object({ locale: localeInputSchema })
export type LimitedSearchInput = v.InferInput<typeof limitedSearchInputSchema>

const suggestionSchema = v.object({
  phrase: v.string(),
  /** How often the phrase was searched: orders the list, never shown as a count. */
  weight: v.number(),
  url: v.string(),
  /** Products the phrase's search finds, shown beside it; null (no number) for a category link. */
  count: v.optional(v.nullable(v.number()), null),
})
export type Suggestion = v.InferOutput<typeof suggestionSchema>

export const autosuggestResponseSchema = v.object({ data: v.array(suggestionSchema) })

export const searchLimitedResponseSchema = v.object({
  search: v.object({ products: v.array(productSummarySchema), total: v.number(), q: v.string() }),
})

const headerPostSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  image: v.string(),
})
export type HeaderPost = v.InferOutput<typeof headerPostSchema>

export const headerDataResponseSchema = v.object({
  blogPosts: v.array(headerPostSchema),
  'search-limited': v.object({ products: v.array(productSummarySchema), total: v.number() }),
})
export type HeaderDataResponse = v.InferOutput<typeof headerDataResponseSchema>

export type HeaderProduct = v.InferOutput<typeof productSummarySchema>

export interface LimitedSearch {
  readonly products: HeaderProduct[]
  readonly total: number
  /** The phrase as the shop used it. */
  readonly q: string
}

/** What the panel shows before anything is typed; empty when the shop did not answer in time. */
export interface HeaderData {
  readonly posts: HeaderPost[]
  readonly initialProducts: HeaderProduct[]
  /** True when the shop took longer than HEADER_DATA_TIMEOUT_MS and the panel goes on without it. */
  readonly timedOut: boolean
}

/** The search endpoints the storefront calls (checked by the contract test). */
export const searchContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/autosuggest/list/', autosuggestResponseSchema),
  endpoint('GET', '/search-limited/', searchLimitedResponseSchema),
  endpoint('GET', '/header-data/', headerDataResponseSchema),
]
