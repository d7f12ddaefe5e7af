import { createFileRoute } from '@tanstack/react-router'
import { otherMethod } from '~/app-shell/form-post.server'
import { showCheckout, submitCheckout } from '~/features/checkout/checkout-pages.server'

/**
 * The reference checkout (design brief §7): served outside the client router as plain server-rendered
 * pages, reached by a full page load (spec §2), working without JavaScript.
 */
export const Route = createFileRoute('/checkout/')({
  server: {
    handlers: {
      GET: () => showCheckout(),
      POST: ({ request, context }) => submitCheckout(request, context),
      ANY: ({ request }) => otherMethod(request),
    },
  },
})
