import { VERSION_MANIFEST_PATH } from '~/features/app-version/app-version.model'
import { hasMalformedEscapes } from '~/lib/url-escapes'

/** The build's hashed client files. Nitro serves the ones it built before any app code runs. */
const ASSETS_PREFIX = '/assets/'

export function isAssetPath(pathname: string): boolean {
  return pathname.startsWith(ASSETS_PREFIX)
}

/**
 * The Cache-Control a public file's answer must carry over what Nitro gave it (undefined: keep it).
 * - A failure under /assets/ is `no-store`: Nitro's `/assets/**` rule stamps "public,
 *   max-age=31536000, immutable" on it too, and a missing file must not stay missing for a year in
 *   browsers and CDNs (during a rolling deploy one node may lack another's chunks).
 * - The version manifest is `no-cache`: Nitro sends public files outside /assets/ with only an ETag
 *   and Last-Modified, from which browsers and CDNs would guess a lifetime; an open tab must see a
 *   deploy at its next check, so every cache revalidates it (a cheap 304 while nothing changed).
 */
export function publicFileCacheControl(pathname: string, status: number): string | undefined {
  if (isAssetPath(pathname)) return status >= 400 ? 'no-store' : undefined
  if (pathname === VERSION_MANIFEST_PATH && status < 400) return 'no-cache'
  return undefined
}

/**
 * A missing file is a 404, never a page: a browser holding an old build's chunk must not get HTML,
 * nor a redirect cached for a year by the `/assets/**` cache rule, so it says `no-store`.
 */
export function assetNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** ENOENT, on the error or a few causes down (Nitro wraps what its handlers throw). */
function isMissingFileError(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if ('code' in current && current.code === 'ENOENT') return true
    current = current.cause
  }
  return false
}

/**
 * For Nitro's error handler: a file in the build's manifest that is gone from disk (a build replaced
 * under a running server) makes Nitro's static handler throw ENOENT, which would answer 500.
 */
export function answerMissingStaticFile(error: unknown, pathname: string): Response | undefined {
  return isAssetPath(pathname) && isMissingFileError(error) ? assetNotFound() : undefined
}

/** Whether a path has an escape that is not UTF-8 (`/p/%ff/`) or a `%` without two hex digits. */
export function isMalformedPath(pathname: string): boolean {
  return hasMalformedEscapes(pathname)
}

/**
 * The request for a path with broken escapes, with its escapes taken literally (`%ff` → `%25ff`):
 * a well-formed path that no page has, so the app answers with its styled "not found" page in the
 * path's language instead of failing to decode it.
 */
export function withLiteralEscapes(request: Request): Request {
  const url = new URL(request.url)
  url.pathname = url.pathname.replaceAll('%', '%25')
  return new Request(url, { method: request.method, headers: request.headers })
}

/** What the API answers for a path with broken escapes. */
export function malformedApiPath(): Response {
  return Response.json(
    { message: 'The URL is malformed: a percent escape in its path is not UTF-8.' },
    { status: 400, headers: { 'cache-control': 'no-store' } },
  )
}

/**
 * Whether a page request's query string cannot be decoded (`/search/?q=%ff`, `?q=%`): such a page is
 * answered with the styled 400 view. Only GET and HEAD of pages: the API, server functions and the
 * message files answer their own way.
 */
export function hasMalformedPageQuery(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const url = new URL(request.url)
  if (['/_serverFn/', '/_i18n/'].some((prefix) => url.pathname.startsWith(prefix))) return false
  return hasMalformedEscapes(url.search)
}

/** The page request without its query, for rendering the 400 view of a malformed query. */
export function withoutQuery(request: Request): Request {
  const url = new URL(request.url)
  url.search = ''
  return new Request(url, { method: request.method, headers: request.headers })
}

/** The app's answer for a malformed query, as the 400 it is (the view itself says so). */
export function asBadRequest(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('cache-control', 'no-store')
  return new Response(response.body, { status: 400, statusText: 'Bad Request', headers })
}
