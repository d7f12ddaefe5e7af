/** Order statistics shared by the benchmark scripts. */

/** The value below which the given fraction (0–1) of the sorted samples lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN
  )
}

/** Sorted copy, ascending. */
export function sortedSamples(samples: readonly number[]): number[] {
  return [...samples].sort((a, b) => a - b)
}
