/**
 * Spec §4 "Mobile menu": open or closed, with a stack of levels. Next pushes a level (brand items
 * get a brand-style level), back pops, never below the root. Opening records the scroll position;
 * closing resets the stack and hands the recorded position back to be restored.
 */
import { isBrandItem } from './desktop-menu.model'
import type { MenuNode } from './navigation.schema'

export interface MenuLevel {
  /** The item whose children the level lists; null for the root level. */
  readonly item: MenuNode | null
  readonly style: 'default' | 'brand'
}

export interface MobileMenuState {
  readonly stack: readonly [MenuLevel, ...MenuLevel[]]
  /** window.scrollY when the menu opened. */
  readonly scrollY: number
}

const rootLevel: MenuLevel = { item: null, style: 'default' }

export const closedMobileMenu: MobileMenuState = { stack: [rootLevel], scrollY: 0 }

export function openMobileMenu(scrollY: number): MobileMenuState {
  return { stack: [rootLevel], scrollY }
}

/** The stack goes back to the root; the caller restores `scrollY`. */
export function closeMobileMenu(state: MobileMenuState): { state: MobileMenuState; restoreScrollY: number } {
  return { state: closedMobileMenu, restoreScrollY: state.scrollY }
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
