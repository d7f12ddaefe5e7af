/**
 * The storefront's reading of the brands endpoint. The brand results pages (/marken/{slug}/) use the
 * same schema and query to resolve a slug to a brand id.
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'

export const brandSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  /** Path of the brand's logo image. */
  logo: v.string(),
  productCount: v.number(),
})
export type Brand = v.InferOutput<typeof brandSchema>

export const brandsResponseSchema = v.object({
  data: v.object({ brands: v.array(brandSchema) }),
})

/** The brands endpoints the storefront calls (checked by the contract test). */
export const brandsContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/brands/', brandsResponseSchema),
]
