import { createFileRoute } from '@tanstack/react-router'
import { showConfirmation, submitConfirmationCancel } from '~/features/checkout/checkout-pages.server'

/** The reference checkout's confirmation page, for the customer or guest who placed the order. */
export const Route = createFileRoute('/checkout/confirmation/$uuid')({
  server: {
    handlers: {
      GET: ({ params }) => showConfirmation(params.uuid),
      // The page's cancellation form (a plain post: the page has no script).
      POST: ({ params, request, context }) => submitConfirmationCancel(params.uuid, request, context),
    },
  },
})
