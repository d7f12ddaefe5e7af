import { MEDIA_CACHE_CONTROL, MEDIA_CONTENT_TYPES, MEDIA_SECURITY_HEADERS, mediaPathOf } from './media.server'

/**
 * /media/ on a storefront node in HTTP mode (SHOP_API_URL): the artwork lives with the API host, and
 * the storefront passes it through, so pages keep one origin and their img-src policy, and the HTTP
 * cache in front of the storefront keeps the images too
 * (docs/decisions/022-media-and-client-address-in-http-mode.md).
 *
 * Only what the API host's own media handler would serve is asked for; only image answers are
 * passed on; what went wrong upstream stays in this process (404 or 502, no details).
 */

export interface MediaProxyOptions {
  /** SHOP_API_URL: the API host, whose media is at `/media/` below it. */
  readonly apiBaseUrl: string
  /** SHOP_API_TIMEOUT_MS: until the answer's headers and for its body. */
  readonly timeoutMs: number
  /** The transport; the global fetch unless a test names another. */
  readonly fetch?: (request: Request) => Promise<Response>
}

const ALLOWED_TYPES: ReadonlySet<string> = new Set(Object.values(MEDIA_CONTENT_TYPES))

/** Request headers passed on: the conditional ones. Cookies and credentials never leave. */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since']

/** Answer headers passed on (with the content type, checked apart). */
const VALIDATOR_HEADERS = ['etag', 'last-modified']

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
const badGateway = () =>
  new Response('Bad gateway', { status: 502, headers: { 'cache-control': 'no-store' } })

function upstreamUrl(apiBaseUrl: string, relative: string): URL {
  // Each segment is encoded again, so the API host sees the same single file this check did.
  const path = relative.split('/').map(encodeURIComponent).join('/')
  return new URL(`${apiBaseUrl.replace(/\/+$/, '')}/media/${path}`)
}

function passedHeaders(upstream: Response): Headers {
  const headers = new Headers({
    'cache-control': upstream.headers.get('cache-control') ?? MEDIA_CACHE_CONTROL,
    ...MEDIA_SECURITY_HEADERS,
  })
  for (const name of VALIDATOR_HEADERS) {
    const value = upstream.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  return headers
}

export async function proxyMedia(request: Request, options: MediaProxyOptions): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
  }
  const media = mediaPathOf(new URL(request.url).pathname)
  if (!media) return notFound()
  let url: URL
  try {
    url = upstreamUrl(options.apiBaseUrl, media.relative)
  } catch {
    return badGateway()
  }
  // The body is re-compressed for the browser by this server when worth it; asking for it plain
  // spares the API host compressing what is decompressed here again.
  const headers = new Headers({ accept: [...ALLOWED_TYPES].join(', '), 'accept-encoding': 'identity' })
  for (const name of CONDITIONAL_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  const transport = options.fetch ?? ((upstreamRequest: Request) => fetch(upstreamRequest))
  let upstream: Response
  try {
    upstream = await transport(
      new Request(url, {
        method: request.method,
        headers,
        // A redirect would lead off the API host: not followed, answered as a failure.
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      }),
    )
  } catch {
    return badGateway()
  }
  if (upstream.status === 304) {
    void upstream.body?.cancel().catch(() => undefined)
    return new Response(null, { status: 304, headers: passedHeaders(upstream) })
  }
  const contentType = (upstream.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (upstream.status !== 200 || !ALLOWED_TYPES.has(contentType)) {
    void upstream.body?.cancel().catch(() => undefined)
    return upstream.status === 404 || upstream.status === 410 ? notFound() : badGateway()
  }
  const answer = passedHeaders(upstream)
  answer.set('content-type', contentType)
  // The body streams through; the deadline's signal still ends it if the API host stalls.
  return new Response(request.method === 'HEAD' ? null : upstream.body, { status: 200, headers: answer })
}
