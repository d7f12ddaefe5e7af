import handler from '@tanstack/react-start/server-entry'
import { paraglideMiddleware } from '~/paraglide/server'
import { guardRequestBody } from '~/app-shell/request-guards.server'
import { guardServerFnPayload } from '~/app-shell/server-fn-guard.server'
import { quietFatalErrorsForBots } from '~/app-shell/bot-errors.server'
import { trailingSlashRedirect } from '~/app-shell/trailing-slash.server'
import { createImagePipeline } from '~/app-shell/image-pipeline.server'
import { apiHostSource, mediaFolderSource } from '~/app-shell/image-sources.server'
import { serveMedia } from '~/app-shell/media.server'
import { IMAGE_PIPELINE_PREFIX } from '~/lib/product-image'
import { proxyMedia } from '~/app-shell/media-proxy.server'
import { compressResponse } from '~/app-shell/compression.server'
import {
  asBadRequest,
  assetNotFound,
  hasMalformedPageQuery,
  isAssetPath,
  isMalformedPath,
  malformedApiPath,
  withLiteralEscapes,
  withoutQuery,
} from '~/app-shell/static-files.server'
import { withCachePolicy } from '~/app-shell/cache-policy.server'
import { withServerConsentBanner } from '~/features/analytics/consent-banner.server'
import { forwardedView } from '~/app-shell/forwarded.server'
import { withRequestLog } from '~/app-shell/request-log.server'
import { getServerConfig } from '~/config/config.server'
import { createCspNonce, withPageSecurityPolicy } from '~/app-shell/security-headers.server'
import { rememberClientAddress } from '~/shop-api/http/client-address'
import { trustedStorefrontAddress } from '~/shop-api/http/storefront-forwarding'
import { isShopApiPath } from '~/shop-api/shop-api'
import { getShopRuntime, shopApiWasUnavailable, shopRuntimeNotReady } from '~/shop-client/shop-runtime.server'
import { HEALTH_PATH, READINESS_PATH, answerHealth, answerReadiness } from '~/app-shell/health.server'
import { observeRender, observeRequest } from '~/metrics/metrics.server'
import { answerMetrics } from '~/metrics/metrics-endpoint.server'

export default {
  fetch: withRequestLog(
    (request: Request): Promise<Response> =>
      observeRequest(request, async () =>
        closeAfterUnreadBody(await compressResponse(request, await handle(request))),
      ),
    { isApiPath: isShopApiPath },
  ),
}

/**
 * A body refused for its size (413) was not read: on a keep-alive connection its remaining bytes
 * would be parsed as the next request, which then stalls. The answer closes the connection instead.
 */
function closeAfterUnreadBody(response: Response): Response {
  if (response.status !== 413) return response
  const headers = new Headers(response.headers)
  headers.set('connection', 'close')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

async function handle(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  // A path with escapes that are not UTF-8 (let through by src/server-malformed-urls.server.ts).
  if (isMalformedPath(pathname)) {
    if (isShopApiPath(pathname) || !['GET', 'HEAD'].includes(request.method)) return malformedApiPath()
    return handle(withLiteralEscapes(request))
  }
  // Probes first: cheap, and answered whatever else this node is busy with (or refusing).
  if (pathname === HEALTH_PATH) return answerHealth(request)
  if (pathname === READINESS_PATH) return answerReadiness(request, shopRuntimeNotReady)
  const config = getServerConfig()
  // The scheme and host the browser used, also behind a trusted TLS proxy (TRUSTED_PROXY).
  const forwarded = forwardedView(request, config.TRUSTED_PROXY)
  // Only for an allowed scraper; anyone else gets what any unknown path answers.
  if (pathname === '/metrics') {
    const access = { token: config.METRICS_TOKEN, addresses: config.METRICS_ADDRESSES }
    const metrics = await answerMetrics(request, access, forwarded.clientAddress)
    if (metrics) return metrics
  }
  // Nitro has served every file the build made before this handler runs: what arrives here is none.
  if (isAssetPath(pathname)) return assetNotFound()
  if (pathname.startsWith(IMAGE_PIPELINE_PREFIX)) return (await imagePipeline())(request)
  if (pathname.startsWith('/media/')) {
    const { embedded } = await getShopRuntime()
    // In HTTP mode the artwork is the API host's: passed through, so pages keep one origin (ADR 022).
    return embedded
      ? serveMedia(embedded.mediaDir, pathname, request)
      : proxyMedia(request, { apiBaseUrl: config.SHOP_API_URL, timeoutMs: config.SHOP_API_TIMEOUT_MS })
  }
  // Bodies are bounded before anything reads them, the shop API's included (streamed bodies too).
  const guarded = await guardRequestBody(request)
  if (guarded instanceof Response) return guarded
  // For the API's limits per client address, also on calls the storefront makes for this request:
  // a storefront node's call over HTTP names its browser, believed only with the shared secret.
  rememberClientAddress(
    guarded,
    trustedStorefrontAddress(guarded.headers, config.STOREFRONT_SECRET) ?? forwarded.clientAddress,
  )
  // The reference shop API is served at the paths of spec §7, so any HTTP client can use it.
  if (isShopApiPath(pathname)) {
    const { embedded } = await getShopRuntime()
    return embedded
      ? embedded.handler.fetch(guarded)
      : Response.json({ message: 'Endpoint not found' }, { status: 404 })
  }
  const redirect = trailingSlashRedirect(guarded)
  if (redirect) return redirect
  const refused = await guardServerFnPayload(guarded)
  if (refused) return refused
  // A query that cannot be decoded (`?q=%ff`): the router would guess at it (and redirect to its
  // guess), so it renders the page's path without the query, as the styled 400 view.
  const badRequest = hasMalformedPageQuery(guarded)
  const rendered = badRequest ? withoutQuery(guarded) : guarded
  // A fresh nonce per request: the router stamps it on the inline scripts of the page it renders.
  const cspNonce = createCspNonce()
  const response = await paraglideMiddleware(rendered, async () =>
    // Inside the locale's context: the banner is made in the page's language.
    withServerConsentBanner(
      guarded,
      await observeRender(rendered, () =>
        handler.fetch(rendered, { context: { cspNonce, publicOrigin: forwarded.origin, badRequest } }),
      ),
    ),
  )
  const failed = badRequest ? asBadRequest(response) : quietFatalErrorsForBots(guarded, response)
  // After the bots' plain answer, so that crawlers (who honour Retry-After) get it too.
  const answered =
    shopApiWasUnavailable(rendered) && !isServerFnPath(pathname) ? asUnavailable(failed) : failed
  return withPageSecurityPolicy(withCachePolicy(guarded, answered), cspNonce, forwarded.https)
}

let pipeline: ReturnType<typeof createImagePipeline> | undefined

/** The image pipeline (ADR 032), made on first use: its sources are the media of this node's mode. */
async function imagePipeline(): Promise<ReturnType<typeof createImagePipeline>> {
  if (pipeline) return pipeline
  const { embedded } = await getShopRuntime()
  const config = getServerConfig()
  pipeline ??= createImagePipeline({
    source: embedded
      ? mediaFolderSource(embedded.mediaDir)
      : apiHostSource({ apiBaseUrl: config.SHOP_API_URL, timeoutMs: config.SHOP_API_TIMEOUT_MS }),
  })
  return pipeline
}

const isServerFnPath = (pathname: string) => pathname.startsWith('/_serverFn/')

/** Seconds a browser or crawler is asked to wait when the API host did not answer. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30

/**
 * A page (or sitemap) that failed because the API host did not answer (down, or slower than
 * SHOP_API_TIMEOUT_MS): 503 with Retry-After, so crawlers and caches take it as a moment's outage,
 * not as the page's content. Server-function answers keep the status their caller expects.
 */
function asUnavailable(response: Response): Response {
  if (response.status < 500) return response
  const headers = new Headers(response.headers)
  if (!headers.has('retry-after')) headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers })
}
