/**
 * The flyer endpoints (docs/api.md "Flyers"): the flyers valid today and the upcoming ones, national
 * and of every store or of one store, and one flyer with its page images.
 */
import { shopApiPaths } from '../paths'
import { flyerResponseSchema, flyersResponseSchema } from '../schemas/flyers.schema'
import type { Flyer, FlyerSummary } from '../schemas/flyers.schema'
import { isRefusedRead, readFromShop } from '../session-gateway.server'

/**
 * GET /api/v1/flyers/: every current and upcoming flyer, or, given a store's slug, that store's and
 * the national ones. Null when the shop refuses the store; a refusal of the whole list is a fault.
 */
export async function readFlyers(): Promise<FlyerSummary[]>
export async function readFlyers(store: string): Promise<FlyerSummary[] | null>
export async function readFlyers(store?: string): Promise<FlyerSummary[] | null> {
  try {
    const response = await readFromShop((client) =>
      client.request('GET', shopApiPaths.flyers.flyers, {
        schema: flyersResponseSchema,
        ...(store === undefined ? {} : { query: { store } }),
      }),
    )
    return response.data.flyers
  } catch (error) {
    if (store !== undefined && isRefusedRead(error)) return null
    throw error
  }
}

/** GET /api/v1/flyers/{slug}/: one flyer with its page images (expired ones too); null when unknown. */
export async function readFlyer(slug: string): Promise<Flyer | null> {
  try {
    const response = await readFromShop((client) =>
      client.request('GET', shopApiPaths.flyers.flyer(slug), { schema: flyerResponseSchema }),
    )
    return response.data.flyer
  } catch (error) {
    if (isRefusedRead(error)) return null
    throw error
  }
}
