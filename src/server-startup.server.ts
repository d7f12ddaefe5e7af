import { definePlugin } from 'nitro'
import { buildModeMismatch } from './config/build-mode'
import { loadServerConfigOrExit } from './config/config.server'
import { getShopRuntime } from './shop-client/shop-runtime.server'
import { installServerLogging, log } from './lib/log.server'

/**
 * Runs once when the production server starts, before it accepts requests. The SSR handler itself
 * is loaded lazily on the first request, which would be too late to refuse a bad configuration.
 */
export default definePlugin(() => {
  // Before anything logs: the framework's console output becomes JSON lines too.
  installServerLogging()
  const mismatch = buildModeMismatch(loadServerConfigOrExit())
  if (mismatch !== null) {
    log.fatal(mismatch)
    process.exit(1)
  }
  // Open (and migrate) the database now rather than on the first request. A database that cannot
  // be opened — e.g. a data directory held by another process — stops the server with one line.
  getShopRuntime().catch((error: unknown) => {
    log.fatal(error instanceof Error ? error.message : String(error))
    process.exit(1)
  })
})
