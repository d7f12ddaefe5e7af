import * as v from 'valibot'

/**
 * Spec §7 app version check, §8 chunk load failure, §9 chunk-reload guard: pure rules, no browser
 * objects, so that they can be tested with any clock.
 */

/** Where the production build publishes its build id (written by the version-manifest plugin). */
export const VERSION_MANIFEST_PATH = '/version.json'

/** How often an open, visible tab asks which version is deployed. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000

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
