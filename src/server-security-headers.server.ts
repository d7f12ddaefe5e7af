import { definePlugin } from 'nitro'
import { applySecurityHeaders, isHttpsRequest } from './app-shell/security-headers.server'

/**
 * Every answer leaves through this hook, the build's assets (served by Nitro before the app runs)
 * included, so each carries the browser security headers; a page keeps the policy with its nonce.
 */
export default definePlugin((nitroApp) => {
  nitroApp.hooks.hook('response', (response, event) => {
    applySecurityHeaders(response.headers, {
      pathname: new URL(event.req.url).pathname,
      https: isHttpsRequest(event.req),
    })
  })
})
