import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'
import { VERSION_MANIFEST_PATH, versionManifestBody } from './app-version.model'

/**
 * A build id that differs with every build: the time (base 36, so ids sort by build time in logs)
 * and a random suffix, for two builds within one millisecond.
 */
function createBuildId(): string {
  return `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
}

/**
 * The client bundle learns its own build id (`__APP_BUILD_ID__`), and the production build writes
 * the same id to `/version.json` beside the client files, so an open tab can tell that another
 * build has been deployed since it loaded (spec §7). The dev server writes no manifest.
 */
export function versionManifest(buildId: string = createBuildId()): Plugin {
  return {
    name: 'sportalpin:version-manifest',
    config: () => ({ define: { __APP_BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      // The client's output directory is what Nitro serves as public files.
      if (this.environment.name !== 'client') return
      this.emitFile({
        type: 'asset',
        fileName: VERSION_MANIFEST_PATH.slice(1),
        source: versionManifestBody(buildId),
      })
    },
  }
}
