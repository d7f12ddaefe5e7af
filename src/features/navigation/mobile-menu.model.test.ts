import { describe, expect, it } from 'vitest'
import {
  closeMobileMenu,
  closedMobileMenu,
  currentLevel,
  nextLevel,
  openMobileMenu,
  previousLevel,
} from './mobile-menu.model'
import type { MenuNode } from './navigation.schema'

const node = (id: number, children: MenuNode[] = [], type = 'category'): MenuNode => ({
  id,
  name: `Item ${id}`,
  url: `/item-${id}/`,
  type,
  column: 0,
  children,
  gender: 0,
})

const leaf = node(111)
const shoes = node(11, [leaf])
const brands = node(12, [node(121, [], 'brand')], 'brand')
const women = node(1, [shoes, brands], 'root-gender')

describe('mobile menu stack (spec §4)', () => {
  it('opens at the root level and records the scroll position', () => {
    const state = openMobileMenu(840)
    expect(state.stack).toHaveLength(1)
    expect(currentLevel(state).item).toBeNull()
    expect(state.scrollY).toBe(840)
  })

  it('next pushes a level, back pops it', () => {
    let state = openMobileMenu(0)
    state = nextLevel(state, women)
    state = nextLevel(state, shoes)
    expect(state.stack.map((level) => level.item?.id ?? null)).toEqual([null, 1, 11])
    state = previousLevel(state)
    expect(currentLevel(state).item?.id).toBe(1)
  })

  it('back never goes below the root', () => {
    let state = openMobileMenu(0)
    state = previousLevel(previousLevel(state))
    expect(state.stack).toHaveLength(1)
    expect(currentLevel(state).item).toBeNull()
  })

  it('brand items get a brand-style level', () => {
    const state = nextLevel(nextLevel(openMobileMenu(0), women), brands)
    expect(currentLevel(state).style).toBe('brand')
    expect(state.stack[1]?.style).toBe('default')
  })

  it('an item without children pushes nothing (it is a link)', () => {
    const state = openMobileMenu(0)
    expect(nextLevel(state, leaf)).toBe(state)
  })

  it('closing resets the stack and hands back the recorded scroll position', () => {
    const deep = nextLevel(nextLevel(openMobileMenu(1200), women), shoes)
    const { state, restoreScrollY } = closeMobileMenu(deep)
    expect(restoreScrollY).toBe(1200)
    expect(state).toEqual(closedMobileMenu)
    expect(state.stack).toHaveLength(1)
  })
})
