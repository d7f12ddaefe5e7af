/**
 * The brands page (/marken/): every brand that has products, A–Z, with the letters of its index.
 */
import { count, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { brands, products } from '../db/schema'
import { foldText } from './text-fold'

export interface BrandEntry {
  readonly id: number
  readonly slug: string
  readonly name: string
  readonly logo: string
  readonly productCount: number
  /** Index letter A–Z, or `#` for names that start otherwise (digits, symbols). */
  readonly letter: string
}

/** The index letter of a name: "Öhlins" files under O, "2XU" under #. */
export function brandLetter(name: string): string {
  const first = foldText(name.trim(), 'plain').charAt(0).toUpperCase()
  return /^[A-Z]$/.test(first) ? first : '#'
}

export async function listBrands(db: Database): Promise<{ brands: BrandEntry[]; letters: string[] }> {
  const rows = await db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      logo: brands.logoPath,
      productCount: count(products.id),
    })
    .from(brands)
    .innerJoin(products, eq(products.brandId, brands.id))
    .groupBy(brands.id)
  const entries = rows
    .map((row) => ({ ...row, letter: brandLetter(row.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de-AT', { sensitivity: 'base' }) || a.id - b.id)
  // '#' comes last, after Z, as on printed brand indexes.
  const letters = [...new Set(entries.map((entry) => entry.letter))].sort((a, b) =>
    a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b),
  )
  return { brands: entries, letters }
}
