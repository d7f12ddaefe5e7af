import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import * as v from 'valibot'
import { hasMalformedEscapes } from '~/lib/url-escapes'

const requestContextSchema = v.object({ badRequest: v.boolean() })
// The registered start instance types the request context away (void); the schema checks it instead.
const readStartContext: () => unknown = getGlobalStartContext

/** Whether the query string of an href (`/search/?q=%ff#x`) cannot be decoded. */
export function hasMalformedQuery(href: string): boolean {
  const query = href.split('#', 1)[0]?.split('?').slice(1).join('?') ?? ''
  return hasMalformedEscapes(query)
}

/**
 * Whether the page at `publicHref` is the 400 view: its query string cannot be decoded. The server
 * renders such a page without its query (src/server.ts) and says so in the request context; the
 * browser reads its own address bar, since the router's location leaves such a query out too
 * (src/app-shell/browser-history.ts).
 */
export const isBadRequestPage = createIsomorphicFn()
  .server((publicHref: string) => {
    const parsed = v.safeParse(requestContextSchema, readStartContext())
    return (parsed.success && parsed.output.badRequest) || hasMalformedQuery(publicHref)
  })
  .client((publicHref: string) => hasMalformedQuery(publicHref) || hasMalformedQuery(window.location.search))
