import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { Suspense, lazy, useEffect, useId, useReducer, useRef } from 'react'
import { useSafeNavigate } from '~/features/navigation/use-safe-navigate'
import { useSiteUrls } from '~/features/navigation/use-site-urls'
import { classifyUrl } from '~/lib/safe-navigation'
import { searchHref } from '~/lib/search-href'
import { normalizeSearchPhrase } from '~/lib/search-serialization'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { headerDataQuery, limitedSearchQuery, suggestionsQuery } from '../search.queries'
import { HEADER_SEARCH_DEBOUNCE_MS, isSearchablePhrase } from '~/shop-client/schemas/search.schema'
import {
  acceptsResultsFor,
  closedSearchPanel,
  panelContent,
  panelStatus,
  searchPanelReducer,
} from '../search-panel.model'
import type { PanelOption } from '../search-panel.model'
import { useDebouncedValue } from '../use-debounced-value'
import { useSearchPanelPopup } from '../use-search-panel-popup'

const SearchPanelPopup = lazy(() => import('./SearchPanelPopup'))

/**
 * The header search (spec §4 "Search panel"): a WAI-ARIA combobox whose listbox groups suggestions
 * and product previews, with guide posts and a full-search link beside it. The keyboard stays in
 * the text box; the arrows move `aria-activedescendant` through the options.
 *
 * Without JavaScript it is a plain GET form to /search/. With it, submitting writes the results URL
 * by the spec §2 phrase rule (`/search/?q=Lauf+schuhe,+rot`), which the router's own serialization
 * would write with `%2C`.
 */
export function SearchPanel() {
  const popup = useSearchPanelPopup()
  const [state, dispatch] = useReducer(searchPanelReducer, closedSearchPanel)
  // The header's popup slot decides: another popup opening, or the delayed close after a blur,
  // closes the panel, and closing clears the query (spec §4).
  if (popup.isOpen !== state.isOpen) dispatch({ type: popup.isOpen ? 'open' : 'close' })

  const phrase = normalizeSearchPhrase(state.query)
  const settled = useDebouncedValue(phrase, HEADER_SEARCH_DEBOUNCE_MS)
  const searching = state.isOpen && settled === phrase && isSearchablePhrase(phrase)
  const suggestions = useQuery({ ...suggestionsQuery(settled), enabled: searching })
  const products = useQuery({ ...limitedSearchQuery(settled), enabled: searching })
  const header = useQuery({ ...headerDataQuery(), enabled: state.isOpen })

  // Answers go into the panel's state once each, and only for the phrase still typed.
  if (suggestions.data && state.suggestionsFor !== settled && acceptsResultsFor(state, settled)) {
    dispatch({ type: 'suggestions', phrase: settled, suggestions: suggestions.data })
  }
  if (products.data && state.productsFor !== settled && acceptsResultsFor(state, settled)) {
    dispatch({ type: 'products', phrase: settled, products: products.data.products })
  }

  const content = panelContent(state, header.data)
  const ids = useIds()
  const optionId = (option: PanelOption) => `${ids.listbox}-${option.key}`
  const activeId = content.active ? optionId(content.active) : undefined
  const expanded = state.isOpen && content.options.length > 0

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  const rootRef = useRef<HTMLDivElement>(null)
  const closePopup = popup.close
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget
      // Focus moving within the search (to a guide post, the full-search link) keeps the panel open.
      if (next instanceof Node && root.contains(next)) return
      closePopup()
    }
    root.addEventListener('focusout', onFocusOut)
    return () => {
      root.removeEventListener('focusout', onFocusOut)
    }
  }, [closePopup])

  const navigate = useNavigate()
  const router = useRouter()
  const siteUrls = useSiteUrls()
  const safeNavigate = useSafeNavigate()

  function goToSearch(raw: string) {
    popup.close({ immediate: true })
    // Pushed as written: a router navigation with `search: { q }` would re-encode the commas.
    router.history.push(localizeHref(searchHref(raw)))
  }

  function openOption(option: PanelOption) {
    popup.close({ immediate: true })
    if (option.kind === 'product') {
      void navigate({ to: '/p/$slug/', params: { slug: option.product.slug } })
      return
    }
    // A suggestion's url comes from the shop: only a page of this shop is followed (client-side, in
    // the current locale, checked once more after localizing); anything else falls back to searching
    // for the phrase.
    if (classifyUrl(option.suggestion.url, siteUrls).kind === 'internal') safeNavigate(option.suggestion.url)
    else goToSearch(option.suggestion.phrase)
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        if (!state.isOpen) {
          popup.open()
          return
        }
        dispatch({
          type: 'move',
          direction: event.key === 'ArrowDown' ? 'next' : 'previous',
          optionKeys: content.options.map((option) => option.key),
        })
        return
      case 'Enter':
        // Without an active option Enter submits the form, i.e. the full search.
        if (state.isOpen && content.active) {
          event.preventDefault()
          openOption(content.active)
        }
        return
      case 'Escape':
        if (state.isOpen || state.query !== '') {
          event.preventDefault()
          popup.close({ immediate: true })
          dispatch({ type: 'close' })
        }
        return
    }
  }

  // A failed answer counts only for the phrase typed now (the queries are keyed by `settled`).
  const status = panelStatus(state, {
    suggestions: suggestions.isError && settled === phrase,
    products: products.isError && settled === phrase,
  })
  let statusText = ''
  if (status.kind === 'results') {
    statusText = m.search_panel_status({
      suggestions: String(status.suggestions),
      products: String(status.products),
    })
  } else if (status.kind === 'no-results') statusText = m.search_panel_no_results({ q: phrase })
  else if (status.kind === 'failed') statusText = m.search_panel_failed()

  return (
    // The search landmark holds the panel too, so the header knows the focus is still in the search.
    <div ref={rootRef} role="search" className="relative col-span-2 lg:col-span-1">
      <form
        action={localizeHref('/search/')}
        method="get"
        className="flex"
        onSubmit={(event) => {
          event.preventDefault()
          goToSearch(state.query)
        }}
      >
        <label htmlFor={ids.input} className="sr-only">
          {m.header_search_label()}
        </label>
        <input
          id={ids.input}
          name="q"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.listbox}
          aria-activedescendant={expanded ? activeId : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={m.header_search_placeholder()}
          value={state.query}
          onChange={(event) => {
            dispatch({ type: 'type', query: event.target.value })
            if (!popup.isOpen) popup.open()
          }}
          onFocus={() => {
            popup.open()
          }}
          onClick={() => {
            popup.open()
          }}
          onKeyDown={onKeyDown}
          className="h-11 w-full min-w-0 rounded-l-pill border border-r-0 border-line bg-surface-muted px-5 text-base placeholder:text-ink-muted focus:bg-surface"
        />
        <button
          type="submit"
          className="flex h-11 items-center gap-2 rounded-r-pill bg-brand-800 px-5 font-semibold text-white hover:bg-brand-700"
        >
          <Search aria-hidden="true" className="size-5" />
          <span className="sr-only md:not-sr-only">{m.header_search_submit()}</span>
        </button>
      </form>

      {state.isOpen && (
        <Suspense fallback={null}>
          <SearchPanelPopup
            content={content}
            ids={ids}
            optionId={optionId}
            onChoose={openOption}
            statusText={status.kind === 'no-results' || status.kind === 'failed' ? statusText : ''}
            phrase={phrase}
            query={state.query}
            onShowAll={() => {
              goToSearch(state.query)
            }}
          />
        </Suspense>
      )}
      {/* Always mounted, so a change of its text is announced; empty while an answer is awaited. */}
      <p role="status" className="sr-only">
        {statusText}
      </p>
    </div>
  )
}

function useIds() {
  const base = useId()
  return {
    input: `${base}-input`,
    listbox: `${base}-listbox`,
    suggestions: `${base}-suggestions`,
    products: `${base}-products`,
    posts: `${base}-posts`,
  }
}
