/** The loyalty endpoint (docs/api.md "Loyalty"): the customer's points, level and bookings. */
import { shopApiPaths } from '../paths'
import { loyaltyResponseSchema } from '../schemas/loyalty.schema'
import type { LoyaltyAccount } from '../schemas/loyalty.schema'
import { asCustomer } from '../session-gateway.server'

/** GET /api/v1/loyalty/; null without a session (or when the shop ended it). */
export async function readLoyalty(): Promise<LoyaltyAccount | null> {
  const result = await asCustomer((client, session) =>
    client.request('GET', shopApiPaths.loyalty, { session, schema: loyaltyResponseSchema }),
  )
  return result.ok ? result.value.data : null
}
