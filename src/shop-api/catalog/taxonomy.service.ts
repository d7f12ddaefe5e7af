/**
 * Categories and sports: small trees that are loaded whole and walked in memory, because every
 * search needs the subtree of a path, the ancestors for breadcrumbs and counts summed up the tree.
 */
import { asc } from 'drizzle-orm'
import type { Database } from '../db/client'
import { categories, sports } from '../db/schema'

export type CategoryRecord = typeof categories.$inferSelect
export type SportRecord = typeof sports.$inferSelect

export interface Taxonomy<T extends { readonly id: number; readonly parentId: number | null }> {
  readonly all: readonly T[]
  readonly byId: ReadonlyMap<number, T>
  readonly children: ReadonlyMap<number | null, readonly T[]>
}

function buildTaxonomy<T extends { readonly id: number; readonly parentId: number | null }>(
  rows: readonly T[],
): Taxonomy<T> {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const children = new Map<number | null, T[]>()
  for (const row of rows) {
    // A parent id that points nowhere would hide the row from every walk: treat it as a root.
    const parent = row.parentId !== null && byId.has(row.parentId) ? row.parentId : null
    const list = children.get(parent) ?? []
    list.push(row)
    children.set(parent, list)
  }
  return { all: rows, byId, children }
}

export async function loadCategories(db: Database): Promise<Taxonomy<CategoryRecord>> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
  return buildTaxonomy(rows)
}

export async function loadSports(db: Database): Promise<Taxonomy<SportRecord>> {
  const rows = await db.select().from(sports).orderBy(asc(sports.position), asc(sports.name), asc(sports.id))
  return buildTaxonomy(rows)
}

/** The node and all its descendants. */
export function subtreeIds<T extends { readonly id: number; readonly parentId: number | null }>(
  taxonomy: Taxonomy<T>,
  rootId: number,
): number[] {
  const ids: number[] = []
  const pending = [rootId]
  const seen = new Set<number>()
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    // The tables have no constraint against cycles; a visited set keeps a bad row from hanging us.
    if (seen.has(id)) continue
    seen.add(id)
    ids.push(id)
    for (const child of taxonomy.children.get(id) ?? []) pending.push(child.id)
  }
  return ids
}

/** The chain from the root down to the node itself. */
export function ancestry<T extends { readonly id: number; readonly parentId: number | null }>(
  taxonomy: Taxonomy<T>,
  id: number,
): T[] {
  const chain: T[] = []
  const seen = new Set<number>()
  for (let node = taxonomy.byId.get(id); node && !seen.has(node.id);) {
    seen.add(node.id)
    chain.unshift(node)
    node = node.parentId === null ? undefined : taxonomy.byId.get(node.parentId)
  }
  return chain
}

/**
 * Sums counts per node over its subtree. Each product sits in exactly one node, so the sum is the
 * number of distinct products below a node.
 */
export function sumOverSubtrees<T extends { readonly id: number; readonly parentId: number | null }>(
  taxonomy: Taxonomy<T>,
  ownCounts: ReadonlyMap<number, number>,
): Map<number, number> {
  const totals = new Map<number, number>(taxonomy.all.map((node) => [node.id, 0]))
  for (const [id, count] of ownCounts) {
    for (const node of ancestry(taxonomy, id)) totals.set(node.id, (totals.get(node.id) ?? 0) + count)
  }
  return totals
}
