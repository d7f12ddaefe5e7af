import { createBrowserHistory, parseHref } from '@tanstack/history'
import type { ParsedHistoryState } from '@tanstack/history'
import { hasMalformedQuery } from '~/app-shell/bad-request'

/**
 * The browser's history for the router, which sees the address as the server rendered it: a query
 * string that cannot be decoded (`?filters=%ff`) is left out of the router's location, as the server
 * left it out (src/server.ts), while the address bar keeps what the shopper typed. Otherwise the
 * router would read the undecodable value, drop it as invalid and replace the address with the
 * page's clean URL on hydration, and the 400 view would turn into that page.
 */
export function createShopBrowserHistory() {
  return createBrowserHistory({
    parseLocation: () => {
      const { pathname, search, hash } = window.location
      const query = hasMalformedQuery(search) ? '' : search
      // The entry's state is the one this history wrote, as the default parseLocation assumes too.
      const state = window.history.state as ParsedHistoryState | undefined
      return parseHref(`${pathname}${query}${hash}`, state)
    },
  })
}
