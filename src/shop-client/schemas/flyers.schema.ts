/** The storefront's reading of the flyer endpoints (spec §2 /werbung/…). */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'

export const flyerSummarySchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  /** ISO dates (Austrian calendar days). */
  validFrom: v.string(),
  validTo: v.string(),
  status: v.picklist(['current', 'upcoming', 'expired']),
  cover: v.string(),
  pageCount: v.number(),
  /** The store a flyer belongs to; null for the national ones. */
  store: v.nullable(v.object({ slug: v.string(), name: v.string() })),
})
export type FlyerSummary = v.InferOutput<typeof flyerSummarySchema>

export const flyersResponseSchema = v.object({ data: v.object({ flyers: v.array(flyerSummarySchema) }) })

export const flyerResponseSchema = v.object({
  data: v.object({ flyer: v.object({ ...flyerSummarySchema.entries, pages: v.array(v.string()) }) }),
})
export type Flyer = v.InferOutput<typeof flyerResponseSchema>['data']['flyer']

export const flyerSlugSchema = v.pipe(
  v.string(),
  v.maxLength(200, 'The address is too long'),
  v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Not a flyer address'),
)

/** The flyers endpoints the storefront calls (checked by the contract test). */
export const flyersContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/flyers/', flyersResponseSchema),
  endpoint('GET', '/api/v1/flyers/:slug/', flyerResponseSchema),
]
