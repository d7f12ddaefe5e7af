import { createFileRoute } from '@tanstack/react-router'
import { otherMethod } from '~/app-shell/form-post.server'
import { showBookingFlow, submitBooking } from '~/features/bookings/booking-pages.server'

/**
 * Booking a service or a rental in a store (ADR 037): plain server-rendered steps outside the client
 * router, like the checkout, so the flow works without JavaScript.
 */
export const Route = createFileRoute('/termin-buchen/')({
  server: {
    handlers: {
      GET: ({ request }) => showBookingFlow(request),
      POST: ({ request, context }) => submitBooking(request, context),
      ANY: ({ request }) => otherMethod(request),
    },
  },
})
