/** The loyalty programme of the account area (design brief §7: designed in the style of spec §7). */
import { requireUser } from '../auth/current-user'
import type { AnyEndpoint } from '../http/endpoint'
import { defineEndpoint } from '../http/endpoint'
import { loyaltyResponseSchema } from './loyalty.schema'
import { getLoyaltyAccount } from './loyalty.service'

export const getLoyaltyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/loyalty/',
  summary:
    'The customer’s loyalty points (the sum of all bookings), level (Bronze below 1,000 points, Silber below 5,000, then Gold), the distance to the next level and the bookings, newest first.',
  auth: 'required',
  requestId: 'optional',
  response: loyaltyResponseSchema,
  failures: [{ status: 401, when: 'no bearer token was sent' }],
  example: {
    response: {
      data: {
        points: 1264,
        level: 'Silber',
        nextLevel: 'Gold',
        pointsToNextLevel: 3736,
        transactions: [
          {
            points: -200,
            reason: 'redemption',
            createdAt: '2026-11-18T15:04:27.000Z',
            orderNumber: 'SA-2026-004802',
          },
          {
            points: 164,
            reason: 'order',
            createdAt: '2026-11-14T09:32:11.000Z',
            orderNumber: 'SA-2026-004711',
          },
          { points: 800, reason: 'bonus', createdAt: '2026-10-01T08:00:00.000Z', orderNumber: null },
          { points: 500, reason: 'welcome', createdAt: '2026-09-12T17:45:03.000Z', orderNumber: null },
        ],
      },
    },
  },
  handler: async ({ services, session }) => ({
    data: await getLoyaltyAccount(services.db, requireUser(session).id),
  }),
})

export const loyaltyEndpoints: AnyEndpoint[] = [getLoyaltyEndpoint]
