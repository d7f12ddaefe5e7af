import { createFileRoute } from '@tanstack/react-router'
import { downloadReturnLabel } from '~/features/account/account-documents.server'

/**
 * `/my-account/return-label/{orderUuid}/{returnUuid}/`: a return's label as a PDF, straight from the
 * shop through the session, shown inline to be printed; a plain link, so it works without JavaScript.
 */
export const Route = createFileRoute('/my-account/return-label/$orderId/$returnId')({
  server: {
    handlers: {
      GET: ({ params }) => downloadReturnLabel(params.orderId, params.returnId),
    },
  },
})
