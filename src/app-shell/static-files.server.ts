import { VERSION_MANIFEST_PATH } from '~/features/app-version/app-version.model'

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

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Whether a path has an escape that is not UTF-8 (`/p/%ff/`) or a `%` without two hex digits.
 * Checked with a fatal decoder rather than `decodeURIComponent` in a try: the bundler drops a call
 * to that global whose result is unused, and the check with it.
 */
export function isMalformedPath(pathname: string): boolean {
  if (/%(?![0-9a-f]{2})/i.test(pathname)) return true
  for (const run of pathname.match(/(?:%[0-9a-f]{2})+/gi) ?? []) {
    const bytes = Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16))
    try {
      strictUtf8.decode(bytes)
    } catch {
      return true
    }
  }
  return false
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
