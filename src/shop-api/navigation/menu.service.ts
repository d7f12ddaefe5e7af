/**
 * The navigation menu of spec §3 "Menu item": one tree, shown as the desktop mega-menu or the mobile
 * slide-in menu.
 */
import { asc } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db/client'
import { menuItems } from '../db/schema'
import { localName } from '../http/locale'
import type { ApiLocale } from '../http/locale'

export const menuViews = ['desktop', 'mobile'] as const
export type MenuView = (typeof menuViews)[number]

export interface MenuItem {
  readonly id: number
  readonly name: string
  readonly url: string
  /** The children (spec §3 calls them options). */
  readonly options: readonly MenuItem[]
  readonly data: Readonly<Record<string, unknown>>
  readonly parentId: number | null
  readonly column: number
  readonly type: string
}

/** Banners fill the desktop mega-menu's columns; the mobile menu is a stack of plain levels. */
const desktopOnlyTypes = new Set(['banners', 'banner'])

/** `data.views`, when an editor set it, limits an item to some views; it is free JSON, so it is checked. */
const viewsSchema = v.array(v.picklist(menuViews))

function shownIn(item: typeof menuItems.$inferSelect, view: MenuView): boolean {
  const views = v.safeParse(viewsSchema, item.data.views)
  if (views.success) return views.output.includes(view)
  return view === 'desktop' || !desktopOnlyTypes.has(item.type)
}

/**
 * The menu tree for a view, ordered by column, then position, named in the locale. Items whose parent
 * is gone are left out.
 */
export async function loadMenu(
  db: Database,
  view: MenuView,
  locale: ApiLocale = 'de-AT',
): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .orderBy(asc(menuItems.column), asc(menuItems.position), asc(menuItems.id))
  const children = new Map<number | null, (typeof rows)[number][]>()
  for (const row of rows) {
    if (!shownIn(row, view)) continue
    const list = children.get(row.parentId) ?? []
    list.push(row)
    children.set(row.parentId, list)
  }
  const seen = new Set<number>()
  const build = (parentId: number | null): MenuItem[] =>
    (children.get(parentId) ?? []).flatMap((row) => {
      // No constraint stops a cycle in parent ids; an item is placed once at most.
      if (seen.has(row.id)) return []
      seen.add(row.id)
      return [
        {
          id: row.id,
          name: localName(row, locale),
          url: row.url,
          options: build(row.id),
          data: row.data,
          parentId: row.parentId,
          column: row.column,
          type: row.type,
        },
      ]
    })
  return build(null)
}
