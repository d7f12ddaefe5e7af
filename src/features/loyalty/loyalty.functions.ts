import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { AccountUnavailableError } from '~/features/account/account-reads.server'
import { asCustomer } from '~/features/session/session.server'
import { loyaltyAccountSchema } from './loyalty.schema'
import type { LoyaltyAccount } from './loyalty.schema'

const loyaltyResponseSchema = v.object({ data: loyaltyAccountSchema })

/** The customer's points, level and bookings (GET /api/v1/loyalty/). */
export const getLoyalty = createServerFn({ method: 'GET' }).handler(async (): Promise<LoyaltyAccount> => {
  const result = await asCustomer((client, session) =>
    client.request('GET', '/api/v1/loyalty/', { session, schema: loyaltyResponseSchema }),
  )
  if (!result.ok) throw new AccountUnavailableError(result.reason)
  return result.value.data
})
