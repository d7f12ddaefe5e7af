import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useEffect, useId, useReducer, useRef } from 'react'
import { useSafeNavigate } from '~/features/navigation/use-safe-navigate'
import { useSiteUrls } from '~/features/navigation/use-site-urls'
import { PriceTag } from '~/features/product/components/PriceTag'
import { classifyUrl } from '~/lib/safe-navigation'
import { searchHref } from '~/lib/search-href'
import { normalizeSearchPhrase } from '~/lib/search-serialization'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { getLocale } from '~/paraglide/runtime'
import { headerDataQuery, limitedSearchQuery, suggestionsQuery } from '../search.queries'
import { HEADER_SEARCH_DEBOUNCE_MS, isSearchablePhrase } from '../search.schema'
import type { HeaderPost, HeaderProduct, Suggestion } from '../search.schema'
import { keepFocusOnBlankPress } from '../header-focus'
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

const countFormatters = new Map<string, Intl.NumberFormat>()

function formatCount(count: number): string {
  const locale = getLocale()
  let formatter = countFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale)
    countFormatters.set(locale, formatter)
  }
  return formatter.format(count)
}

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
          type="search"
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
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: it only keeps presses on its blank space and text from taking the focus out of the text box
        <div
          // Only controls may take the focus: any other press would blur the text box, and focus
          // leaving the search closes the panel and clears the query. Options are never focused.
          onMouseDown={keepFocusOnBlankPress}
          className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(75vh,44rem)] overflow-y-auto rounded-lg border border-line bg-surface p-3 shadow-card lg:-right-24 lg:p-4"
        >
          {content.options.length > 0 && (
            <div
              role="listbox"
              id={ids.listbox}
              tabIndex={-1}
              aria-label={m.search_panel_results()}
              className="grid gap-4 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]"
            >
              {content.suggestions.length > 0 && (
                <div role="group" aria-labelledby={ids.suggestions} className="flex flex-col gap-0.5">
                  <div role="presentation" id={ids.suggestions} className={groupLabelClass}>
                    {m.search_panel_suggestions()}
                  </div>
                  {content.suggestions.map((option) => (
                    <PanelOptionRow
                      key={option.key}
                      id={optionId(option)}
                      active={option.key === content.active?.key}
                      onChoose={() => {
                        openOption(option)
                      }}
                    >
                      <SuggestionView suggestion={option.suggestion} />
                    </PanelOptionRow>
                  ))}
                </div>
              )}
              {content.products.length > 0 && (
                <div
                  role="group"
                  aria-labelledby={ids.products}
                  // Beside the suggestions when there are some, across the panel when not.
                  className={`grid gap-1 md:grid-cols-2 ${
                    content.suggestions.length > 0 ? 'lg:col-start-2' : 'lg:col-span-2 lg:grid-cols-3'
                  }`}
                >
                  <div role="presentation" id={ids.products} className={`${groupLabelClass} col-span-full`}>
                    {content.initialProducts ? m.search_panel_initial_products() : m.search_panel_products()}
                  </div>
                  {content.products.map((option) => (
                    <PanelOptionRow
                      key={option.key}
                      id={optionId(option)}
                      active={option.key === content.active?.key}
                      onChoose={() => {
                        openOption(option)
                      }}
                    >
                      <ProductPreview product={option.product} />
                    </PanelOptionRow>
                  ))}
                </div>
              )}
            </div>
          )}
          {(status.kind === 'no-results' || status.kind === 'failed') && (
            <p className="px-2 py-1 text-sm text-ink-muted">{statusText}</p>
          )}
          {content.posts.length > 0 && <GuidePosts posts={content.posts} labelId={ids.posts} />}
          <div className="mt-3 border-t border-line pt-3">
            <a
              href={localizeHref(searchHref(state.query))}
              onClick={(event) => {
                event.preventDefault()
                goToSearch(state.query)
              }}
              className="inline-flex min-h-11 items-center rounded-sm px-2 font-semibold text-brand-700 underline"
            >
              {phrase === '' ? m.search_panel_show_all_empty() : m.search_panel_show_all({ q: phrase })}
            </a>
          </div>
        </div>
      )}
      {/* Always mounted, so a change of its text is announced; empty while an answer is awaited. */}
      <p role="status" className="sr-only">
        {statusText}
      </p>
    </div>
  )
}

const groupLabelClass = 'px-2 pb-1 text-xs font-bold tracking-wide text-ink-muted uppercase'

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

function PanelOptionRow({
  id,
  active,
  onChoose,
  children,
}: {
  id: string
  active: boolean
  onChoose: () => void
  children: React.ReactNode
}) {
  return (
    // The keyboard is handled by the combobox's text box (aria-activedescendant), as the WAI-ARIA
    // pattern has it; options are never focused themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      role="option"
      id={id}
      tabIndex={-1}
      aria-selected={active}
      onClick={onChoose}
      className={`flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-surface-muted ${
        active ? 'bg-surface-muted outline-2 outline-brand-700' : ''
      }`}
    >
      {children}
    </div>
  )
}

/** A suggestion with the number of products its search finds — never its weight, a popularity. */
function SuggestionView({ suggestion }: { suggestion: Suggestion }) {
  const count = suggestion.count === null ? null : formatCount(suggestion.count)
  return (
    <>
      <Search aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      <span className="min-w-0 flex-1 truncate text-ink">{suggestion.phrase}</span>
      {count !== null && (
        <>
          <span aria-hidden="true" className="rounded-pill bg-surface-muted px-2 text-xs text-ink-muted">
            {count}
          </span>
          <span className="sr-only">, {m.search_panel_suggestion_count({ count })}</span>
        </>
      )}
    </>
  )
}

function ProductPreview({ product }: { product: HeaderProduct }) {
  return (
    <>
      <img
        src={product.image}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded-sm bg-surface-muted object-contain"
      />
      <span className="flex min-w-0 flex-col">
        <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {product.brand.name}
        </span>
        <span className="line-clamp-2 text-sm text-ink">{product.name}</span>
        <PriceTag prices={product.prices} />
      </span>
    </>
  )
}

function GuidePosts({ posts, labelId }: { posts: readonly HeaderPost[]; labelId: string }) {
  return (
    <section aria-labelledby={labelId} className="mt-4">
      <h2 id={labelId} className={groupLabelClass}>
        {m.search_panel_posts()}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            {/* A plain link: the article loads in full, and the panel with its query goes with the old page. */}
            <a
              href={localizeHref(`/blog/article/${encodeURIComponent(post.slug)}/`)}
              className="flex min-h-11 items-center gap-2 rounded-md p-1 text-sm font-medium text-brand-900 hover:bg-surface-muted hover:underline"
            >
              <img
                src={post.image}
                alt=""
                width={64}
                height={36}
                loading="lazy"
                decoding="async"
                className="aspect-video w-16 shrink-0 rounded-sm object-cover"
              />
              <span className="line-clamp-2">{post.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
