/**
 * Mounting (a bike's assembly, skis' binding) is a line of its own in an order (the checkout writes
 * `MONTAGE-{sku}` after its product's line): cancelling or returning pieces of the product takes as
 * many pieces of that line with them.
 */

/** A service line of the checkout (mounting): it was done, so it only comes back with its product. */
export const isServiceLine = (line: { sku: string }) => line.sku.startsWith('MONTAGE-')

/**
 * The mounting line of goods line `goods`: the checkout writes it after the product's line (and the
 * set's other pieces), so it is the first `MONTAGE-{sku}` line after it — before the next line of
 * the same product, which would be another size or the same one bought without mounting.
 */
export function mountingLineOf<T extends { id: number; sku: string }>(
  lines: readonly T[],
  goods: T,
): T | undefined {
  const after = [...lines].sort((a, b) => a.id - b.id).filter((line) => line.id > goods.id)
  for (const line of after) {
    if (line.sku === goods.sku) return undefined
    if (line.sku === `MONTAGE-${goods.sku}`) return line
  }
  return undefined
}
