import { definePlugin } from 'nitro'
import { loadServerConfigOrExit } from './config/config.server'

/**
 * Runs once when the production server starts, before it accepts requests. The SSR handler itself
 * is loaded lazily on the first request, which would be too late to refuse a bad configuration.
 */
export default definePlugin(() => {
  loadServerConfigOrExit()
})
