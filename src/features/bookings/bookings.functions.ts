/**
 * The customer's service and rental bookings in the account area. The booking flow itself is served
 * outside the client router (booking-pages.server.tsx); the links into it are booking-links.functions.ts.
 */
import { createServerFn } from '@tanstack/react-start'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import { readMyBookings } from '~/shop-client/api/bookings.server'
import type { Booking } from '~/shop-client/schemas/bookings.schema'

/** The customer's bookings, the coming ones first; null without a session (the account layout redirects). */
export const getMyBookings = createServerFn({ method: 'GET' })
  .middleware([pageLocaleMiddleware])
  .handler(async ({ context }): Promise<Booking[] | null> => {
    const result = await readMyBookings(context.locale === 'en' ? 'en' : 'de-AT')
    return result.ok ? result.value : null
  })
