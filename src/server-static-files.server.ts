import { definePlugin } from 'nitro'
import { isAssetPath } from './app-shell/static-files.server'

/**
 * Nitro's `/assets/**` rule stamps "public, max-age=31536000, immutable" on every answer under
 * /assets/, failures included, over the handler's own Cache-Control. A missing file must not stay
 * missing for a year in browsers and CDNs (during a rolling deploy one node may lack another's
 * chunks), so failures there are marked `no-store` again.
 */
export default definePlugin((nitroApp) => {
  nitroApp.hooks.hook('response', (response, event) => {
    if (response.status >= 400 && isAssetPath(new URL(event.req.url).pathname)) {
      response.headers.set('cache-control', 'no-store')
    }
  })
})
