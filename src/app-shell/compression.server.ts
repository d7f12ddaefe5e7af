/**
 * Compression of dynamic answers (pages, the shop API's JSON, server functions, media SVGs):
 * brotli or gzip as the client's Accept-Encoding allows, streamed. Built files under /assets/ are
 * compressed at build time instead (Nitro's `compressPublicAssets`).
 *
 * What the renderer writes is batched before it reaches the compressor: React hands over a page in
 * chunks of about 2 KB, and a compressor flushed after each of them costs five times the CPU of the
 * same page compressed in one piece (a brotli flush ends a block: the encoder starts over on the
 * next one). So the compressor is flushed only when the renderer has nothing more for now — at the
 * end of the shell and while a Suspense boundary waits for its data — and at the end; bytes that
 * keep coming go in unflushed, in batches of BATCH_BYTES. A streaming page keeps streaming: the
 * head leaves as soon as the shell is rendered, whatever the rest waits for.
 *
 * A JSON answer (the shop API, server functions) is whole before it is sent and nobody reads it
 * before its end: it is read whole, compressed in one call and sent with its length, without a
 * stream in between. Over HTTP the search API's answer (27 KB) cost 3–4 ms more CPU with brotli than
 * without when it went through the streaming compressor, and costs 1–2 ms more now
 * (docs/performance.md); the compressing itself is 0.1–0.3 ms of it.
 */
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib'
import type { BrotliCompress, BrotliOptions, Gzip } from 'node:zlib'

export type ContentEncoding = 'br' | 'gzip'

/** Below this many bytes compression saves less than its headers and CPU cost. */
const MIN_BYTES = 1024

/**
 * Brotli quality and window, gzip level: chosen by measurement on the shop's pages (CPU per page
 * against bytes, docs/performance.md "Compression that costs little"). Brotli 3 costs about 1 ms on
 * the largest page (196 KB), within a fifth of a 5 ms render, and is still 5–9 % smaller than gzip;
 * quality 4 costs 50–100 % more for about 4 % fewer bytes, quality 5 more than twice as much for
 * 12–13 % fewer. A
 * page of 100–200 KB fits a 256 KB window (lgwin 18) whole: a larger one saves no byte on them and
 * costs memory per answer in flight. Gzip 5 is within 1 % of gzip 6's bytes for less CPU.
 */
export const BROTLI_QUALITY = 3
export const BROTLI_WINDOW = 18
export const GZIP_LEVEL = 5

/** Rendered bytes collected before they go to the compressor in one write (without a flush). */
export const BATCH_BYTES = 32 * 1024

/**
 * A producer gone quiet with fewer bytes than this waiting holds them up to IDLE_HOLD_MS for more,
 * so that a producer trickling small pieces (one per event-loop turn) is not flushed piece by piece.
 */
export const IDLE_FLUSH_MIN_BYTES = 4 * 1024
export const IDLE_HOLD_MS = 10

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

/** A run of the producer's bytes for the compressor. */
export interface Batch {
  readonly bytes: Uint8Array
  /** The producer has nothing more for now, or has ended: what came so far must reach the client. */
  readonly flush: boolean
}

export interface BatchOptions {
  readonly batchBytes?: number
  readonly idleFlushMinBytes?: number
  readonly idleHoldMs?: number
}

const IDLE = Symbol('idle')
type Settled<T> = ReadableStreamReadResult<T> | typeof IDLE

/** Resolves after the current turn of the event loop: I/O and timers due now have run. */
const afterThisTurn = () => new Promise<typeof IDLE>((resolve) => setImmediate(resolve, IDLE))
const after = (ms: number) => new Promise<typeof IDLE>((resolve) => setTimeout(resolve, ms, IDLE))

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0]
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * The producer's chunks in batches: a batch is cut unflushed when BATCH_BYTES have come, and
 * flushed when the producer is idle — no chunk is ready once the current turn of the event loop is
 * over (it waits for data, not for CPU) — or has ended. An idle producer with fewer than
 * IDLE_FLUSH_MIN_BYTES waiting gets IDLE_HOLD_MS more before those are flushed.
 */
export async function* batches(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  {
    batchBytes = BATCH_BYTES,
    idleFlushMinBytes = IDLE_FLUSH_MIN_BYTES,
    idleHoldMs = IDLE_HOLD_MS,
  }: BatchOptions = {},
): AsyncGenerator<Batch, void, undefined> {
  let pending: Uint8Array[] = []
  let size = 0
  let heldSince = 0
  const take = (flush: boolean): Batch => {
    const batch = { bytes: joined(pending, size), flush }
    pending = []
    size = 0
    return batch
  }
  let read = reader.read()
  for (;;) {
    let settled: Settled<Uint8Array> = size > 0 ? await Promise.race([read, afterThisTurn()]) : await read
    if (settled === IDLE && size < idleFlushMinBytes) {
      const hold = heldSince + idleHoldMs - performance.now()
      if (hold > 0) settled = await Promise.race([read, after(hold)])
    }
    if (settled === IDLE) {
      yield take(true)
      settled = await read
    }
    if (settled.done) {
      if (size > 0) yield take(true)
      return
    }
    read = reader.read()
    if (settled.value.byteLength === 0) continue
    if (size === 0) heldSince = performance.now()
    pending.push(settled.value)
    size += settled.value.byteLength
    if (size >= batchBytes) yield take(false)
  }
}

const WHOLE_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i

/** JSON: compressed whole (see above); every other type is streamed. */
export function isWholeType(contentType: string | null): boolean {
  return WHOLE_TYPE.test(contentType ?? '')
}

const brotliWhole = promisify(brotliCompress)
const gzipWhole = promisify(gzip)

/** Above this size a whole answer is compressed on the thread pool, not on the request's thread. */
const WHOLE_SYNC_MAX_BYTES = 256 * 1024

/**
 * The brotli settings of every answer, whole or streamed; `sizeHint`, the body's length when it is
 * known, lets the encoder size its buffers.
 */
function brotliOptionsFor(sizeHint?: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(sizeHint === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
    },
  }
}

/**
 * `bytes` compressed in one call. A small answer is compressed on the spot: handing it to the
 * thread pool and back costs more than compressing it (0.1–0.3 ms for the search API's 22 KB).
 */
export async function compressWhole(
  bytes: Uint8Array,
  encoding: ContentEncoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const brotliOptions = brotliOptionsFor(bytes.byteLength)
  const small = bytes.byteLength <= WHOLE_SYNC_MAX_BYTES
  let compressed: Buffer
  if (encoding === 'gzip')
    compressed = small
      ? gzipSync(bytes, { level: GZIP_LEVEL })
      : await gzipWhole(bytes, { level: GZIP_LEVEL })
  else compressed = small ? brotliCompressSync(bytes, brotliOptions) : await brotliWhole(bytes, brotliOptions)
  // zlib's results are Buffers over their own ArrayBuffer (never a SharedArrayBuffer).
  return new Uint8Array(compressed.buffer as ArrayBuffer, compressed.byteOffset, compressed.byteLength)
}

function createCompressor(encoding: ContentEncoding): { stream: BrotliCompress | Gzip; flushKind: number } {
  if (encoding === 'gzip')
    return { stream: createGzip({ level: GZIP_LEVEL }), flushKind: constants.Z_SYNC_FLUSH }
  return {
    stream: createBrotliCompress(brotliOptionsFor()),
    flushKind: constants.BROTLI_OPERATION_FLUSH,
  }
}

/** Resolves when `stream` emits `event`, or closes (destroyed: nothing will come any more). */
function eventOrClose(stream: BrotliCompress | Gzip, event: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off(event, done)
      stream.off('close', done)
      resolve()
    }
    stream.once(event, done)
    stream.once('close', done)
  })
}

/**
 * `body` compressed, batch by batch (see `batches`). A client that goes away cancels the body, and
 * with it the renderer; a renderer that fails ends the compressed stream with its error.
 */
export function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: ContentEncoding,
  options?: BatchOptions,
): ReadableStream<Uint8Array> {
  const { stream, flushKind } = createCompressor(encoding)
  const reader = body.getReader()
  let fed = false
  stream.once('close', () => {
    if (!fed) reader.cancel().catch(() => undefined)
  })
  void (async () => {
    try {
      for await (const batch of batches(reader, options)) {
        if (stream.destroyed) return
        if (!stream.write(batch.bytes)) await eventOrClose(stream, 'drain')
        // A destroyed stream calls back at once (with an error the loop's next turn ends on).
        if (batch.flush)
          await new Promise<void>((resolve) => {
            stream.flush(flushKind, () => {
              resolve()
            })
          })
      }
      fed = true
      if (!stream.destroyed) stream.end()
    } catch (error) {
      stream.destroy(error instanceof Error ? error : new Error(String(error)))
    }
  })()
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>
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
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (!response.body || request.method === 'HEAD') return response
  if ([204, 206, 304].includes(response.status)) return response
  if (response.headers.has('content-encoding')) return response
  const contentType = response.headers.get('content-type')
  if (!isCompressibleType(contentType)) return response
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
  if (isWholeType(contentType)) {
    // Read whole and sent with its length: no stream between the handler's bytes and the socket.
    const compressed = await compressWhole(new Uint8Array(await response.arrayBuffer()), encoding)
    headers.set('content-length', String(compressed.byteLength))
    return new Response(compressed, { status: response.status, statusText: response.statusText, headers })
  }
  return new Response(compressStream(response.body, encoding), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
