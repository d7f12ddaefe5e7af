import { createServerFn } from '@tanstack/react-start'
import { readBrands } from '~/shop-client/api/brands.server'
import type { Brand } from '~/shop-client/schemas/brands.schema'

/** Every brand that has products, as the shop sorts them. The same for every viewer: no session. */
export const getBrands = createServerFn({ method: 'GET' }).handler((): Promise<Brand[]> => readBrands())
