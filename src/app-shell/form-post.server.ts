/**
 * What the server-rendered pages outside the client router (the checkout, service booking) share
 * for their plain form posts: the same-origin rule, and the document response.
 */
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'

/**
 * Where the pages rendered as whole documents live (no client bundle): the app's additions to its own
 * pages (the live consent banner's server copy) do not belong there.
 */
export const SERVER_DOCUMENT_PATHS: readonly string[] = ['/checkout/', '/termin-buchen/', '/termin/']

const requestContextSchema = v.object({ publicOrigin: v.string() })

/**
 * A form post counts only from the shop's own pages: browsers say so in Sec-Fetch-Site; a client
 * without it must send the Origin the browser used (src/server.ts works it out, proxy included).
 */
export function isSameOriginPost(request: Request, context: unknown): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = request.headers.get('origin')
  const expected = v.safeParse(requestContextSchema, context)
  return origin !== null && expected.success && origin === expected.output.publicOrigin
}

/** A personal page as a whole HTML document: never kept by a shared cache. */
export function documentResponse(document: ReactElement, status = 200): Response {
  return new Response(`<!DOCTYPE html>${renderToStaticMarkup(document)}`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}

/** After a successful post: the browser is sent on with a GET, so a reload does not post again. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
}

/**
 * Any other method on such a page (its route's `ANY` handler): OPTIONS learns what the page takes
 * (204); anything else is refused with 405, instead of the client app rendering an empty page.
 */
export function otherMethod(request: Request): Response {
  const headers = { allow: 'GET, HEAD, POST', 'cache-control': 'no-store' }
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers })
  return new Response(m.page_method_not_allowed(), {
    status: 405,
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
  })
}
