import { createFileRoute } from '@tanstack/react-router'
import { otherMethod } from '~/app-shell/form-post.server'
import { showBooking, submitBookingCancel } from '~/features/bookings/booking-pages.server'

/** One booking, for whoever made it or with the confirmation mail's link; its cancel button posts here. */
export const Route = createFileRoute('/termin/$uuid')({
  server: {
    handlers: {
      GET: ({ params, request }) => showBooking(params.uuid, request),
      POST: ({ params, request, context }) => submitBookingCancel(params.uuid, request, context),
      ANY: ({ request }) => otherMethod(request),
    },
  },
})
