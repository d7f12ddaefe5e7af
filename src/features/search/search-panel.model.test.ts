import { describe, expect, it } from 'vitest'
import type { HeaderData, HeaderProduct, Suggestion } from '~/shop-client/schemas/search.schema'
import {
  acceptsResultsFor,
  closedSearchPanel,
  moveActive,
  panelContent,
  panelStatus,
  searchPanelReducer,
} from './search-panel.model'
import type { SearchPanelAction, SearchPanelState } from './search-panel.model'

function product(id: number): HeaderProduct {
  return {
    id,
    sku: `SKU-${id}`,
    slug: `produkt-${id}`,
    url: `/p/produkt-${id}/`,
    name: `Produkt ${id}`,
    brand: { id: 1, name: 'Salomon', slug: 'salomon', logo: '/media/brands/salomon.svg' },
    color: { id: 1, name: 'Blau', hex: '#0000ff' },
    gender: 1,
    genderSysname: 'female',
    image: `/media/products/${id}.svg`,
    prices: {
      priceType: 'vk',
      price: 99.95,
      priceFull: '€ 99,95',
      vk: 99.95,
      vkFull: '€ 99,95',
      rrp: 99.95,
      rrpFull: '€ 99,95',
      discountPercent: 0,
    },
    isOutlet: false,
    isBike: false,
    isSki: false,
    isHeavy: false,
    available: true,
  }
}

function suggestion(phrase: string, weight = 10): Suggestion {
  return { phrase, weight, url: `/search/?q=${phrase}`, count: null }
}

const header: HeaderData = {
  posts: [{ id: 1, slug: 'laufschuhe-finden', title: 'Laufschuhe finden', image: '/media/guide/1.svg' }],
  initialProducts: [product(100), product(101)],
  timedOut: false,
}

const run = (state: SearchPanelState, ...actions: SearchPanelAction[]) =>
  actions.reduce(searchPanelReducer, state)

/** An open panel with "lau" typed and its answers in. */
function withResults(): SearchPanelState {
  return run(
    closedSearchPanel,
    { type: 'open' },
    { type: 'type', query: 'lau' },
    { type: 'suggestions', phrase: 'lau', suggestions: [suggestion('laufschuhe'), suggestion('laufjacke')] },
    { type: 'products', phrase: 'lau', products: [product(1), product(2), product(3)] },
  )
}

describe('opening and closing', () => {
  it('starts closed and empty', () => {
    expect(closedSearchPanel).toMatchObject({ isOpen: false, query: '', activeKey: null })
  })

  it('opens', () => {
    expect(searchPanelReducer(closedSearchPanel, { type: 'open' }).isOpen).toBe(true)
  })

  it('closing clears the typed query, the results and the active option', () => {
    const open = run(withResults(), { type: 'move', direction: 'next', optionKeys: ['suggestion-0'] })
    expect(open.activeKey).toBe('suggestion-0')
    const closed = searchPanelReducer(open, { type: 'close' })
    expect(closed).toEqual(closedSearchPanel)
    expect(closed.query).toBe('')
  })

  it('reopening after a close starts from the initial products, not the old results', () => {
    const reopened = run(withResults(), { type: 'close' }, { type: 'open' })
    expect(panelContent(reopened, header).products.map((option) => option.product.id)).toEqual([100, 101])
  })
})

describe('typing', () => {
  it('keeps results while the query stays 2 characters or longer', () => {
    const state = run(withResults(), { type: 'type', query: 'lauf' })
    expect(state.products).toHaveLength(3)
    expect(state.suggestions).toHaveLength(2)
  })

  it.each([
    ['la', true],
    ['  l  ', false],
    ['l a', true],
  ])('counts the normalized phrase: %j is searchable: %s', (query, searchable) => {
    const state = run(withResults(), { type: 'type', query })
    expect(state.products !== null).toBe(searchable)
  })

  it('a query under 2 characters clears product results and restores the initial products', () => {
    const state = run(withResults(), { type: 'type', query: 'l' })
    expect(state.products).toBeNull()
    const content = panelContent(state, header)
    expect(content.initialProducts).toBe(true)
    expect(content.products.map((option) => option.product.id)).toEqual([100, 101])
    expect(content.suggestions).toEqual([])
  })

  it('an emptied query restores the initial products too', () => {
    const content = panelContent(run(withResults(), { type: 'type', query: '   ' }), header)
    expect(content.products.map((option) => option.product.id)).toEqual([100, 101])
  })

  it('typing drops the active option, whose place may change with the next answer', () => {
    const state = run(
      withResults(),
      { type: 'move', direction: 'next', optionKeys: ['suggestion-0'] },
      { type: 'type', query: 'laufs' },
    )
    expect(state.activeKey).toBeNull()
  })
})

describe('answers', () => {
  it('are taken for the phrase currently typed, normalized', () => {
    const state = run(
      closedSearchPanel,
      { type: 'open' },
      { type: 'type', query: '  Lauf   schuhe ' },
      { type: 'products', phrase: 'Lauf schuhe', products: [product(7)] },
    )
    expect(state.products?.map((item) => item.id)).toEqual([7])
  })

  it('for an older phrase are dropped', () => {
    const state = run(
      withResults(),
      { type: 'type', query: 'lauf' },
      {
        type: 'products',
        phrase: 'lau',
        products: [product(9)],
      },
    )
    expect(state.products?.map((item) => item.id)).toEqual([1, 2, 3])
  })

  it('arriving after the query went under 2 characters are dropped', () => {
    const state = run(
      withResults(),
      { type: 'type', query: 'l' },
      {
        type: 'products',
        phrase: 'lau',
        products: [product(9)],
      },
    )
    expect(state.products).toBeNull()
  })

  it('arriving after the panel closed are dropped', () => {
    const closed = run(withResults(), { type: 'close' })
    expect(acceptsResultsFor(closed, 'lau')).toBe(false)
    expect(run(closed, { type: 'suggestions', phrase: 'lau', suggestions: [suggestion('x')] })).toBe(closed)
  })

  it('keep at most 5 suggestions', () => {
    const many = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'].map((phrase) => suggestion(phrase))
    const state = run(
      closedSearchPanel,
      { type: 'open' },
      { type: 'type', query: 'a' + 'b' },
      {
        type: 'suggestions',
        phrase: 'ab',
        suggestions: many,
      },
    )
    expect(state.suggestions.map((item) => item.phrase)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5'])
    expect(panelContent({ ...state, suggestions: many }, header).suggestions).toHaveLength(5)
  })
})

describe('posts', () => {
  const posts = (state: SearchPanelState, data: HeaderData | undefined = header) =>
    panelContent(state, data).posts.map((post) => post.slug)

  it('show with suggestions and products', () => {
    expect(posts(withResults())).toEqual(['laufschuhe-finden'])
  })

  it('show with suggestions but no products', () => {
    const state = run(withResults(), { type: 'products', phrase: 'lau', products: [] })
    expect(posts(state)).toEqual(['laufschuhe-finden'])
  })

  it('show with products but no suggestions', () => {
    const state = run(withResults(), { type: 'suggestions', phrase: 'lau', suggestions: [] })
    expect(posts(state)).toEqual(['laufschuhe-finden'])
  })

  it('show beside the initial products before anything is typed', () => {
    expect(posts(run(closedSearchPanel, { type: 'open' }))).toEqual(['laufschuhe-finden'])
  })

  it('are hidden when there are no suggestions and no products', () => {
    const state = run(
      withResults(),
      { type: 'suggestions', phrase: 'lau', suggestions: [] },
      { type: 'products', phrase: 'lau', products: [] },
    )
    expect(posts(state)).toEqual([])
  })

  it('are hidden before anything is typed when there are no initial products', () => {
    expect(posts(run(closedSearchPanel, { type: 'open' }), { ...header, initialProducts: [] })).toEqual([])
  })
})

describe('without header data (still loading, failed or timed out)', () => {
  it('the panel still shows suggestions and products, without posts or initial products', () => {
    const timedOut: HeaderData = { posts: [], initialProducts: [], timedOut: true }
    for (const data of [undefined, timedOut]) {
      expect(panelContent(run(closedSearchPanel, { type: 'open' }), data).options).toEqual([])
      const content = panelContent(withResults(), data)
      expect(content.options).toHaveLength(5)
      expect(content.posts).toEqual([])
    }
  })
})

describe('keyboard movement', () => {
  const keys = ['suggestion-0', 'suggestion-1', 'product-1', 'product-2']

  it('goes through the suggestions, then the products', () => {
    const content = panelContent(withResults(), header)
    expect(content.options.map((option) => option.key)).toEqual([
      'suggestion-0',
      'suggestion-1',
      'product-1',
      'product-2',
      'product-3',
    ])
  })

  it('ArrowDown starts at the first option and moves on', () => {
    expect(moveActive(keys, null, 'next')).toBe('suggestion-0')
    expect(moveActive(keys, 'suggestion-1', 'next')).toBe('product-1')
  })

  it('ArrowDown on the last option wraps to the first', () => {
    expect(moveActive(keys, 'product-2', 'next')).toBe('suggestion-0')
  })

  it('ArrowUp starts at the last option, moves back and wraps from the first to the last', () => {
    expect(moveActive(keys, null, 'previous')).toBe('product-2')
    expect(moveActive(keys, 'product-1', 'previous')).toBe('suggestion-1')
    expect(moveActive(keys, 'suggestion-0', 'previous')).toBe('product-2')
  })

  it('an active option that is no longer shown counts as none', () => {
    expect(moveActive(keys, 'product-99', 'next')).toBe('suggestion-0')
    const state = { ...withResults(), activeKey: 'product-99' }
    expect(panelContent(state, header).active).toBeUndefined()
  })

  it('there is nothing to move to without options', () => {
    expect(moveActive([], null, 'next')).toBeNull()
    expect(moveActive([], 'suggestion-0', 'previous')).toBeNull()
  })

  it('the reducer moves only while open, and the content names the active option', () => {
    expect(run(closedSearchPanel, { type: 'move', direction: 'next', optionKeys: keys }).activeKey).toBeNull()
    const state = run(
      withResults(),
      { type: 'move', direction: 'next', optionKeys: keys },
      {
        type: 'move',
        direction: 'next',
        optionKeys: keys,
      },
    )
    const active = panelContent(state, header).active
    expect(active?.kind === 'suggestion' && active.suggestion.phrase).toBe('laufjacke')
  })

  it('the pointer can set the active option', () => {
    expect(run(withResults(), { type: 'activate', key: 'product-2' }).activeKey).toBe('product-2')
  })
})

describe('status for screen readers', () => {
  const noFailure = { suggestions: false, products: false }
  const typed = (query: string) => run(closedSearchPanel, { type: 'open' }, { type: 'type', query })

  it('counts what was found once both answers are in', () => {
    expect(panelStatus(withResults(), noFailure)).toEqual({ kind: 'results', suggestions: 2, products: 3 })
  })

  it('says nothing while an answer is still awaited', () => {
    const halfway = run(typed('lau'), {
      type: 'suggestions',
      phrase: 'lau',
      suggestions: [suggestion('lauf')],
    })
    expect(panelStatus(halfway, noFailure)).toEqual({ kind: 'none' })
  })

  it('says there are no results when both answers are empty', () => {
    const empty = run(
      typed('xqz'),
      { type: 'suggestions', phrase: 'xqz', suggestions: [] },
      { type: 'products', phrase: 'xqz', products: [] },
    )
    expect(panelStatus(empty, noFailure)).toEqual({ kind: 'no-results' })
  })

  it('counts what did arrive when the other answer failed', () => {
    const suggestionsOnly = run(typed('lau'), {
      type: 'suggestions',
      phrase: 'lau',
      suggestions: [suggestion('lauf')],
    })
    expect(panelStatus(suggestionsOnly, { suggestions: false, products: true })).toEqual({
      kind: 'results',
      suggestions: 1,
      products: 0,
    })
    const productsOnly = run(typed('lau'), { type: 'products', phrase: 'lau', products: [product(1)] })
    expect(panelStatus(productsOnly, { suggestions: true, products: false })).toEqual({
      kind: 'results',
      suggestions: 0,
      products: 1,
    })
  })

  it('reports the failure when nothing arrived and an answer failed', () => {
    expect(panelStatus(typed('lau'), { suggestions: true, products: true })).toEqual({ kind: 'failed' })
    const emptyAndFailed = run(typed('lau'), { type: 'suggestions', phrase: 'lau', suggestions: [] })
    expect(panelStatus(emptyAndFailed, { suggestions: false, products: true })).toEqual({ kind: 'failed' })
  })

  it('says nothing when closed or under 2 characters, whatever failed', () => {
    expect(panelStatus(closedSearchPanel, { suggestions: true, products: true })).toEqual({ kind: 'none' })
    expect(panelStatus(typed('l'), { suggestions: true, products: true })).toEqual({ kind: 'none' })
  })
})
