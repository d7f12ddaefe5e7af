import type { ProductSet } from '~/shop-client/schemas/product.schema'
import { m } from '~/paraglide/messages'
import { missingSetItems } from './stock-alerts.model'

/** Why a set cannot be added as a set (which items are sold out), or undefined when it can. */
export function setUnavailability(set: ProductSet): { readonly reason: string } | undefined {
  const missing = missingSetItems(set)
  return missing.length === 0 ? undefined : { reason: m.pdp_set_unavailable({ items: missing.join(', ') }) }
}
