import { useLocation } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useReducer } from 'react'
import type { CatalogSearch } from './catalog-search.schema'
import type { CatalogPage } from '~/shop-client/schemas/catalog.schema'
import { useResultsNavigate } from './components/ResultsLink'
import type { ResultsRoute } from './components/ResultsLink'
import {
  applyTarget,
  filterReducer,
  immediateSelection,
  initFilterState,
  searchPathname,
  selectionFromSearch,
  withPageLevel,
} from './filters.model'
import type { FilterAction, FilterState, PageLevelValue, Selection } from './filters.model'

export interface CatalogFilters {
  readonly state: FilterState
  readonly dispatch: (action: FilterAction) => void
  /** Applies the pending selection, or the given one (a removed chip, a sort button). */
  readonly apply: (pending?: Selection) => Promise<void>
  /** Runs one action on the pending selection and applies the result at once. */
  readonly applyNow: (action: FilterAction) => Promise<void>
}

/**
 * The filter panel's state (spec §4 "Filters", rules in filters.model.ts) tied to the URL: the saved
 * selection is what the URL says (plus the values the page itself implies), and applying navigates.
 */
export function useCatalogFilters(
  page: CatalogPage,
  search: CatalogSearch,
  pageLevel: readonly PageLevelValue[],
  route: ResultsRoute,
): CatalogFilters {
  const saved = useMemo(() => withPageLevel(selectionFromSearch(search), pageLevel), [search, pageLevel])
  const [state, dispatch] = useReducer(filterReducer, saved, initFilterState)
  const savedKey = JSON.stringify(saved)
  // A new URL (applied filters, back button, a link) is the new saved state.
  useEffect(() => {
    dispatch({ type: 'sync', saved })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content, not the object identity
  }, [savedKey])

  const navigate = useResultsNavigate()
  const { pathname } = useLocation()
  const roleRange = page.filters.price.range.mobile

  const apply = useCallback(
    async (pending: Selection = state.pending) => {
      if (state.submitting) return
      const target = applyTarget({
        pathname,
        pageLevel,
        saved: state.saved,
        pending,
        roleRange,
        previous: search,
      })
      dispatch({ type: 'submit' })
      try {
        await navigate(target.pathname === searchPathname ? { kind: 'search' } : route, target.search)
      } finally {
        // The new URL has synced the panel by now; when the URL did not change, this unblocks it.
        dispatch({ type: 'failed' })
      }
    },
    [state, pathname, pageLevel, roleRange, search, navigate, route],
  )

  const applyNow = useCallback(
    (action: FilterAction) => apply(immediateSelection(state, action)),
    [apply, state],
  )

  return { state, dispatch, apply, applyNow }
}
