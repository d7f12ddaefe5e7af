import { createFileRoute } from '@tanstack/react-router'
import { downloadCreditNote } from '~/features/account/account-documents.server'

/**
 * `/my-account/credit-note/{orderUuid}/{number}/`: one of the order's credit notes as a PDF in the
 * page's language, straight from the shop through the session.
 */
export const Route = createFileRoute('/my-account/credit-note/$orderId/$number')({
  server: {
    handlers: {
      GET: ({ params }) => downloadCreditNote(params.orderId, params.number),
    },
  },
})
