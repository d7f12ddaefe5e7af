import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import { forwardedView, isTrustedProxy, peerAddress } from '~/app-shell/forwarded.server'
import type { TrustedProxy } from '~/app-shell/forwarded.server'
import { getServerConfig } from '~/config/config.server'
import { installServerLogging, log, requestContext } from '~/lib/log.server'
import { routeLabelForPath } from '~/metrics/labels'

/**
 * One log line per request (src/server.ts wraps its handler in `withRequestLog`): request id,
 * method, route kind, path (capped, tokens blanked, no query), status, duration and client address.
 */

export const REQUEST_ID_HEADER = 'x-request-id'

/** Whether a path is the shop API's (src/shop-api/shop-api.ts, handed in by the server entry). */
export type ApiPathTest = (pathname: string) => boolean

/** A proxy's request id is taken over only when it is a short token: it goes into every line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** The shape of the shop contract's cart keys (spec §7): a proxy that passes a client's header on
 * must not put a shopper's key into the log. */
const CART_KEY = /^[gu][0-9a-f]{32}$/i

/**
 * The id of this request's line: the trusted proxy's `X-Request-Id` (so its log and ours join), or
 * a fresh one. Anyone else's header is ignored, like the other forwarded headers. On the shop API's
 * paths the header is the contract's cart key (spec §7: `g…` for a guest), never a log id.
 */
export function requestIdFor(
  request: Request,
  trusted: TrustedProxy,
  isApiPath: ApiPathTest,
  peer = peerAddress(request),
  pathname = new URL(request.url).pathname,
): string {
  const given = request.headers.get(REQUEST_ID_HEADER)
  if (
    given !== null &&
    !isApiPath(pathname) &&
    isTrustedProxy(trusted, peer) &&
    SAFE_REQUEST_ID.test(given) &&
    !CART_KEY.test(given)
  )
    return given
  return randomUUID()
}

/** Longest path a line carries: a hostile 15 KB path becomes one short line. */
export const PATH_LIMIT = 512

/**
 * Paths whose next segment is a secret: the double opt-in and stock alert confirmation links (the
 * page and its API call), a shared cart's hash, and anything after the password-reset page (its
 * token travels in the fragment, which never reaches the server, but a mangled link may put it in
 * the path). A locale prefix (`/en/`) may come first.
 */
const TOKEN_PATHS = [
  /^((?:\/[a-z]{2})?\/doi\/thankyou\/)[^/]+/,
  /^((?:\/[a-z]{2})?\/benachrichtigung\/bestaetigen\/)[^/]+/,
  /^((?:\/[a-z]{2})?\/reset-password\/)[^/]+/,
  /^(\/api\/v1\/auth\/doi\/)[^/]+/,
  /^(\/api\/v1\/stock-alerts\/confirm\/)[^/]+/,
  /^(\/api\/v[12]\/(?:team\/)?cart\/(?:hash|set)\/)[^/]+/,
]

export const REDACTED_SEGMENT = ':redacted'

/** The path as a line shows it: secret segments blanked, at most PATH_LIMIT characters. */
export function loggedPath(pathname: string): string {
  let path = pathname
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, `$1${REDACTED_SEGMENT}`)
  return path.length > PATH_LIMIT ? `${path.slice(0, PATH_LIMIT)}…` : path
}

/** Requests of the orchestrator's probes and the metrics scraper: every few seconds, debug only. */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

export interface RequestLine {
  readonly reqId: string
  readonly method: string
  readonly route: string
  readonly path: string
  readonly status: number
  readonly durationMs: number
  readonly clientAddress: string | undefined
}

export function requestLine(
  request: Request,
  fields: { reqId: string; status: number; durationMs: number; clientAddress: string | undefined },
  pathname = new URL(request.url).pathname,
): RequestLine {
  return {
    reqId: fields.reqId,
    // Methods are few; anything else (a fuzzer's) is named as such, not echoed.
    method: /^[A-Z]{1,10}$/.test(request.method) ? request.method : 'OTHER',
    // The metrics' route label (src/metrics/labels.ts), so a line and its series match.
    route: routeLabelForPath(pathname),
    path: loggedPath(pathname),
    status: fields.status,
    durationMs: Math.round(fields.durationMs * 10) / 10,
    clientAddress: fields.clientAddress,
  }
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value)
    return response
  } catch {
    // Immutable headers (a fetched answer passed through, Response.redirect): a copy carries it.
    const headers = new Headers(response.headers)
    headers.set(name, value)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

type Handler = (request: Request) => Promise<Response>

/**
 * Wraps the server entry's handler: the request id goes into the answer's `X-Request-Id` (not on
 * the shop API's paths, where that header is the contract's cart key) and the line is written when
 * the answer's head is ready — the duration is the time to the first byte, not to the end of a
 * streamed page. An error thrown out of the handler is logged with its stack in the request's line
 * (status 500) and thrown on; the framework's own report of it then carries no second stack.
 */
export function withRequestLog(
  handler: Handler,
  { isApiPath, logger = log }: { readonly isApiPath: ApiPathTest; readonly logger?: Logger },
): Handler {
  installServerLogging()
  return async (request) => {
    const started = performance.now()
    const trusted = getServerConfig().TRUSTED_PROXY
    const peer = peerAddress(request)
    // Parsed once here for the id, the level and the line.
    const { pathname } = new URL(request.url)
    const reqId = requestIdFor(request, trusted, isApiPath, peer, pathname)
    const clientAddress = forwardedView(request, trusted, peer).clientAddress
    const level = PROBE_PATHS.has(pathname.replace(/\/$/, '')) ? 'debug' : 'info'
    const line = (status: number) =>
      requestLine(
        request,
        { reqId, status, durationMs: performance.now() - started, clientAddress },
        pathname,
      )
    let response: Response
    try {
      response = await requestContext.run({ reqId }, () => handler(request))
    } catch (error) {
      logger.error({ ...line(500), err: error }, 'request failed')
      throw error
    }
    logger[level === 'info' && response.status >= 500 ? 'error' : level](line(response.status), 'request')
    return isApiPath(pathname) ? response : withHeader(response, REQUEST_ID_HEADER, reqId)
  }
}
