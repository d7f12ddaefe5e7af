import { describe, expect, it } from 'vitest'
import {
  MAX_COLUMN_LINES,
  activateItem,
  isBannerGroup,
  isBrandItem,
  panelColumns,
  panelLayout,
  pressItem,
  toggleItem,
} from './desktop-menu.model'
import type { MenuNode } from '~/shop-client/schemas/navigation.schema'

const node = (id: number, children: MenuNode[] = [], column = 0, type = 'category'): MenuNode => ({
  id,
  name: `Item ${id}`,
  url: `/item-${id}/`,
  type,
  column,
  children,
  gender: 0,
})

describe('desktop menu active item (spec §4)', () => {
  it('an item with children becomes the active item', () => {
    expect(activateItem(node(1, [node(11)]))).toBe(1)
  })

  it('an item without children clears the active item', () => {
    expect(activateItem(node(2))).toBeNull()
  })

  it('there is one active item: activating another replaces it', () => {
    let active = activateItem(node(1, [node(11)]))
    active = toggleItem(active, node(3, [node(31)]))
    expect(active).toBe(3)
  })

  it('toggling the active item clears it; toggling a childless one clears too', () => {
    expect(toggleItem(1, node(1, [node(11)]))).toBeNull()
    expect(toggleItem(1, node(2))).toBeNull()
  })
})

describe('pressing a top-level button', () => {
  const women = node(1, [node(11)])

  it('a mouse click on the item its hover opened keeps it open, and so does a second click', () => {
    expect(pressItem(1, women, 'mouse')).toBe(1)
    expect(pressItem(pressItem(1, women, 'mouse'), women, 'mouse')).toBe(1)
  })

  it('a mouse click opens a closed item and replaces another open one', () => {
    expect(pressItem(null, women, 'mouse')).toBe(1)
    expect(pressItem(3, women, 'mouse')).toBe(1)
  })

  it('the keyboard and touch toggle: a second press closes', () => {
    for (const source of ['keyboard', 'touch'] as const) {
      expect(pressItem(null, women, source)).toBe(1)
      expect(pressItem(1, women, source)).toBeNull()
    }
  })

  it('an item without children clears the active item, however pressed', () => {
    for (const source of ['mouse', 'keyboard', 'touch'] as const)
      expect(pressItem(1, node(2), source)).toBeNull()
  })
})

describe('panel columns', () => {
  it('groups children by column in column order, keeping their order', () => {
    const root = node(1, [node(10, [], 2), node(11, [], 0), node(12, [], 2), node(13, [], 1)])
    expect(panelColumns(root).map((column) => [column.column, column.items.map((item) => item.id)])).toEqual([
      [0, [11]],
      [1, [13]],
      [2, [10, 12]],
    ])
  })

  it('recognises brand items and banner groups by type', () => {
    expect(isBrandItem(node(1, [], 0, 'brand'))).toBe(true)
    expect(isBrandItem(node(1, [], 0, 'top-brands'))).toBe(true)
    expect(isBrandItem(node(1, [], 0, 'category'))).toBe(false)
    expect(isBannerGroup(node(1, [], 0, 'banners'))).toBe(true)
    expect(isBannerGroup(node(1, [], 0, 'banner'))).toBe(false)
  })
})

describe('panel layout', () => {
  const leaves = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => node(from + index))

  it('takes brand groups to the foot and banner groups to a column of their own', () => {
    const brands = node(30, [node(301, [], 3, 'brand')], 3, 'brand')
    const banners = node(40, [node(401, [], 3, 'banner')], 3, 'banners')
    const layout = panelLayout(node(1, [node(10, leaves(100, 3), 0), brands, banners, node(20, [], 3)]))
    expect(layout.columns.map((column) => [column.column, column.items.map((item) => item.id)])).toEqual([
      [0, [10]],
      [3, [20]],
    ])
    expect(layout.brands).toEqual([brands])
    expect(layout.promotions).toEqual([banners])
  })

  it('a brand item without children stays a plain link in its column', () => {
    const layout = panelLayout(node(1, [node(30, [], 1, 'brand')]))
    expect(layout.brands).toEqual([])
    expect(layout.columns[0]?.items.map((item) => item.id)).toEqual([30])
  })

  it('sets a column wide once its groups and their entries exceed the line budget', () => {
    const fits = node(10, leaves(100, MAX_COLUMN_LINES - 1), 0)
    const long = node(20, leaves(200, MAX_COLUMN_LINES - 1), 1)
    const layout = panelLayout(node(1, [fits, long, node(21, [], 1)]))
    expect(layout.columns.map((column) => column.wide)).toEqual([false, true])
  })
})
