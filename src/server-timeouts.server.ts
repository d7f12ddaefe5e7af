import http from 'node:http'
import type { RequestListener, ServerOptions } from 'node:http'
import { definePlugin } from 'nitro'
import { withRequestTimeouts } from './app-shell/request-timeouts.server'

/**
 * Nitro's node server (srvx) creates its HTTP server right after the plugins have run and passes no
 * timeouts; Node reads them, and how often it checks them, only when a server is created. This
 * plugin gives every server created from now on the limits of `request-timeouts.server.ts`, so a
 * client that drips its request is cut off (408) instead of holding a connection for minutes.
 */
export default definePlugin(() => {
  const createServer = http.createServer.bind(http) as (
    options: ServerOptions,
    listener?: RequestListener,
  ) => http.Server
  http.createServer = (first?: ServerOptions | RequestListener, listener?: RequestListener) =>
    typeof first === 'function' || first === undefined
      ? createServer(withRequestTimeouts({}), first)
      : createServer(withRequestTimeouts(first), listener)
})
