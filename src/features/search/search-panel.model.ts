/**
 * Spec §4 "Search panel": the header search's state and what it shows, free of React so each rule
 * is unit-tested. The component feeds it the typed text, the shop's answers and the keyboard.
 *
 * - Opened or closed; closing clears the typed query and everything found for it.
 * - A query under 2 characters clears the product results, so the initial products (header data's
 *   `search-limited`) show again, and drops the suggestions.
 * - Answers are kept only for the phrase currently typed: a late answer for an older phrase, or one
 *   arriving after the query was cleared, is dropped instead of showing stale results.
 * - At most 5 suggestions.
 * - Posts are hidden only when there are no suggestions and no products.
 * - The keyboard moves one active option through the suggestions, then the products, and wraps
 *   around at either end (ArrowDown on the last option goes to the first, ArrowUp on the first, or
 *   with none active, to the last), as the WAI-ARIA combobox pattern allows.
 */
import { normalizeSearchPhrase } from '~/lib/search-serialization'
import { isSearchablePhrase, SUGGESTIONS_LIMIT } from '~/shop-client/schemas/search.schema'
import type { HeaderData, HeaderPost, HeaderProduct, Suggestion } from '~/shop-client/schemas/search.schema'

export interface SearchPanelState {
  readonly isOpen: boolean
  /** The text in the search box, as typed. */
  readonly query: string
  readonly suggestions: readonly Suggestion[]
  /** The normalized phrase the suggestions belong to; null when there are none. */
  readonly suggestionsFor: string | null
  /** Products found for the phrase; null shows the initial products. */
  readonly products: readonly HeaderProduct[] | null
  readonly productsFor: string | null
  /** The option the keyboard points at (its {@link PanelOption.key}), or null. */
  readonly activeKey: string | null
}

export const closedSearchPanel: SearchPanelState = {
  isOpen: false,
  query: '',
  suggestions: [],
  suggestionsFor: null,
  products: null,
  productsFor: null,
  activeKey: null,
}

export type MoveDirection = 'next' | 'previous'

export type SearchPanelAction =
  | { readonly type: 'open' }
  | { readonly type: 'close' }
  | { readonly type: 'type'; readonly query: string }
  | { readonly type: 'suggestions'; readonly phrase: string; readonly suggestions: readonly Suggestion[] }
  | { readonly type: 'products'; readonly phrase: string; readonly products: readonly HeaderProduct[] }
  /** Keyboard movement over the options currently shown, by their keys in display order. */
  | { readonly type: 'move'; readonly direction: MoveDirection; readonly optionKeys: readonly string[] }
  | { readonly type: 'activate'; readonly key: string | null }

/**
 * Whether answers for `phrase` belong on the panel now: it is open and the typed query is that
 * phrase, long enough to search. The component asks this before handing answers over, so it hands
 * each one over exactly once.
 */
export function acceptsResultsFor(state: SearchPanelState, phrase: string): boolean {
  return state.isOpen && isSearchablePhrase(phrase) && normalizeSearchPhrase(state.query) === phrase
}

/** The next active option: wraps at both ends; an active key no longer shown counts as none. */
export function moveActive(
  optionKeys: readonly string[],
  activeKey: string | null,
  direction: MoveDirection,
): string | null {
  if (optionKeys.length === 0) return null
  const current = activeKey === null ? -1 : optionKeys.indexOf(activeKey)
  const last = optionKeys.length - 1
  let next: number
  if (direction === 'next') next = current === -1 || current === last ? 0 : current + 1
  else next = current <= 0 ? last : current - 1
  return optionKeys[next] ?? null
}

export function searchPanelReducer(state: SearchPanelState, action: SearchPanelAction): SearchPanelState {
  switch (action.type) {
    case 'open':
      return state.isOpen ? state : { ...state, isOpen: true }
    case 'close':
      return state === closedSearchPanel ? state : closedSearchPanel
    case 'type': {
      if (action.query === state.query) return state
      const typed = { ...state, query: action.query, activeKey: null }
      if (isSearchablePhrase(action.query)) return typed
      return { ...typed, suggestions: [], suggestionsFor: null, products: null, productsFor: null }
    }
    case 'suggestions':
      if (!acceptsResultsFor(state, action.phrase)) return state
      return {
        ...state,
        suggestions: action.suggestions.slice(0, SUGGESTIONS_LIMIT),
        suggestionsFor: action.phrase,
      }
    case 'products':
      if (!acceptsResultsFor(state, action.phrase)) return state
      return { ...state, products: action.products, productsFor: action.phrase }
    case 'move':
      if (!state.isOpen) return state
      return { ...state, activeKey: moveActive(action.optionKeys, state.activeKey, action.direction) }
    case 'activate':
      return state.activeKey === action.key ? state : { ...state, activeKey: action.key }
  }
}

export type PanelOption =
  | { readonly key: string; readonly kind: 'suggestion'; readonly suggestion: Suggestion }
  | { readonly key: string; readonly kind: 'product'; readonly product: HeaderProduct }

export interface PanelContent {
  readonly suggestions: readonly Extract<PanelOption, { kind: 'suggestion' }>[]
  readonly products: readonly Extract<PanelOption, { kind: 'product' }>[]
  /** True while the products are the initial ones (nothing searched yet, or under 2 characters). */
  readonly initialProducts: boolean
  readonly posts: readonly HeaderPost[]
  /** Suggestions, then products: the order of keyboard movement. */
  readonly options: readonly PanelOption[]
  /** The active option, if it is still shown. */
  readonly active: PanelOption | undefined
}

/**
 * What the panel shows for the state and the header data (undefined while it loads or when it
 * failed; a timed-out answer is empty): the panel works the same without it, just without posts
 * and initial products.
 */
export function panelContent(state: SearchPanelState, header: HeaderData | undefined): PanelContent {
  const suggestions = state.suggestions.slice(0, SUGGESTIONS_LIMIT).map((suggestion, index) => ({
    key: `suggestion-${index}`,
    kind: 'suggestion' as const,
    suggestion,
  }))
  const productList = state.products ?? header?.initialProducts ?? []
  const products = productList.map((product) => ({
    key: `product-${product.id}`,
    kind: 'product' as const,
    product,
  }))
  const options: PanelOption[] = [...suggestions, ...products]
  const hidePosts = suggestions.length === 0 && products.length === 0
  return {
    suggestions,
    products,
    initialProducts: state.products === null,
    posts: hidePosts ? [] : (header?.posts ?? []),
    options,
    active: options.find((option) => option.key === state.activeKey),
  }
}

/** What the panel's live region says about the phrase typed now. */
export type PanelStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'results'; readonly suggestions: number; readonly products: number }
  | { readonly kind: 'no-results' }
  | { readonly kind: 'failed' }

/**
 * The status for screen readers, once each answer for the typed phrase has come in or failed:
 * nothing while one is awaited (so the next text is announced as a change), the counts of what was
 * found, "no results" when both answers are empty, and the failure when nothing was found because
 * an answer failed. A failed answer does not silence the other one's count.
 */
export function panelStatus(
  state: SearchPanelState,
  failed: { readonly suggestions: boolean; readonly products: boolean },
): PanelStatus {
  const phrase = normalizeSearchPhrase(state.query)
  if (!state.isOpen || !isSearchablePhrase(phrase)) return { kind: 'none' }
  const suggestionsIn = state.suggestionsFor === phrase
  const productsIn = state.productsFor === phrase
  if ((!suggestionsIn && !failed.suggestions) || (!productsIn && !failed.products)) return { kind: 'none' }
  const suggestions = suggestionsIn ? Math.min(state.suggestions.length, SUGGESTIONS_LIMIT) : 0
  const products = productsIn ? (state.products?.length ?? 0) : 0
  if (suggestions + products > 0) return { kind: 'results', suggestions, products }
  return suggestionsIn && productsIn ? { kind: 'no-results' } : { kind: 'failed' }
}
