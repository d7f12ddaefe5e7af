/**
 * Spec §4 "Desktop menu": one active item, set only if the item has children, otherwise cleared.
 * The mega-menu shows the active item's panel; items without children are plain links.
 */
import type { MenuNode } from '~/shop-client/schemas/navigation.schema'

export type ActiveItem = number | null

export function activateItem(item: MenuNode): ActiveItem {
  return item.children.length > 0 ? item.id : null
}

/** A top-level button pressed again closes its panel. */
export function toggleItem(active: ActiveItem, item: MenuNode): ActiveItem {
  return active === item.id ? null : activateItem(item)
}

/** What pressed a top-level button: a mouse (which hovers first), a finger or pen, or a key. */
export type PressSource = 'mouse' | 'touch' | 'keyboard'

/**
 * A press on a top-level button. A mouse click sets the item active and never clears it: the
 * pointer resting on the item has opened its panel already (or is about to), so the click means
 * "this one", which is the spec's rule; the panel closes when the pointer leaves, on Escape or on a
 * press elsewhere. Touch and the keyboard have no hover: for them the button is a disclosure
 * toggle, so a second press closes what the first opened.
 */
export function pressItem(active: ActiveItem, item: MenuNode, source: PressSource): ActiveItem {
  return source === 'mouse' ? activateItem(item) : toggleItem(active, item)
}

export interface PanelColumn {
  readonly column: number
  readonly items: readonly MenuNode[]
}

/** The children of a panel grouped by their `column`, in column order; order within a column is kept. */
export function panelColumns(item: MenuNode): PanelColumn[] {
  const columns = new Map<number, MenuNode[]>()
  for (const child of item.children) {
    const list = columns.get(child.column) ?? []
    list.push(child)
    columns.set(child.column, list)
  }
  return [...columns.entries()].sort(([a], [b]) => a - b).map(([column, items]) => ({ column, items }))
}

/**
 * A column listing more links than this (its groups and their entries) sets its lists in two
 * columns, so a panel stays as short as its other columns instead of outgrowing a laptop screen
 * (800 px tall: about 17 lines fit below the header, the panel's heading and its brand row).
 */
export const MAX_COLUMN_LINES = 14

export interface PanelLayoutColumn extends PanelColumn {
  /** Twice as wide, with its lists set in two columns. */
  readonly wide: boolean
}

/**
 * How a panel lays out its groups: the category groups in their columns, the brand groups as a row
 * of logos across the panel's foot and the banner groups in a column of their own at the end,
 * whatever column the menu gives them, so brands and banners never stack into the tallest column.
 */
export interface PanelLayout {
  readonly columns: readonly PanelLayoutColumn[]
  readonly brands: readonly MenuNode[]
  readonly promotions: readonly MenuNode[]
}

export function panelLayout(item: MenuNode): PanelLayout {
  const brands = item.children.filter((child) => isBrandItem(child) && child.children.length > 0)
  const promotions = item.children.filter(isBannerGroup)
  const rest = {
    ...item,
    children: item.children.filter((child) => !brands.includes(child) && !isBannerGroup(child)),
  }
  const columns = panelColumns(rest).map((column) => ({
    ...column,
    wide: column.items.reduce((lines, group) => lines + 1 + group.children.length, 0) > MAX_COLUMN_LINES,
  }))
  return { columns, brands, promotions }
}

/** Spec §3 menu types: brand items show logos, banner groups show pictures. */
export function isBrandItem(item: MenuNode): boolean {
  return item.type.includes('brand')
}

export function isBannerGroup(item: MenuNode): boolean {
  return item.type === 'banners'
}
