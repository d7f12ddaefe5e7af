import { createServerFn } from '@tanstack/react-start'
import { readFromShop } from '~/shop-client/session-gateway.server'
import { brandsResponseSchema } from '~/shop-client/schemas/brands.schema'
import type { Brand } from '~/shop-client/schemas/brands.schema'

/** Every brand that has products, as the shop sorts them. The same for every viewer: no session. */
export const getBrands = createServerFn({ method: 'GET' }).handler(async (): Promise<Brand[]> =>
  readFromShop(async (client) => {
    const response = await client.request('GET', '/api/v1/brands/', { schema: brandsResponseSchema })
    return response.data.brands
  }),
)
