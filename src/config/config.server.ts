import { formatConfigIssues, parseConfig, toPublicConfig } from './config.schema'
import type { AppConfig, PublicConfig } from './config.schema'
import { log } from '../lib/log.server'

let cached: AppConfig | undefined

/**
 * The validated configuration of this server process. Server-only: the `.server.ts` suffix keeps it
 * (and DATABASE_URL, SHOP_API_URL and friends) out of the client bundle.
 */
export function getServerConfig(): AppConfig {
  if (cached) return cached
  const result = parseConfig(process.env)
  if (!result.ok) throw new Error(formatConfigIssues(result.issues))
  cached = result.config
  return cached
}

export function getPublicConfigFromServer(): PublicConfig {
  return toPublicConfig(getServerConfig())
}

/**
 * Start-up guard: a bad value stops the process with one line naming the variable, the value
 * and the expected form, instead of failing later inside a request.
 */
export function loadServerConfigOrExit(): AppConfig {
  const result = parseConfig(process.env)
  if (result.ok) {
    cached = result.config
    return cached
  }
  log.fatal(formatConfigIssues(result.issues))
  process.exit(1)
}
