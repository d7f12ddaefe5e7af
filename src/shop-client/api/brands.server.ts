/** The brands endpoint (docs/api.md GET /api/v1/brands/): the brands index and the brand pages' slugs. */
import { shopApiPaths } from '../paths'
import { brandsResponseSchema } from '../schemas/brands.schema'
import type { Brand } from '../schemas/brands.schema'
import { readFromShop } from '../session-gateway.server'

/** Every brand that has products, as the shop sorts them. The same for every viewer: no session. */
export async function readBrands(): Promise<Brand[]> {
  const response = await readFromShop((client) =>
    client.request('GET', shopApiPaths.brands, { schema: brandsResponseSchema }),
  )
  return response.data.brands
}
