import type { ServerOptions } from 'node:http'

/**
 * How long a client may take to send a request (issue 30): a connection that drips its headers or
 * its body byte by byte holds a socket and memory for as long as it likes otherwise — Node's
 * defaults are 60 s for the headers and 300 s for the whole request, checked every 30 s.
 *
 * - Headers within 10 s of the request's first byte.
 * - The whole request, body included, within 30 s: the largest body taken (1 MiB) needs about
 *   35 KB/s, and the shop's own forms are a few KB.
 * - Checked every second, so a late client is cut off close to its deadline, with a 408.
 *
 * Sending the answer is not limited: a page's render waits for data on its own deadlines.
 */
export const REQUEST_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions

/** The options of a new HTTP server, with these timeouts unless the caller set its own. */
export function withRequestTimeouts<Options extends ServerOptions>(options: Options): Options {
  return { ...REQUEST_TIMEOUTS, ...options }
}
