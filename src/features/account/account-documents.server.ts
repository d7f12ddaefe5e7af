/**
 * The account's PDFs: a return's label (ADR 035), the order's invoice and its credit notes (ADR 036),
 * the shop's files shown in the browser to be printed or saved. Never stored by a cache (they name
 * the customer and their address).
 */
import * as v from 'valibot'
import { localizeHref } from '~/lib/locale-url'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { readAccountingDocument, readReturnLabel } from '~/shop-client/api/account.server'
import type { ReturnLabelResult } from '~/shop-client/api/account.server'

const uuidSchema = v.pipe(v.string(), v.uuid())

/** A file name for the header: the shop's (`{code}.pdf`), with nothing that could break the quotes. */
function safeFilename(filename: string): string {
  return filename.replace(/[^\w.-]/g, '_')
}

function notFound(message: string): Response {
  return new Response(message, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}

/** The shop's PDF as it is; its 404 as ours; no session (any more) the login, back to the order after it. */
function pdfAnswer(result: ReturnLabelResult, orderId: string, missing: string): Response {
  if (result.ok) {
    return new Response(result.file.bytes, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${safeFilename(result.file.filename)}"`,
        'cache-control': 'private, no-store',
      },
    })
  }
  if (result.reason === 'not-found') return notFound(missing)
  const back = encodeURIComponent(localizeHref(`/my-account/order-details/${orderId}/`))
  return new Response(null, {
    status: 303,
    headers: { location: `${localizeHref('/login/')}?redirect=${back}`, 'cache-control': 'no-store' },
  })
}

export async function downloadReturnLabel(orderId: string, returnId: string): Promise<Response> {
  // Malformed ids name no label: the shop is not asked.
  if (!v.is(uuidSchema, orderId) || !v.is(uuidSchema, returnId)) return notFound(m.return_label_not_found())
  return pdfAnswer(await readReturnLabel(orderId, returnId), orderId, m.return_label_not_found())
}

const creditNoteNumberSchema = v.pipe(v.string(), v.regex(/^GS-\d{4}-\d{6}$/))

/** The order's invoice in the page's language. */
export async function downloadInvoice(orderId: string): Promise<Response> {
  if (!v.is(uuidSchema, orderId)) return notFound(m.invoice_not_found())
  return pdfAnswer(
    await readAccountingDocument(orderId, undefined, getLocale()),
    orderId,
    m.invoice_not_found(),
  )
}

/** One of the order's credit notes in the page's language. */
export async function downloadCreditNote(orderId: string, number: string): Promise<Response> {
  if (!v.is(uuidSchema, orderId) || !v.is(creditNoteNumberSchema, number))
    return notFound(m.invoice_not_found())
  return pdfAnswer(await readAccountingDocument(orderId, number, getLocale()), orderId, m.invoice_not_found())
}
