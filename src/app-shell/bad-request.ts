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
 * Whether the page at `publicHref` (the address as the browser has it) is the 400 view: its query
 * string cannot be decoded. The server renders such a page without its query (src/server.ts) and
 * says so in the request context; the browser reads its own address.
 */
export const isBadRequestPage = createIsomorphicFn()
  .server((publicHref: string) => {
    const parsed = v.safeParse(requestContextSchema, readStartContext())
    return (parsed.success && parsed.output.badRequest) || hasMalformedQuery(publicHref)
  })
  .client((publicHref: string) => hasMalformedQuery(publicHref))
