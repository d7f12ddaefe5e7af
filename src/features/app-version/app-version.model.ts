import * as v from 'valibot'

/**
 * Spec §7 app version check, §8 chunk load failure, §9 chunk-reload guard: pure rules, no browser
 * objects, so that they can be tested with any clock.
 */

/** Where the production build publishes its build id (written by the version-manifest plugin). */
export const VERSION_MANIFEST_PATH = '/version.json'

/** How often an open, visible tab asks which version is deployed. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000

/** After a reload for a failed chunk, a further failure within this window shows the error view. */
export const CHUNK_RELOAD_GUARD_MS = 10_000

const versionManifestSchema = v.object({ version: v.pipe(v.string(), v.trim(), v.nonEmpty()) })

/** The body of the version manifest. */
export function versionManifestBody(buildId: string): string {
  return JSON.stringify({ version: buildId })
}

/**
 * The deployed build id from the manifest's parsed JSON, or undefined when it is not a manifest
 * (a proxy's error page, a half-written file): then nothing is known and nothing changes.
 */
export function readDeployedVersion(json: unknown): string | undefined {
  const parsed = v.safeParse(versionManifestSchema, json)
  return parsed.success ? parsed.output.version : undefined
}

/** Whether the server now deploys another build than the one running in this tab. */
export function isNewVersionDeployed(ownBuildId: string, deployedBuildId: string | undefined): boolean {
  return deployedBuildId !== undefined && deployedBuildId !== ownBuildId
}

/**
 * Whether a navigation in an outdated tab becomes a full page load: only a change of page. A
 * change of query or fragment on the same page (filters, sorting, a token taken out of the address
 * bar) keeps the page's state, and the page's own code is already loaded.
 */
export function isPageChange(fromPathname: string, toPathname: string): boolean {
  return fromPathname !== toPathname
}

export type ChunkErrorDecision = 'reload' | 'show-error'

/**
 * What to do about a chunk that failed to load at `now`, given when the page was last reloaded for
 * one (epoch ms; undefined if never in this tab). A reload fetches the current build's page; a
 * failure again within {@link CHUNK_RELOAD_GUARD_MS} of that reload means the reload did not help
 * (the shop or the network is broken), so the error view shows instead of reloading in a loop. A
 * reload time in the future (the clock was set back) guards nothing.
 */
export function decideOnChunkError(lastReloadAt: number | undefined, now: number): ChunkErrorDecision {
  if (lastReloadAt === undefined) return 'reload'
  const elapsed = now - lastReloadAt
  return elapsed >= 0 && elapsed < CHUNK_RELOAD_GUARD_MS ? 'show-error' : 'reload'
}

/** The reload time as stored in sessionStorage; anything but a whole, non-negative number is none. */
export function parseReloadTime(stored: string | null): number | undefined {
  if (stored === null || !/^\d+$/.test(stored)) return undefined
  const value = Number(stored)
  return Number.isSafeInteger(value) ? value : undefined
}

/**
 * The messages browsers give a dynamic import whose module could not be fetched (Chromium, Firefox,
 * Safari; the same ones TanStack Router recognizes), and Vite's for a stylesheet it could not
 * preload with a chunk.
 */
const chunkErrorPrefixes = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS for',
]

/** Whether an error is a chunk of the build that failed to load (rather than a fault in the code). */
export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && chunkErrorPrefixes.some((prefix) => error.message.startsWith(prefix))
}
