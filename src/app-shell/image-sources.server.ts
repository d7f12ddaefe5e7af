import { open } from 'node:fs/promises'
import { join, normalize, sep } from 'node:path'
import { MAX_SOURCE_BYTES } from './image-pipeline.server'
import type { ImageSource, SourceRead } from './image-pipeline.server'
import { MEDIA_CONTENT_TYPES } from './media.server'
import type { MediaPath } from './media.server'

/**
 * The image pipeline's sources (image-pipeline.server.ts): the same files `/media/` serves, read
 * from the media folder in-process or from the API host's `/media/` in HTTP mode (ADR 022, ADR 032).
 */

/** Reads sources from the media folder; paths were confined to it by mediaPathOf, and are again here. */
export function mediaFolderSource(mediaDir: string): ImageSource {
  return {
    async read(media: MediaPath): Promise<SourceRead> {
      const target = normalize(join(mediaDir, media.relative))
      if (!target.startsWith(mediaDir + sep)) return { kind: 'missing' }
      let file
      try {
        file = await open(target)
      } catch {
        return { kind: 'missing' }
      }
      try {
        const stats = await file.stat()
        if (!stats.isFile()) return { kind: 'missing' }
        if (stats.size > MAX_SOURCE_BYTES) return { kind: 'too-large' }
        return { kind: 'found', bytes: await file.readFile() }
      } catch {
        return { kind: 'unavailable' }
      } finally {
        await file.close().catch(() => undefined)
      }
    },
  }
}

export interface ApiHostSourceOptions {
  /** SHOP_API_URL: the API host, whose media is at `/media/` below it. */
  readonly apiBaseUrl: string
  /** SHOP_API_TIMEOUT_MS: until the answer's headers and for its body. */
  readonly timeoutMs: number
  /** The transport; the global fetch unless a test names another. */
  readonly fetch?: (request: Request) => Promise<Response>
}

const ALLOWED_TYPES: ReadonlySet<string> = new Set(Object.values(MEDIA_CONTENT_TYPES))

/** Reads a body up to `limit` bytes; undefined when it is longer (the rest is not read). */
async function readBounded(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = []
  let length = 0
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.byteLength
    if (length > limit) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, length)
}

/** Reads sources from the API host's `/media/`: only image answers, no redirects, no credentials. */
export function apiHostSource(options: ApiHostSourceOptions): ImageSource {
  const transport = options.fetch ?? ((request: Request) => fetch(request))
  return {
    async read(media: MediaPath): Promise<SourceRead> {
      const path = media.relative.split('/').map(encodeURIComponent).join('/')
      let upstream: Response
      try {
        upstream = await transport(
          new Request(`${options.apiBaseUrl.replace(/\/+$/, '')}/media/${path}`, {
            headers: { accept: [...ALLOWED_TYPES].join(', '), 'accept-encoding': 'identity' },
            // A redirect would lead off the API host: not followed, answered as a failure.
            redirect: 'manual',
            signal: AbortSignal.timeout(options.timeoutMs),
          }),
        )
      } catch {
        return { kind: 'unavailable' }
      }
      const contentType =
        (upstream.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
      if (upstream.status !== 200 || !ALLOWED_TYPES.has(contentType) || !upstream.body) {
        void upstream.body?.cancel().catch(() => undefined)
        return upstream.status === 404 || upstream.status === 410
          ? { kind: 'missing' }
          : { kind: 'unavailable' }
      }
      const declared = Number(upstream.headers.get('content-length') ?? 0)
      if (declared > MAX_SOURCE_BYTES) {
        void upstream.body.cancel().catch(() => undefined)
        return { kind: 'too-large' }
      }
      try {
        const bytes = await readBounded(upstream.body, MAX_SOURCE_BYTES)
        return bytes ? { kind: 'found', bytes } : { kind: 'too-large' }
      } catch {
        return { kind: 'unavailable' }
      }
    },
  }
}
