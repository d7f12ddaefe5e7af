import { createServerFn } from '@tanstack/react-start'
import { readLoyalty } from '~/shop-client/api/loyalty.server'
import type { LoyaltyAccount } from '~/shop-client/schemas/loyalty.schema'

/** The customer's points, level and bookings (GET /api/v1/loyalty/); null without a session. */
export const getLoyalty = createServerFn({ method: 'GET' }).handler(
  // No session (any more): answered, not thrown, so that the session's end reaches the browser.
  (): Promise<LoyaltyAccount | null> => readLoyalty(),
)
