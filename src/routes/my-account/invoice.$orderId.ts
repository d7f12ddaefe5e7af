import { createFileRoute } from '@tanstack/react-router'
import { downloadInvoice } from '~/features/account/account-documents.server'

/**
 * `/my-account/invoice/{orderUuid}/`: the order's invoice as a PDF in the page's language, straight
 * from the shop through the session; a plain link, so it works without JavaScript.
 */
export const Route = createFileRoute('/my-account/invoice/$orderId')({
  server: {
    handlers: {
      GET: ({ params }) => downloadInvoice(params.orderId),
    },
  },
})
