import { definePlugin } from 'nitro'
import { publicFileCacheControl } from './app-shell/static-files.server'

/**
 * Nitro serves the build's public files before any app code runs, with caching of its own: its
 * `/assets/**` rule stamps "public, max-age=31536000, immutable" on every answer under /assets/,
 * failures included, and other files get none. Where that is wrong (a missing chunk, the version
 * manifest), the policy of `publicFileCacheControl` replaces it.
 */
export default definePlugin((nitroApp) => {
  nitroApp.hooks.hook('response', (response, event) => {
    const cacheControl = publicFileCacheControl(new URL(event.req.url).pathname, response.status)
    if (cacheControl !== undefined) response.headers.set('cache-control', cacheControl)
  })
})
