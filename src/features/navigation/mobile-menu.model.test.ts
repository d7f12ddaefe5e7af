import { describe, expect, it } from 'vitest'
import {
  chooseMenuGender,
  closeMobileMenu,
  closedMobileMenu,
  currentLevel,
  nextLevel,
  openMobileMenu,
  previousLevel,
} from './mobile-menu.model'
import type { MenuNode } from '~/shop-client/schemas/navigation.schema'

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

const opened = openMobileMenu({ scrollY: 0, pathname: '/' })

describe('mobile menu stack (spec §4)', () => {
  it('opens at the root level and records the scroll position', () => {
    const state = openMobileMenu({ scrollY: 840, pathname: '/' })
    expect(state.stack).toHaveLength(1)
    expect(currentLevel(state).item).toBeNull()
    expect(state.scrollY).toBe(840)
    expect(state.openedOn).toBe('/')
  })

  it('next pushes a level, back pops it', () => {
    let state = opened
    state = nextLevel(state, women)
    state = nextLevel(state, shoes)
    expect(state.stack.map((level) => level.item?.id ?? null)).toEqual([null, 1, 11])
    state = previousLevel(state)
    expect(currentLevel(state).item?.id).toBe(1)
  })

  it('back never goes below the root', () => {
    let state = opened
    state = previousLevel(previousLevel(state))
    expect(state.stack).toHaveLength(1)
    expect(currentLevel(state).item).toBeNull()
  })

  it('brand items get a brand-style level', () => {
    const state = nextLevel(nextLevel(opened, women), brands)
    expect(currentLevel(state).style).toBe('brand')
    expect(state.stack[1]?.style).toBe('default')
  })

  it('an item without children pushes nothing (it is a link)', () => {
    const state = opened
    expect(nextLevel(state, leaf)).toBe(state)
  })

  it('closing resets the stack and hands back the recorded scroll position', () => {
    const deep = nextLevel(nextLevel(openMobileMenu({ scrollY: 1200, pathname: '/damen/' }), women), shoes)
    const { state, restoreScrollY } = closeMobileMenu(deep, { pathname: '/damen/', followedLink: false })
    expect(restoreScrollY).toBe(1200)
    expect(state).toEqual(closedMobileMenu)
    expect(state.stack).toHaveLength(1)
  })
})

describe('scroll restore on closing (spec §4)', () => {
  const open = openMobileMenu({ scrollY: 640, pathname: '/damen/' })

  it('puts the page back where it was after a plain close, even from deep in the menu', () => {
    const deep = nextLevel(nextLevel(open, women), shoes)
    expect(closeMobileMenu(deep, { pathname: '/damen/', followedLink: false }).restoreScrollY).toBe(640)
  })

  it('restores to the very top as well', () => {
    const atTop = openMobileMenu({ scrollY: 0, pathname: '/' })
    expect(closeMobileMenu(atTop, { pathname: '/', followedLink: false }).restoreScrollY).toBe(0)
  })

  it('leaves the scroll position to the router after a followed link', () => {
    expect(closeMobileMenu(open, { pathname: '/damen/', followedLink: true }).restoreScrollY).toBeNull()
  })

  it('leaves the scroll position to the router when the page changed while it was open', () => {
    expect(closeMobileMenu(open, { pathname: '/herren/', followedLink: false }).restoreScrollY).toBeNull()
  })

  it('restores nothing when it was not open', () => {
    expect(
      closeMobileMenu(closedMobileMenu, { pathname: '/', followedLink: false }).restoreScrollY,
    ).toBeNull()
  })

  it('records the position of each opening, not of an earlier one', () => {
    closeMobileMenu(open, { pathname: '/damen/', followedLink: false })
    const again = openMobileMenu({ scrollY: 90, pathname: '/damen/' })
    expect(closeMobileMenu(again, { pathname: '/damen/', followedLink: false }).restoreScrollY).toBe(90)
  })
})

describe("the menu's own gender tabs (spec §4)", () => {
  it('start at unknown on every opening', () => {
    expect(opened.gender).toBe(0)
    const chosen = chooseMenuGender(opened, 2)
    const { state: closed } = closeMobileMenu(chosen, { pathname: '/', followedLink: false })
    expect(closed.gender).toBe(0)
    expect(openMobileMenu({ scrollY: 0, pathname: '/' }).gender).toBe(0)
  })

  it('show the chosen gender; choosing it again resets to unknown', () => {
    const chosen = chooseMenuGender(opened, 3)
    expect(chosen.gender).toBe(3)
    expect(chooseMenuGender(chosen, 1).gender).toBe(1)
    expect(chooseMenuGender(chosen, 3).gender).toBe(0)
  })

  it('choosing keeps the level stack and the recorded scroll position', () => {
    const state = openMobileMenu({ scrollY: 300, pathname: '/' })
    const chosen = chooseMenuGender(state, 2)
    expect(chosen.stack).toBe(state.stack)
    expect(chosen.scrollY).toBe(300)
  })
})
