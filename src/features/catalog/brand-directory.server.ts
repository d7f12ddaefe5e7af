import * as v from 'valibot'
import type { ShopClient } from '~/shop-client/shop-client'

const brandListSchema = v.object({
  data: v.object({ brands: v.array(v.object({ id: v.number(), slug: v.string(), name: v.string() })) }),
})
export type DirectoryBrand = v.InferOutput<typeof brandListSchema>['data']['brands'][number]

/** Brands change with the catalogue, rarely; five minutes keeps a new brand's page waiting little. */
const DIRECTORY_TTL_MS = 5 * 60 * 1000

let directory: {
  readonly loadedAt: number
  readonly bySlug: Promise<ReadonlyMap<string, DirectoryBrand>>
} | null = null

/**
 * The brand behind a brand page's slug. The list is kept in this process for a few minutes, so a
 * brand page costs one shop call (the search), not two in a row.
 */
export async function findBrandBySlug(
  client: ShopClient,
  slug: string,
  now: () => number = Date.now,
): Promise<DirectoryBrand | undefined> {
  if (directory === null || now() - directory.loadedAt > DIRECTORY_TTL_MS) {
    const bySlug = client
      .request('GET', '/api/v1/brands/', { schema: brandListSchema })
      .then(({ data }) => new Map(data.brands.map((brand) => [brand.slug, brand])))
    directory = { loadedAt: now(), bySlug }
    // A failed load must not be kept for five minutes.
    bySlug.catch(() => {
      directory = null
    })
  }
  return (await directory.bySlug).get(slug)
}
