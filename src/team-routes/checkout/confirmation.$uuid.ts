import { createFileRoute } from '@tanstack/react-router'
import { showConfirmation } from '~/features/checkout/checkout-pages.server'

/** The reference checkout's confirmation page, for the customer or guest who placed the order. */
export const Route = createFileRoute('/checkout/confirmation/$uuid')({
  server: {
    handlers: {
      GET: ({ params }) => showConfirmation(params.uuid),
    },
  },
})
