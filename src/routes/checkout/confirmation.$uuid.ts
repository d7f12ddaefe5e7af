import { createFileRoute } from '@tanstack/react-router'
import { otherMethod } from '~/app-shell/form-post.server'
import { showConfirmation, submitConfirmationCancel } from '~/features/checkout/checkout-pages.server'

/** The reference checkout's confirmation page, for the customer or guest who placed the order. */
export const Route = createFileRoute('/checkout/confirmation/$uuid')({
  server: {
    handlers: {
      GET: ({ params }) => showConfirmation(params.uuid),
      // The page's cancellation form (a plain post: the page has no script).
      POST: ({ params, request, context }) => submitConfirmationCancel(params.uuid, request, context),
      ANY: ({ request }) => otherMethod(request),
    },
  },
})
