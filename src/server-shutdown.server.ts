import { definePlugin } from 'nitro'
import { createShutdown, ServerWatch, serverOfRequest } from './app-shell/shutdown.server'
import { markDraining } from './app-shell/health.server'
import { closeShopRuntime } from './shop-client/shop-runtime.server'
import { log } from './lib/log.server'

/**
 * SIGTERM and SIGINT finish the requests in flight, close the database and exit within 10 s
 * (src/app-shell/shutdown.server.ts). The server itself is learnt from the first request.
 */
export default definePlugin((nitroApp) => {
  const watch = new ServerWatch()
  nitroApp.hooks.hook('request', (event) => {
    watch.observe(serverOfRequest(event.req))
  })
  const shutdown = createShutdown({
    server: watch,
    closeResources: closeShopRuntime,
    exit: (code) => process.exit(code),
    log: (line) => {
      log.info(line)
    },
  })
  const onSignal = (signal: NodeJS.Signals) => {
    // At once, before anything else: balancers polling /readyz stop sending new requests.
    markDraining()
    void shutdown(signal)
  }
  const signals = ['SIGTERM', 'SIGINT'] as const
  for (const signal of signals) process.on(signal, onSignal)
  // Nitro's server (srvx) adds a graceful close of its own right after the plugins have run (unless
  // CI or TEST is set). It closes the listening socket at once, which resets connections the busy
  // event loop has not accepted yet, and leaves the database open; the shutdown above replaces it.
  setImmediate(() => {
    for (const signal of signals) {
      for (const listener of process.listeners(signal))
        if (listener !== onSignal) process.off(signal, listener)
    }
  })
})
