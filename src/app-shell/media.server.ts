import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

/** The only types served at /media/, by extension. */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
}

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400'

/** Headers of every media answer, served here or proxied from the API host (media-proxy.server.ts). */
export const MEDIA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // SVGs are images only: no scripts, even when opened directly.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
}

export interface MediaPath {
  /** Decoded, relative to the media folder, segments separated by `/`. */
  readonly relative: string
  readonly contentType: string
}

/**
 * The file a `/media/…` path names, or undefined for anything that is not plainly a file below the
 * media folder: other types, `.`/`..` or empty segments, encoded or back slashes, escapes that do not
 * decode, NUL.
 */
export function mediaPathOf(pathname: string): MediaPath | undefined {
  if (!pathname.startsWith('/media/')) return undefined
  const encoded = pathname.slice('/media/'.length)
  if (/%2f|%5c/i.test(encoded)) return undefined
  let relative: string
  try {
    relative = decodeURIComponent(encoded)
  } catch {
    return undefined
  }
  if (/[\0\\]/.test(relative)) return undefined
  if (relative.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    return undefined
  const contentType = MEDIA_CONTENT_TYPES[extname(relative).toLowerCase()]
  return contentType ? { relative, contentType } : undefined
}

/**
 * Whether `If-None-Match` names this ETag; weak comparison, as compression marks it weak (`W/`).
 * Shared with the image pipeline's answers.
 */
export function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** RFC 9110 §13.1.3: If-Modified-Since counts only without If-None-Match. */
function isNotModified(request: Request | undefined, etag: string, modifiedMs: number): boolean {
  const ifNoneMatch = request?.headers.get('if-none-match')
  if (ifNoneMatch) return matchesEtag(ifNoneMatch, etag)
  const since = Date.parse(request?.headers.get('if-modified-since') ?? '')
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(modifiedMs / 1000) * 1000 <= since
}

const notFound = () => new Response('Not found', { status: 404 })

/**
 * Serves the generated artwork (products, brands, stores, flyers) from the media folder at /media/.
 * Paths are confined to that folder; anything else answers 404. Answers carry an ETag and
 * Last-Modified, and a request naming the version it has (`request`'s conditional headers) gets 304.
 */
export async function serveMedia(mediaDir: string, pathname: string, request?: Request): Promise<Response> {
  const media = mediaPathOf(pathname)
  if (!media) return notFound()
  const target = normalize(join(mediaDir, media.relative))
  if (!target.startsWith(mediaDir + sep)) return notFound()
  try {
    const file = await stat(target)
    if (!file.isFile()) return notFound()
    const etag = `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}"`
    const headers = {
      etag,
      'last-modified': file.mtime.toUTCString(),
      'cache-control': MEDIA_CACHE_CONTROL,
      ...MEDIA_SECURITY_HEADERS,
    }
    if (isNotModified(request, etag, file.mtimeMs)) return new Response(null, { status: 304, headers })
    const body = await readFile(target)
    return new Response(body, { headers: { 'content-type': media.contentType, ...headers } })
  } catch {
    return notFound()
  }
}
