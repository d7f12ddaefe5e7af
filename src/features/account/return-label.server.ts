/**
 * A return's label (ADR 035): the shop's PDF, shown in the browser to be printed. Never stored by a
 * cache (it names the customer and their address).
 */
import * as v from 'valibot'
import { localizeHref } from '~/lib/locale-url'
import { m } from '~/paraglide/messages'
import { readReturnLabel } from '~/shop-client/api/account.server'

const uuidSchema = v.pipe(v.string(), v.uuid())

/** A file name for the header: the shop's (`{code}.pdf`), with nothing that could break the quotes. */
function safeFilename(filename: string): string {
  return filename.replace(/[^\w.-]/g, '_')
}

function notFound(): Response {
  return new Response(m.return_label_not_found(), {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}

export async function downloadReturnLabel(orderId: string, returnId: string): Promise<Response> {
  // Malformed ids name no label: the shop is not asked.
  if (!v.is(uuidSchema, orderId) || !v.is(uuidSchema, returnId)) return notFound()
  const result = await readReturnLabel(orderId, returnId)
  if (result.ok) {
    return new Response(result.file.bytes, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${safeFilename(result.file.filename)}"`,
        'cache-control': 'private, no-store',
      },
    })
  }
  if (result.reason === 'not-found') return notFound()
  // No session (any more): the login, and back to the order's page afterwards.
  const back = encodeURIComponent(localizeHref(`/my-account/order-details/${orderId}/`))
  return new Response(null, {
    status: 303,
    headers: { location: `${localizeHref('/login/')}?redirect=${back}`, 'cache-control': 'no-store' },
  })
}
