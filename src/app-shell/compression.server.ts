/**
 * Compression of dynamic answers (pages, the shop API's JSON, server functions, media SVGs):
 * brotli or gzip as the client's Accept-Encoding allows, streamed — each chunk the renderer sends
 * is flushed through the compressor at once, so a streaming page keeps streaming. Built files under
 * /assets/ are compressed at build time instead (Nitro's `compressPublicAssets`).
 */
import { Duplex } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

export type ContentEncoding = 'br' | 'gzip'

/** Below this many bytes compression saves less than its headers and CPU cost. */
const MIN_BYTES = 1024

const COMPRESSIBLE_TYPES = [
  'text/html',
  'text/css',
  'text/plain',
  'text/xml',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/manifest+json',
  'image/svg+xml',
]

/**
 * The encoding to answer with: brotli when accepted, else gzip, else none. Quality values count
 * (`br;q=0` refuses brotli); `*` stands for any encoding not named.
 */
export function negotiateEncoding(acceptEncoding: string | null): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    const weight = quality === undefined ? 1 : Number(quality)
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  if (weightOf('br') > 0) return 'br'
  if (weightOf('gzip') > 0) return 'gzip'
  return undefined
}

/** Whether an answer of this type is worth compressing (text, JSON, SVG; not images or fonts). */
export function isCompressibleType(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
  return COMPRESSIBLE_TYPES.includes(type)
}

function compressor(encoding: ContentEncoding): ReadableWritablePair<Uint8Array, Uint8Array> {
  // Flush after every write: a chunk the renderer sent leaves compressed at once (streaming SSR).
  const stream =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 })
  return Duplex.toWeb(stream) as ReadableWritablePair<Uint8Array, Uint8Array>
}

/** Adds a name to the Vary header once. */
function addVary(headers: Headers, name: string): void {
  const current = headers.get('vary')
  if (!current) headers.set('vary', name)
  else if (!current.split(',').some((entry) => entry.trim().toLowerCase() === name.toLowerCase()))
    headers.set('vary', `${current}, ${name}`)
}

/**
 * The answer compressed for this request, or as it was: nothing to compress (no body, a HEAD
 * request, 204/206/304, already encoded, a type not worth it, a known size under 1 KiB, or
 * `Cache-Control: no-transform`), or a client that accepts neither brotli nor gzip. A compressible
 * answer always says `Vary: Accept-Encoding`, so caches keep the encodings apart.
 */
export function compressResponse(request: Request, response: Response): Response {
  if (!response.body || request.method === 'HEAD') return response
  if ([204, 206, 304].includes(response.status)) return response
  if (response.headers.has('content-encoding')) return response
  if (!isCompressibleType(response.headers.get('content-type'))) return response
  if (/\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')) return response
  const length = response.headers.get('content-length')
  const tooSmall = length !== null && Number(length) < MIN_BYTES
  const encoding = tooSmall ? undefined : negotiateEncoding(request.headers.get('accept-encoding'))
  const headers = new Headers(response.headers)
  addVary(headers, 'Accept-Encoding')
  if (!encoding)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  // A validator of the identity body does not describe the compressed one byte for byte.
  const etag = headers.get('etag')
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
  return new Response(response.body.pipeThrough(compressor(encoding)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
