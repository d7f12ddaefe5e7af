import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { asCustomer } from '~/shop-client/session-gateway.server'
import { loyaltyAccountSchema } from '~/shop-client/schemas/loyalty.schema'
import type { LoyaltyAccount } from '~/shop-client/schemas/loyalty.schema'

const loyaltyResponseSchema = v.object({ data: loyaltyAccountSchema })

/** The customer's points, level and bookings (GET /api/v1/loyalty/); null without a session. */
export const getLoyalty = createServerFn({ method: 'GET' }).handler(
  async (): Promise<LoyaltyAccount | null> => {
    const result = await asCustomer((client, session) =>
      client.request('GET', '/api/v1/loyalty/', { session, schema: loyaltyResponseSchema }),
    )
    // No session (any more): answered, not thrown, so that the session's end reaches the browser.
    return result.ok ? result.value.data : null
  },
)
