/**
 * Spec §4 "Mobile menu": open or closed, with a stack of levels. Next pushes a level (brand items
 * get a brand-style level), back pops, never below the root. Opening records the scroll position
 * and resets the menu's gender view to unknown; closing resets the stack and hands the recorded
 * position back to be restored.
 *
 * The gender reset is the menu's own: it starts each opening at unknown, so the shopper picks whose
 * tree to browse. The gender saved for the site (cookie and header state) changes only when the
 * shopper picks one in the menu, so the rest of the site and the server keep agreeing on it.
 */
import { isBrandItem } from './desktop-menu.model'
import { UNKNOWN_GENDER } from '~/shop-client/schemas/navigation.schema'
import type { Gender, MenuNode } from '~/shop-client/schemas/navigation.schema'

export interface MenuLevel {
  /** The item whose children the level lists; null for the root level. */
  readonly item: MenuNode | null
  readonly style: 'default' | 'brand'
}

export interface MobileMenuState {
  readonly stack: readonly [MenuLevel, ...MenuLevel[]]
  /** window.scrollY when the menu opened. */
  readonly scrollY: number
  /** The path of the page the menu was opened on; null while it is closed. */
  readonly openedOn: string | null
  /** The gender the menu's tabs show: unknown on every opening, then what the shopper picks. */
  readonly gender: Gender
}

const rootLevel: MenuLevel = { item: null, style: 'default' }

export const closedMobileMenu: MobileMenuState = {
  stack: [rootLevel],
  scrollY: 0,
  openedOn: null,
  gender: UNKNOWN_GENDER,
}

export function openMobileMenu(opening: { scrollY: number; pathname: string }): MobileMenuState {
  return { stack: [rootLevel], scrollY: opening.scrollY, openedOn: opening.pathname, gender: UNKNOWN_GENDER }
}

export interface MenuClosing {
  /** The page's path when the menu closes. */
  readonly pathname: string
  /** The close came from a followed menu link. */
  readonly followedLink: boolean
}

/**
 * The stack goes back to the root. The page goes back to the recorded scroll position only after a
 * plain close on the page the menu opened on: with a followed link or a new page the router owns
 * the scroll position, and putting back the old page's position would be wrong there.
 */
export function closeMobileMenu(
  state: MobileMenuState,
  closing: MenuClosing,
): { state: MobileMenuState; restoreScrollY: number | null } {
  const samePage = state.openedOn !== null && state.openedOn === closing.pathname
  return {
    state: closedMobileMenu,
    restoreScrollY: samePage && !closing.followedLink ? state.scrollY : null,
  }
}

/** A tab pressed in the menu: its gender shows; pressing the one shown again resets to unknown. */
export function chooseMenuGender(state: MobileMenuState, gender: Gender): MobileMenuState {
  return { ...state, gender: state.gender === gender ? UNKNOWN_GENDER : gender }
}

export function nextLevel(state: MobileMenuState, item: MenuNode): MobileMenuState {
  if (item.children.length === 0) return state
  const level: MenuLevel = { item, style: isBrandItem(item) ? 'brand' : 'default' }
  return { ...state, stack: [...state.stack, level] }
}

export function previousLevel(state: MobileMenuState): MobileMenuState {
  if (state.stack.length === 1) return state
  const [root, ...rest] = state.stack
  return { ...state, stack: [root, ...rest.slice(0, -1)] }
}

export function currentLevel(state: MobileMenuState): MenuLevel {
  return state.stack[state.stack.length - 1] ?? state.stack[0]
}
