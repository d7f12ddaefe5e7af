/** A copy of the customer's data (GDPR Art. 15 and 20; issue 33 part 7). */
import { requireUser } from '../auth/current-user'
import { examplePlacedOrder } from '../checkout/checkout.schema'
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { dataExportResponseSchema } from './data-export.schema'
import { EXPORTS_PER_HOUR, exportCustomerData } from './data-export.service'

export const dataExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/export/',
  summary: `A machine-readable copy of everything the shop keeps about the logged-in customer: the account, consents, orders (with history and cancellations), reservations, wishlist, loyalty bookings, back-in-stock alerts, sessions and remembered devices (no tokens), e-mail changes and earlier copies. Only the account's own data; at most ${EXPORTS_PER_HOUR} copies an hour, each recorded. Never cached.`,
  auth: 'required',
  requestId: 'optional',
  response: dataExportResponseSchema,
  failures: [
    { status: 401, when: 'no bearer token was sent' },
    {
      status: 429,
      when: `more than ${EXPORTS_PER_HOUR} copies within an hour (\`Retry-After\` says when the next may be taken)`,
    },
  ],
  example: {
    response: {
      data: {
        exportedAt: '2026-11-29T10:30:00.000Z',
        account: {
          personal: {
            firstName: 'Anna',
            lastName: 'Berger',
            email: 'anna.berger@example.at',
            phone: '+43 664 1234567',
            birthday: '1991-04-17',
            gender: 'female',
            avatar: '',
            separateEmail: false,
          },
          role: 'vk',
          store: null,
          addresses: { shipping: [] },
          p4m: false,
          verified: true,
          createdAt: '2025-03-02T08:15:00.000Z',
          locale: 'de-AT',
        },
        consents: { separateEmail: false, p4m: false },
        orders: [examplePlacedOrder],
        reservations: [],
        wishlist: [
          {
            slug: 'salomon-speedcross-6-damen-blau-100234',
            name: 'Speedcross 6 W',
            addedAt: '2026-11-20T18:02:00.000Z',
          },
        ],
        loyalty: {
          points: 779,
          level: 'Silber',
          nextLevel: 'Gold',
          pointsToNextLevel: 1221,
          transactions: [
            {
              points: 279,
              reason: 'order',
              createdAt: '2026-11-22T10:00:00.000Z',
              orderNumber: examplePlacedOrder.number,
            },
            { points: 500, reason: 'welcome', createdAt: '2025-03-02T08:15:00.000Z', orderNumber: null },
          ],
        },
        stockAlerts: [],
        sessions: [
          { createdAt: '2026-11-29T10:20:00.000Z', lastUsedAt: '2026-11-29T10:30:00.000Z', endedAt: null },
        ],
        knownDevices: [{ since: '2025-03-02T08:15:00.000Z' }],
        emailChanges: [],
        dataExports: [{ at: '2026-11-29T10:30:00.000Z' }],
      },
    },
  },
  handler: async ({ services, session }) => ({
    data: await exportCustomerData(services, requireUser(session)),
  }),
})

export const dataExportEndpoints: AnyEndpoint[] = [dataExportEndpoint]
