/**
 * Stock changes without a full rebuild: an order that sells the last unit of a size changes which
 * sizes of one product are in stock, nothing else the index holds. Rebuilding 100,000 products for
 * that would cost every node seconds of CPU per such order; patching costs a copy of two arrays.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { productOptions } from '../db/schema'
import { sizeToken } from '../catalog/filter-encoding'
import type { CatalogIndex } from './build-index'

export interface OptionStock {
  readonly productId: number
  readonly label: string
  readonly inStock: boolean
}

/** Every option of the given products, with whether it is in stock now. */
export async function loadOptionStock(db: Database, productIds: readonly number[]): Promise<OptionStock[]> {
  if (productIds.length === 0) return []
  return (
    db
      .select({
        productId: productOptions.productId,
        label: productOptions.label,
        inStock: sql<boolean>`${productOptions.stock} > 0`.mapWith(Boolean),
      })
      .from(productOptions)
      // One array parameter: a coalesced burst of changes may name more products than a statement
      // may have parameters.
      .where(sql`${productOptions.productId} = any(${sql.param([...productIds])}::int[])`)
  )
}

/**
 * The index with the in-stock sizes of `productIds` replaced by those of `options` (all options of
 * those products); products the index does not hold are skipped (a new product comes with a full
 * rebuild). Null when the change needs a full rebuild: a size the index has never seen.
 */
export function patchStock(
  index: CatalogIndex,
  productIds: readonly number[],
  options: readonly OptionStock[],
): CatalogIndex | null {
  const replaced = new Map<number, number[]>()
  for (const id of productIds) {
    const position = index.positionById.get(id)
    if (position !== undefined) replaced.set(position, [])
  }
  for (const option of options) {
    const position = index.positionById.get(option.productId)
    const slots = position === undefined ? undefined : replaced.get(position)
    if (slots === undefined) continue
    const token = sizeToken(option.label)
    if (!index.anySizeLabel.has(token)) return null
    if (!option.inStock) continue
    const slot = index.sizeSlotByToken.get(token)
    // In stock somewhere for the first time: the size list itself changes.
    if (slot === undefined) return null
    if (!slots.includes(slot)) slots.push(slot)
  }
  if (replaced.size === 0) return index

  const { size, sizeStart: oldStart, sizeSlots: oldSlots } = index
  let total = oldSlots.length
  for (const [position, slots] of replaced)
    total += slots.length - ((oldStart[position + 1] ?? 0) - (oldStart[position] ?? 0))
  const sizeStart = new Int32Array(size + 1)
  const sizeSlots = new Int32Array(total)
  // Unchanged runs of products are copied whole, shifted by what the patched products before them
  // gained or lost.
  let shift = 0
  let from = 0
  for (const position of [...replaced.keys(), size].sort((a, b) => a - b)) {
    const runStart = oldStart[from] ?? 0
    const runEnd = oldStart[position] ?? 0
    sizeSlots.set(oldSlots.subarray(runStart, runEnd), runStart + shift)
    for (let p = from; p < position; p++) sizeStart[p] = (oldStart[p] ?? 0) + shift
    if (position === size) break
    const slots = replaced.get(position) ?? []
    const start = runEnd + shift
    sizeStart[position] = start
    sizeSlots.set(slots, start)
    shift += slots.length - ((oldStart[position + 1] ?? 0) - runEnd)
    from = position + 1
  }
  sizeStart[size] = total
  return { ...index, sizeStart, sizeSlots }
}
