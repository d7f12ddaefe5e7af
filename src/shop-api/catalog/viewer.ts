import type { PriceType } from '../db/schema'
import type { SessionContext } from '../session/session'

/**
 * The price type prices are shown in (spec §4, §6): the logged-in customer's role, vk for guests.
 * Never taken from the request, or anybody could ask for staff prices.
 */
export function viewerPriceType(session: SessionContext): PriceType {
  return session.user?.role ?? 'vk'
}
