import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardRequestBody, MAX_REQUEST_BODY_BYTES } from './request-guards.server'
import { rawRequest, serveOverHttp } from './testing/node-http'
import type { HttpTestServer } from './testing/node-http'

const url = 'http://shop.test/_serverFn/abc'

/** A body streamed in chunks of the given sizes, with no Content-Length. */
function streamedRequest(chunks: readonly Uint8Array[]): Request {
  let index = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index]
      index += 1
      if (chunk === undefined) controller.close()
      else controller.enqueue(chunk)
    },
  })
  return new Request(url, { method: 'POST', body, duplex: 'half' } as RequestInit)
}

async function errorOf(response: Response): Promise<unknown> {
  const json: unknown = await response.json()
  return typeof json === 'object' && json !== null && 'error' in json ? json.error : undefined
}

describe('guardRequestBody', () => {
  it('passes a request without a body through unchanged', async () => {
    const request = new Request(url)
    expect(await guardRequestBody(request)).toBe(request)
  })

  it('passes a body within a declared Content-Length through unchanged', async () => {
    const request = new Request(url, {
      method: 'POST',
      body: 'hello',
      headers: { 'content-length': '5' },
    })
    const result = await guardRequestBody(request)
    expect(result).toBe(request)
    expect(await request.text()).toBe('hello')
  })

  it('refuses a declared Content-Length above the limit with 413', async () => {
    const request = new Request(url, {
      method: 'POST',
      body: 'small',
      headers: { 'content-length': String(MAX_REQUEST_BODY_BYTES + 1) },
    })
    const result = await guardRequestBody(request)
    expect(result).toBeInstanceOf(Response)
    if (!(result instanceof Response)) return
    expect(result.status).toBe(413)
    expect(await errorOf(result)).toBe('payload_too_large')
  })

  it('accepts a declared Content-Length exactly at the limit', async () => {
    const request = new Request(url, {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': String(MAX_REQUEST_BODY_BYTES) },
    })
    expect(await guardRequestBody(request)).toBe(request)
  })

  it('refuses an invalid Content-Length with 400', async () => {
    for (const declared of ['abc', '-1', '1.5', '0x10']) {
      const request = new Request(url, { method: 'POST', body: 'x', headers: { 'content-length': declared } })
      const result = await guardRequestBody(request)
      expect(result).toBeInstanceOf(Response)
      if (!(result instanceof Response)) return
      expect(result.status).toBe(400)
      expect(await errorOf(result)).toBe('bad_request')
    }
  })

  it('refuses a streamed body above the limit with 413 without reading it all', async () => {
    const chunkSize = 64 * 1024
    const chunkCount = Math.ceil(MAX_REQUEST_BODY_BYTES / chunkSize) + 8
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= chunkCount) {
          controller.close()
          return
        }
        pulled += 1
        controller.enqueue(new Uint8Array(chunkSize).fill(97))
      },
    })
    const request = new Request(url, { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(request.headers.get('content-length')).toBeNull()
    const result = await guardRequestBody(request)
    expect(result).toBeInstanceOf(Response)
    if (!(result instanceof Response)) return
    expect(result.status).toBe(413)
    expect(await errorOf(result)).toBe('payload_too_large')
    expect(pulled).toBeLessThan(chunkCount)
  })

  it('returns a request with the same body for a small streamed body', async () => {
    const encoder = new TextEncoder()
    const original = 'Grüß Gott, {"t":1,"s":"servus"}'
    const request = streamedRequest([
      encoder.encode(original.slice(0, 10)),
      encoder.encode(original.slice(10)),
    ])
    expect(request.headers.get('content-length')).toBeNull()
    const result = await guardRequestBody(request)
    expect(result).toBeInstanceOf(Request)
    if (!(result instanceof Request)) return
    expect(result.method).toBe('POST')
    expect(result.url).toBe(url)
    expect(await result.text()).toBe(original)
  })

  it('accepts a streamed body of exactly the limit', async () => {
    const request = streamedRequest([
      new Uint8Array(MAX_REQUEST_BODY_BYTES / 2).fill(98),
      new Uint8Array(MAX_REQUEST_BODY_BYTES / 2).fill(98),
    ])
    const result = await guardRequestBody(request)
    expect(result).toBeInstanceOf(Request)
    if (!(result instanceof Request)) return
    expect((await result.arrayBuffer()).byteLength).toBe(MAX_REQUEST_BODY_BYTES)
  })
})

describe('guardRequestBody over HTTP (srvx, as in the production server)', () => {
  let server: HttpTestServer
  beforeAll(async () => {
    server = await serveOverHttp(async (request) => {
      const guarded = await guardRequestBody(request)
      if (guarded instanceof Response) return guarded
      return Response.json({ method: guarded.method, body: await guarded.text() })
    })
  })
  afterAll(async () => {
    await server.close()
  })

  it('passes a chunked body (no Content-Length) through', async () => {
    const response = await rawRequest(server.baseUrl, '/api/v1/wishlist/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      chunks: ['{"productId":', '12}'],
    })
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toEqual({ method: 'POST', body: '{"productId":12}' })
  })

  it.each(['DELETE', 'OPTIONS', 'POST', 'PUT', 'PATCH'])(
    'passes a %s without a body through',
    async (method) => {
      const response = await rawRequest(server.baseUrl, '/api/v1/wishlist/1/', { method })
      expect(response.status).toBe(200)
      expect(JSON.parse(response.body)).toEqual({ method, body: '' })
    },
  )

  it('passes a DELETE without a body from fetch() through', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/wishlist/1/`, { method: 'DELETE' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ method: 'DELETE', body: '' })
  })

  it('refuses a chunked body above the limit with 413', async () => {
    const chunk = 'x'.repeat(64 * 1024)
    const response = await rawRequest(server.baseUrl, '/_serverFn/abc', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      chunks: Array.from({ length: MAX_REQUEST_BODY_BYTES / chunk.length + 2 }, () => chunk),
    })
    expect(response.status).toBe(413)
  })
})
