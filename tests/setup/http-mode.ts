import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { killServer, pgliteEnv, prepareDatabase, startServer } from './server-process'
import type { RunningServer, ServerEnv } from './server-process'

/**
 * HTTP mode (SHOP_API_URL), as a retailer runs it: storefront nodes in front of its own API host.
 * Two production servers of the shop build, each a process of its own: an API node on a fresh
 * embedded database, and a storefront node that talks to it over HTTP and has no database at all.
 */

/** Both nodes know it: with it, the storefront names the browser's address to the API. */
export const STOREFRONT_SECRET = 'http-mode-journeys-shared-secret-4f9a2c7'

/** The storefront's deadline per API call: short, so the journey about a hung API stays short. */
export const SHOP_API_TIMEOUT_MS = 3000

/**
 * The ports of the pair a spec file starts (`slot` 0, 1, …): beside the suite's shop and team servers
 * (E2E_PORT and the next), so parallel runs with their own E2E_PORT do not meet.
 */
export function httpModePorts(slot: number): { api: number; storefront: number } {
  const api = Number(process.env.E2E_PORT ?? 4173) + 5 + slot * 2
  return { api, storefront: api + 1 }
}

export const nodeUrl = (port: number) => `http://127.0.0.1:${String(port)}`

/** The API node's environment: a fresh embedded database, seeded as prepareDatabase seeds it. */
export function apiNodeEnv(): ServerEnv {
  return {
    ...pgliteEnv(),
    EXPOSE_MAIL_OUTBOX: 'true',
    // The storefront calls from the loopback; the browser's address comes with the secret.
    TRUSTED_PROXY: 'loopback',
    STOREFRONT_SECRET,
  }
}

/**
 * A DATA_DIR the storefront node cannot create or write, not even as root: a folder beneath a file.
 * A storefront in HTTP mode keeps nothing of its own on disk.
 */
function unwritableDataDir(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'sportalpin-storefront-')), 'a-file')
  writeFileSync(file, '')
  return join(file, 'data')
}

/**
 * A storefront node in front of the API at `apiUrl`; ready once its home page renders. `env` adds
 * to or overrides its environment (a journey's own deadline, diagnostic pages); `outputDir` is the
 * build it runs (`.output-team` for a team storefront).
 */
export function startStorefrontNode(
  port: number,
  apiUrl: string,
  env: ServerEnv = {},
  outputDir = '.output',
): Promise<RunningServer> {
  return startServer(
    port,
    {
      SHOP_API_URL: apiUrl,
      STOREFRONT_SECRET,
      SHOP_API_TIMEOUT_MS: String(SHOP_API_TIMEOUT_MS),
      // The journeys send X-Forwarded-For with an address per client (tests/setup/test.ts).
      TRUSTED_PROXY: 'loopback',
      DATABASE_URL: '',
      DATA_DIR: unwritableDataDir(),
      ...env,
    },
    outputDir,
    '/',
  )
}

export interface HttpModeNodes {
  readonly api: RunningServer
  readonly storefront: RunningServer
  /** The API node's environment, its DATA_DIR included: a restart on it finds the same database. */
  readonly apiEnv: ServerEnv
}

/**
 * Prepares the API node's database, then starts the API node and a storefront node in front of it.
 * `env` adds to either node's environment (e.g. `OS` for omnichannel on both).
 */
export async function startHttpModeNodes(
  slot: number,
  env: { readonly api?: ServerEnv; readonly storefront?: ServerEnv } = {},
  storefrontOutputDir = '.output',
): Promise<HttpModeNodes> {
  const ports = httpModePorts(slot)
  const apiEnv = { ...apiNodeEnv(), ...env.api }
  prepareDatabase(apiEnv)
  const api = await startServer(ports.api, apiEnv)
  try {
    const storefront = await startStorefrontNode(
      ports.storefront,
      api.url,
      env.storefront,
      storefrontOutputDir,
    )
    return { api, storefront, apiEnv }
  } catch (error) {
    killServer(api)
    throw error
  }
}
