/**
 * Spec §4 "Desktop menu": one active item, set only if the item has children, otherwise cleared.
 * The mega-menu shows the active item's panel; items without children are plain links.
 */
import type { MenuNode } from './navigation.schema'

export type ActiveItem = number | null

export function activateItem(item: MenuNode): ActiveItem {
  return item.children.length > 0 ? item.id : null
}

/** A top-level button pressed again closes its panel. */
export function toggleItem(active: ActiveItem, item: MenuNode): ActiveItem {
  return active === item.id ? null : activateItem(item)
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

/** Spec §3 menu types: brand items show logos, banner groups show pictures. */
export function isBrandItem(item: MenuNode): boolean {
  return item.type.includes('brand')
}

export function isBannerGroup(item: MenuNode): boolean {
  return item.type === 'banners'
}
