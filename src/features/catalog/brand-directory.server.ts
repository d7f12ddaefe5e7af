import { readBrands } from '~/shop-client/api/brands.server'
import type { Brand } from '~/shop-client/schemas/brands.schema'

/** Brands change with the catalogue, rarely; five minutes keeps a new brand's page waiting little. */
const DIRECTORY_TTL_MS = 5 * 60 * 1000

let directory: {
  readonly loadedAt: number
  readonly bySlug: Promise<ReadonlyMap<string, Brand>>
} | null = null

/**
 * The brand behind a brand page's slug. The list is kept in this process for a few minutes, so a
 * brand page costs one shop call (the search), not two in a row.
 */
export async function findBrandBySlug(
  slug: string,
  now: () => number = Date.now,
  load: () => Promise<readonly Brand[]> = readBrands,
): Promise<Brand | undefined> {
  if (directory === null || now() - directory.loadedAt > DIRECTORY_TTL_MS) {
    const bySlug = load().then((brands) => new Map(brands.map((brand) => [brand.slug, brand])))
    directory = { loadedAt: now(), bySlug }
    // A failed load must not be kept for five minutes.
    bySlug.catch(() => {
      directory = null
    })
  }
  return (await directory.bySlug).get(slug)
}
