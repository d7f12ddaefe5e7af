import { describe, expect, it } from 'vitest'
import { activateItem, isBannerGroup, isBrandItem, panelColumns, toggleItem } from './desktop-menu.model'
import type { MenuNode } from './navigation.schema'

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
