import { describe, expect, it } from 'vitest'
import { priceRoleRanges } from '~/lib/price'
import type { CatalogSearch } from './catalog-search.schema'
import {
  applyTarget,
  emptySelection,
  filterReducer,
  hasPendingChanges,
  immediateSelection,
  initFilterState,
  isSingleValue,
  searchFromSelection,
  selectionFromSearch,
  selectionsEqual,
  withPageLevel,
} from './filters.model'
import type { FilterAction, FilterGroupInput, FilterState, Selection } from './filters.model'

const brand: FilterGroupInput = {
  id: 83,
  name: 'GENERAL_Brand',
  kind: 'checkbox',
  values: [{ token: '12' }, { token: '14' }, { token: '9' }],
}
const size: FilterGroupInput = {
  id: 89,
  name: 'GENERAL_Size',
  kind: 'checkbox',
  values: [{ token: '40' }, { token: '42_5' }],
}
/** Gender is a checkbox group in the response, yet holds one value at a time (spec §4). */
const gender: FilterGroupInput = {
  id: 82,
  name: 'GENERAL_Gender',
  kind: 'checkbox',
  values: [{ token: '1' }, { token: '2' }, { token: '3' }],
}
const colorRadio: FilterGroupInput = {
  id: 91,
  name: 'GENERAL_Color',
  kind: 'radio',
  values: [{ token: '3' }, { token: '5' }],
}
const colorDropdown: FilterGroupInput = { ...colorRadio, kind: 'dropdown' }
/** Running (1) with the sub-sports trail (11) and road (12); ski (2) with touring (21). */
const sports: FilterGroupInput = {
  id: 95,
  name: 'sports',
  kind: 'checkbox',
  values: [
    { token: '1' },
    { token: '11', parent: '1' },
    { token: '12', parent: '1' },
    { token: '2' },
    { token: '21', parent: '2' },
  ],
}

const vk = priceRoleRanges.vk

function selection(overrides: Partial<Selection> = {}): Selection {
  return { ...emptySelection, ...overrides }
}

function run(state: FilterState, ...actions: FilterAction[]): FilterState {
  return actions.reduce(filterReducer, state)
}

function toggle(group: FilterGroupInput, token: string): FilterAction {
  return { type: 'toggle', group, token }
}

const start = initFilterState(emptySelection)

describe('initFilterState', () => {
  it('starts with pending equal to saved and nothing submitting', () => {
    const saved = selection({ byId: { '83': ['12'] } })
    expect(initFilterState(saved)).toEqual({ saved, pending: saved, submitting: false })
    expect(hasPendingChanges(initFilterState(saved))).toBe(false)
  })
})

describe('selections are pending until saved', () => {
  it('toggle changes only pending', () => {
    const state = run(start, toggle(brand, '12'))
    expect(state.pending.byId).toEqual({ '83': ['12'] })
    expect(state.saved).toBe(emptySelection)
    expect(hasPendingChanges(state)).toBe(true)
  })

  it('submit, then submitted, saves the pending selection', () => {
    const submitting = run(start, toggle(brand, '12'), { type: 'submit' })
    expect(submitting.submitting).toBe(true)
    expect(submitting.saved).toBe(emptySelection)
    const saved = filterReducer(submitting, { type: 'submitted' })
    expect(saved.submitting).toBe(false)
    expect(saved.saved.byId).toEqual({ '83': ['12'] })
    expect(hasPendingChanges(saved)).toBe(false)
  })

  it('a failed submit keeps the pending selection and unblocks the panel', () => {
    const failed = run(start, toggle(brand, '12'), { type: 'submit' }, { type: 'failed' })
    expect(failed.submitting).toBe(false)
    expect(failed.saved).toBe(emptySelection)
    expect(failed.pending.byId).toEqual({ '83': ['12'] })
  })

  it('discard puts pending back to saved', () => {
    const saved = selection({ byId: { '83': ['14'] } })
    const state = run(
      initFilterState(saved),
      toggle(brand, '12'),
      { type: 'setPrice', min: 10, max: 20 },
      {
        type: 'discard',
      },
    )
    expect(state.pending).toBe(saved)
    expect(hasPendingChanges(state)).toBe(false)
  })

  it('sync replaces both selections and ends a submit', () => {
    const fromUrl = selection({ byId: { '89': ['40'] } })
    const state = run(start, toggle(brand, '12'), { type: 'submit' }, { type: 'sync', saved: fromUrl })
    expect(state).toEqual({ saved: fromUrl, pending: fromUrl, submitting: false })
  })

  it('ticking a value and unticking it again leaves no pending change', () => {
    const state = run(start, toggle(brand, '12'), toggle(brand, '12'))
    expect(state.pending.byId).toEqual({})
    expect(hasPendingChanges(state)).toBe(false)
  })
})

describe('controls that apply at once (sort buttons, chips)', () => {
  it('act on the saved selection and leave ticks still pending out', () => {
    const saved = selection({ byId: { '83': ['12'] } })
    const state = run(initFilterState(saved), toggle(brand, '14'), toggle(size, '40'))
    expect(state.pending.byId).toEqual({ '83': ['12', '14'], '89': ['40'] })
    const sorted = immediateSelection(state, { type: 'toggleSort', sort: { field: 'price', type: 'asc' } })
    expect(sorted).toEqual(selection({ byId: { '83': ['12'] }, sort: { field: 'price', type: 'asc' } }))
    const chipRemoved = immediateSelection(state, toggle(brand, '12'))
    expect(chipRemoved.byId).toEqual({})
  })
})

describe('selection is blocked while submitting', () => {
  const submitting = run(start, toggle(brand, '12'), { type: 'submit' })

  it.each<FilterAction>([
    toggle(brand, '14'),
    { type: 'setPrice', min: 10, max: 20 },
    { type: 'toggleSort', sort: { field: 'price', type: 'asc' } },
    { type: 'clearGroup', groupId: 83 },
    { type: 'clearAll' },
    { type: 'submit' },
  ])('ignores %j', (action) => {
    expect(filterReducer(submitting, action)).toBe(submitting)
  })

  it('still lets discard through', () => {
    expect(filterReducer(submitting, { type: 'discard' }).pending).toBe(submitting.saved)
  })
})

describe('checkbox filters', () => {
  it('hold several values, kept in canonical order', () => {
    const state = run(start, toggle(brand, '14'), toggle(brand, '9'), toggle(brand, '12'))
    expect(state.pending.byId).toEqual({ '83': ['9', '12', '14'] })
  })

  it('untick one value and keep the others; the last one removes the group', () => {
    const state = run(
      start,
      toggle(brand, '14'),
      toggle(size, '40'),
      toggle(brand, '12'),
      toggle(brand, '14'),
    )
    expect(state.pending.byId).toEqual({ '83': ['12'], '89': ['40'] })
    expect(filterReducer(state, toggle(brand, '12')).pending.byId).toEqual({ '89': ['40'] })
  })
})

describe('one value at a time (spec §4)', () => {
  it.each([
    ['radio', colorRadio, '91'],
    ['dropdown', colorDropdown, '91'],
    ['gender', gender, '82'],
  ] as const)('%s: another value replaces, the same one again deselects', (_, group, key) => {
    const [first, second] = group.values
    if (first === undefined || second === undefined) throw new Error('fixture needs two values')
    const one = run(start, toggle(group, first.token))
    expect(one.pending.byId).toEqual({ [key]: [first.token] })
    const replaced = filterReducer(one, toggle(group, second.token))
    expect(replaced.pending.byId).toEqual({ [key]: [second.token] })
    expect(filterReducer(replaced, toggle(group, second.token)).pending.byId).toEqual({})
  })

  it('applies to gender, radio and dropdown only', () => {
    expect(isSingleValue(gender)).toBe(true)
    expect(isSingleValue(colorRadio)).toBe(true)
    expect(isSingleValue(colorDropdown)).toBe(true)
    expect(isSingleValue(brand)).toBe(false)
    expect(isSingleValue(sports)).toBe(false)
  })
})

describe('sports and sub-sports (spec §4)', () => {
  it('selecting a sub-sport selects its parent sport', () => {
    expect(run(start, toggle(sports, '11')).pending.byId).toEqual({ '95': ['1', '11'] })
  })

  it('a second sub-sport of a selected parent adds only itself', () => {
    expect(run(start, toggle(sports, '11'), toggle(sports, '12')).pending.byId).toEqual({
      '95': ['1', '11', '12'],
    })
  })

  it('selecting a parent alone selects no sub-sport', () => {
    expect(run(start, toggle(sports, '1')).pending.byId).toEqual({ '95': ['1'] })
  })

  it('deselecting the last sub-sport deselects its parent', () => {
    const state = run(start, toggle(sports, '11'), toggle(sports, '21'), toggle(sports, '11'))
    expect(state.pending.byId).toEqual({ '95': ['2', '21'] })
  })

  it('deselecting a sub-sport keeps the parent while a sibling is selected', () => {
    const state = run(start, toggle(sports, '11'), toggle(sports, '12'), toggle(sports, '11'))
    expect(state.pending.byId).toEqual({ '95': ['1', '12'] })
  })

  it('deselecting a parent deselects its sub-sports and nothing else', () => {
    const state = run(
      start,
      toggle(sports, '11'),
      toggle(sports, '12'),
      toggle(sports, '21'),
      toggle(sports, '1'),
    )
    expect(state.pending.byId).toEqual({ '95': ['2', '21'] })
  })
})

describe('sort', () => {
  const priceAsc = { field: 'price', type: 'asc' } as const
  const priceDesc = { field: 'price', type: 'desc' } as const

  it('toggling a sort selects it; toggling the same sort again clears it back to favourite', () => {
    const sorted = run(start, { type: 'toggleSort', sort: priceAsc })
    expect(sorted.pending.sort).toEqual(priceAsc)
    expect(sorted.saved.sort).toBeNull()
    expect(filterReducer(sorted, { type: 'toggleSort', sort: priceAsc }).pending.sort).toBeNull()
  })

  it('toggling another sort replaces it', () => {
    const state = run(start, { type: 'toggleSort', sort: priceAsc }, { type: 'toggleSort', sort: priceDesc })
    expect(state.pending.sort).toEqual(priceDesc)
  })

  it('stores the favourite sort as null', () => {
    const state = run(start, { type: 'toggleSort', sort: { field: 'sales_rank', type: 'desc' } })
    expect(state.pending.sort).toBeNull()
    expect(hasPendingChanges(state)).toBe(false)
  })
})

describe('price and clearing', () => {
  it('setPrice sets both bounds in pending and refuses amounts that are not prices', () => {
    expect(run(start, { type: 'setPrice', min: 10, max: 99.5 }).pending).toMatchObject({
      priceMin: 10,
      priceMax: 99.5,
    })
    expect(run(start, { type: 'setPrice', min: -3, max: Number.NaN }).pending).toMatchObject({
      priceMin: null,
      priceMax: null,
    })
  })

  it('clearGroup removes one filter only', () => {
    const state = run(start, toggle(brand, '12'), toggle(size, '40'), { type: 'clearGroup', groupId: 83 })
    expect(state.pending.byId).toEqual({ '89': ['40'] })
  })

  it('clearAll removes filters and price but keeps the sort', () => {
    const state = run(
      start,
      toggle(brand, '12'),
      { type: 'setPrice', min: 10, max: 20 },
      { type: 'toggleSort', sort: { field: 'price', type: 'asc' } },
      { type: 'clearAll' },
    )
    expect(state.pending).toEqual({
      byId: {},
      priceMin: null,
      priceMax: null,
      sort: { field: 'price', type: 'asc' },
      inStore: false,
    })
  })

  it('clearAll keeps the given page-level values that were ticked', () => {
    const state = run(initFilterState(selection({ byId: { '82': ['1'], '83': ['12'] } })), {
      type: 'clearAll',
      keep: [
        { filterId: 82, token: '1' },
        { filterId: 95, token: '2' },
      ],
    })
    expect(state.pending.byId).toEqual({ '82': ['1'] })
  })
})

describe('hasPendingChanges and selectionsEqual', () => {
  it('ignore the order of values and empty groups', () => {
    expect(
      selectionsEqual(
        selection({ byId: { '83': ['12', '14'], '89': [] } }),
        selection({ byId: { '83': ['14', '12'] } }),
      ),
    ).toBe(true)
  })

  it('see differences in values, price and sort', () => {
    const base = selection({ byId: { '83': ['12'] } })
    expect(selectionsEqual(base, selection({ byId: { '83': ['14'] } }))).toBe(false)
    expect(selectionsEqual(base, { ...base, priceMin: 5 })).toBe(false)
    expect(selectionsEqual(base, { ...base, priceMax: 5 })).toBe(false)
    expect(selectionsEqual(base, { ...base, sort: { field: 'price', type: 'asc' } })).toBe(false)
    expect(selectionsEqual(base, { ...base, sort: { field: 'sales_rank', type: 'desc' } })).toBe(true)
  })
})

describe('selectionFromSearch', () => {
  it('reads filters, price and sort of the URL', () => {
    expect(
      selectionFromSearch({
        q: 'ski',
        filters: '83-12.14,95-1.11',
        priceMin: 10,
        priceMax: 50,
        priceType: 'pro',
        sortField: 'price',
        sortType: 'asc',
        page: 3,
      }),
    ).toEqual({
      byId: { '83': ['12', '14'], '95': ['1', '11'] },
      priceMin: 10,
      priceMax: 50,
      sort: { field: 'price', type: 'asc' },
      inStore: false,
    })
  })

  it('reads an empty search as the empty selection with the favourite sort', () => {
    expect(selectionFromSearch({})).toEqual(emptySelection)
  })

  it('fills a missing sort part with the default', () => {
    expect(selectionFromSearch({ sortField: 'price' }).sort).toEqual({ field: 'price', type: 'desc' })
    expect(selectionFromSearch({ sortType: 'asc' }).sort).toEqual({ field: 'sales_rank', type: 'asc' })
  })
})

describe('searchFromSelection', () => {
  const options = { roleRange: vk, previous: {} }

  it('writes the canonical filters parameter', () => {
    expect(
      searchFromSelection(selection({ byId: { '89': ['42_5', '40'], '83': ['14', '12'] } }), options),
    ).toEqual({
      filters: '83-12.14,89-40.42_5',
    })
  })

  it('writes nothing for the empty selection', () => {
    expect(searchFromSelection(emptySelection, options)).toEqual({})
  })

  it('sends price only where it differs from the role range', () => {
    expect(searchFromSelection(selection({ priceMin: 4, priceMax: 1200 }), options)).toEqual({})
    expect(searchFromSelection(selection({ priceMin: 5, priceMax: 1200 }), options)).toEqual({ priceMin: 5 })
    expect(searchFromSelection(selection({ priceMin: 4, priceMax: 1199 }), options)).toEqual({
      priceMax: 1199,
    })
    expect(searchFromSelection(selection({ priceMin: 8, priceMax: 810 }), options)).toEqual({
      priceMin: 8,
      priceMax: 810,
    })
  })

  it('compares the price with the range of the viewer’s role', () => {
    const staff = { roleRange: priceRoleRanges.staff, previous: {} }
    expect(searchFromSelection(selection({ priceMin: 8, priceMax: 810 }), staff)).toEqual({})
    expect(searchFromSelection(selection({ priceMin: 4, priceMax: 1200 }), staff)).toEqual({
      priceMin: 4,
      priceMax: 1200,
    })
  })

  it('swaps a minimum above the maximum before comparing', () => {
    expect(searchFromSelection(selection({ priceMin: 300, priceMax: 20 }), options)).toEqual({
      priceMin: 20,
      priceMax: 300,
    })
    expect(searchFromSelection(selection({ priceMin: 1200, priceMax: 4 }), options)).toEqual({})
  })

  it('writes a sort only where it differs from favourite', () => {
    expect(searchFromSelection(selection({ sort: { field: 'price', type: 'asc' } }), options)).toEqual({
      sortField: 'price',
      sortType: 'asc',
    })
    expect(searchFromSelection(selection({ sort: { field: 'added_at', type: 'desc' } }), options)).toEqual({
      sortField: 'added_at',
    })
    expect(searchFromSelection(selection({ sort: { field: 'sales_rank', type: 'asc' } }), options)).toEqual({
      sortType: 'asc',
    })
    expect(searchFromSelection(selection({ sort: { field: 'sales_rank', type: 'desc' } }), options)).toEqual(
      {},
    )
  })

  it('holds every key, so that spreading it over the current search clears what it leaves out', () => {
    const current: CatalogSearch = {
      q: 'ski',
      filters: '83-1',
      priceMin: 50,
      priceType: 'pro',
      sortField: 'price',
      page: 3,
    }
    expect({
      ...current,
      ...searchFromSelection(emptySelection, { roleRange: vk, previous: current }),
    }).toStrictEqual({
      q: 'ski',
      filters: undefined,
      inStore: undefined,
      priceMin: undefined,
      priceMax: undefined,
      priceType: undefined,
      sortField: undefined,
      sortType: undefined,
      page: undefined,
    })
  })

  it('carries q over and never writes priceType', () => {
    const previous: CatalogSearch = { q: 'Lauf schuhe', priceType: 'staff' }
    expect(searchFromSelection(emptySelection, { roleRange: vk, previous })).toEqual({ q: 'Lauf schuhe' })
  })

  describe('pagination (spec §4: resets when a saved filter changes)', () => {
    const previous: CatalogSearch = {
      filters: '83-12',
      priceMin: 10,
      sortField: 'price',
      sortType: 'asc',
      page: 3,
    }
    const same = selectionFromSearch(previous)

    it('keeps the page when nothing changed', () => {
      expect(searchFromSelection(same, { roleRange: vk, previous })).toEqual(previous)
    })

    it.each<[string, Selection]>([
      ['a filter value', { ...same, byId: { '83': ['12', '14'] } }],
      ['the minimum price', { ...same, priceMin: 11 }],
      ['the maximum price', { ...same, priceMax: 500 }],
      ['the sort', { ...same, sort: { field: 'price', type: 'desc' } }],
      ['the sort back to favourite', { ...same, sort: null }],
    ])('resets the page when %s changes', (_, changed) => {
      expect(searchFromSelection(changed, { roleRange: vk, previous }).page).toBeUndefined()
    })

    it('does not count a price equal to the range bound as a change', () => {
      const shared: CatalogSearch = { priceMin: 4, priceMax: 1200, page: 2 }
      expect(searchFromSelection(selection({ priceMin: 4 }), { roleRange: vk, previous: shared })).toEqual({
        page: 2,
      })
    })
  })
})

describe('applyTarget (spec §2)', () => {
  const women = [{ filterId: 82, token: '1' }] as const
  const saved = selection({ byId: { '82': ['1'], '83': ['12'] } })
  const base = { pathname: '/damen/schuhe/', pageLevel: women, saved, roleRange: vk }

  it('stays on the category path and keeps page-level values out of its URL', () => {
    const pending = selection({ byId: { '82': ['1'], '83': ['12', '14'] } })
    expect(applyTarget({ ...base, pending, previous: { filters: '83-12', page: 2 } })).toEqual({
      pathname: '/damen/schuhe/',
      search: { filters: '83-12.14' },
    })
  })

  it('keeps the page on the category path when only page-level values are ticked and nothing changed', () => {
    expect(applyTarget({ ...base, pending: saved, previous: { filters: '83-12', page: 2 } })).toEqual({
      pathname: '/damen/schuhe/',
      search: { filters: '83-12', page: 2 },
    })
  })

  it('goes to /search/ when a page-level value is unticked, keeping the rest and q', () => {
    const pending = selection({ byId: { '83': ['12', '14'] }, priceMin: 10 })
    expect(applyTarget({ ...base, pending, previous: { q: 'laufen', filters: '83-12', page: 4 } })).toEqual({
      pathname: '/search/',
      search: { q: 'laufen', filters: '83-12.14', priceMin: 10 },
    })
  })

  it('starts /search/ at its first page even when nothing else changed', () => {
    const pending = selection({ byId: { '83': ['12'] } })
    expect(
      applyTarget({ ...base, pending, previous: { filters: '83-12', page: 4 } }).search.page,
    ).toBeUndefined()
  })

  it('writes the other page-level values into the /search/ URL', () => {
    const pageLevel = [
      { filterId: 82, token: '1' },
      { filterId: 95, token: '2' },
    ]
    const withBoth = selection({ byId: { '82': ['1'], '95': ['2'] } })
    const pending = selection({ byId: { '95': ['2'] } })
    expect(applyTarget({ ...base, pageLevel, saved: withBoth, pending, previous: {} })).toEqual({
      pathname: '/search/',
      search: { filters: '95-2' },
    })
  })

  it('goes to /search/ when the gender is switched to another value', () => {
    const pending = selection({ byId: { '82': ['2'], '83': ['12'] } })
    expect(applyTarget({ ...base, pending, previous: { filters: '83-12' } })).toEqual({
      pathname: '/search/',
      search: { filters: '82-2,83-12' },
    })
  })

  it('stays on pages without page-level values', () => {
    const pending = selection({ byId: { '82': ['2'] } })
    expect(
      applyTarget({
        pathname: '/search/',
        pageLevel: [],
        saved: emptySelection,
        pending,
        roleRange: vk,
        previous: { q: 'ski' },
      }),
    ).toEqual({ pathname: '/search/', search: { q: 'ski', filters: '82-2' } })
  })

  it('does not leave when the page-level value was never ticked in saved', () => {
    const pending = selection({ byId: { '83': ['12'] } })
    expect(
      applyTarget({ ...base, saved: selection({ byId: { '83': ['12'] } }), pending, previous: {} }),
    ).toEqual({
      pathname: '/damen/schuhe/',
      search: { filters: '83-12' },
    })
  })
})

describe('withPageLevel', () => {
  it('ticks the page-level values in a selection read from the URL', () => {
    const fromUrl = selectionFromSearch({ filters: '83-12,82-2' })
    expect(withPageLevel(fromUrl, [{ filterId: 82, token: '1' }]).byId).toEqual({
      '82': ['1', '2'],
      '83': ['12'],
    })
    expect(withPageLevel(emptySelection, [{ filterId: 82, token: '1' }]).byId).toEqual({ '82': ['1'] })
  })

  it('leaves a selection that already holds them as it is', () => {
    const seeded = selection({ byId: { '82': ['1'] } })
    expect(withPageLevel(seeded, [{ filterId: 82, token: '1' }])).toEqual(seeded)
  })
})

describe('in my store (omnichannel)', () => {
  it('is pending until applied, and a second toggle takes it back', () => {
    const ticked = run(start, { type: 'toggleInStore' })
    expect(ticked.pending.inStore).toBe(true)
    expect(ticked.saved.inStore).toBe(false)
    expect(hasPendingChanges(ticked)).toBe(true)
    expect(hasPendingChanges(run(ticked, { type: 'toggleInStore' }))).toBe(false)
  })

  it('is cleared by "clear all" like any filter', () => {
    const saved = selection({ inStore: true, byId: { '83': ['12'] } })
    expect(run(initFilterState(saved), { type: 'clearAll' }).pending.inStore).toBe(false)
  })

  it('round-trips through the URL as inStore=1 and resets the page', () => {
    const previous: CatalogSearch = { filters: '83-12', page: 3 }
    const search = searchFromSelection(selection({ byId: { '83': ['12'] }, inStore: true }), {
      roleRange: vk,
      previous,
    })
    expect(search).toEqual({ filters: '83-12', inStore: '1' })
    expect(selectionFromSearch(search).inStore).toBe(true)
    expect(selectionFromSearch({ filters: '83-12' }).inStore).toBe(false)
    expect(
      searchFromSelection(selection({ byId: { '83': ['12'] }, inStore: true }), {
        roleRange: vk,
        previous: { filters: '83-12', inStore: '1', page: 3 },
      }).page,
    ).toBe(3)
  })

  it('makes selections differ', () => {
    expect(selectionsEqual(selection({ inStore: true }), selection())).toBe(false)
  })
})
