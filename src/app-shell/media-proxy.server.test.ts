import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { proxyMedia } from './media-proxy.server'
import { serveMedia } from './media.server'

const root = mkdtempSync(join(tmpdir(), 'media-proxy-test-'))
const mediaDir = join(root, 'media')
mkdirSync(join(mediaDir, 'products', '7'), { recursive: true })
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>'
writeFileSync(join(mediaDir, 'products', '7', '107-1.svg'), svg)
writeFileSync(join(mediaDir, 'products', '7', 'Graz Mitte.png'), 'png-bytes')

/** What the API host was asked: path and headers of every request that reached it. */
let received: { method: string; url: string; headers: IncomingMessage['headers'] }[] = []

/**
 * A real API host on 127.0.0.1: /media/ as the API node serves it (serveMedia), and a few paths
 * that misbehave in the ways an upstream can.
 */
async function apiHost(request: IncomingMessage, response: ServerResponse): Promise<void> {
  received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers })
  const url = request.url ?? '/'
  const misbehaving: Record<string, () => void> = {
    '/media/broken/error.svg': () => {
      response.writeHead(500, { 'content-type': 'text/plain', 'x-upstream-detail': 'stack trace' })
      response.end('TypeError at /srv/api/media.ts:12')
    },
    '/media/broken/html.svg': () => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<script>alert(1)</script>')
    },
    '/media/broken/redirect.svg': () => {
      response.writeHead(302, { location: 'http://elsewhere.test/a.svg' })
      response.end()
    },
    '/media/broken/slow.svg': () => {
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'image/svg+xml' })
        response.end(svg)
      }, 2000)
    },
    '/media/broken/cookie.svg': () => {
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'set-cookie': 'api=1', server: 'api/1.2' })
      response.end(svg)
    },
  }
  const special = misbehaving[url]
  if (special) {
    special()
    return
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const answer = await serveMedia(
    mediaDir,
    new URL(url, 'http://api.test').pathname,
    new Request('http://api.test', { headers }),
  )
  response.writeHead(answer.status, Object.fromEntries(answer.headers))
  response.end(request.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()))
}

let server: Server
let apiBaseUrl = ''

beforeAll(async () => {
  server = createServer((request, response) => void apiHost(request, response))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((done) =>
    server.close(() => {
      done()
    }),
  )
})
beforeEach(() => {
  received = []
})

const proxied = (path: string, init: RequestInit = {}, timeoutMs = 1000) =>
  proxyMedia(new Request(`http://shop.test${path}`, init), { apiBaseUrl, timeoutMs })

/** Each set of request headers typed alike, whichever headers it names. */
const headerSet = (values: Record<string, string>) => values

describe('proxyMedia', () => {
  it('passes an image through with its type, caching headers and the media security headers', async () => {
    const response = await proxied('/media/products/7/107-1.svg')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(svg)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('etag')).toMatch(/^".+"$/)
    expect(response.headers.get('last-modified')).toMatch(/GMT$/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(received.map((call) => call.url)).toEqual(['/media/products/7/107-1.svg'])
  })

  it('asks for the same single file, escapes and all, under the base path of the API host', async () => {
    const response = await proxied('/media/products/7/Graz%20Mitte.png')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(received[0]?.url).toBe('/media/products/7/Graz%20Mitte.png')
    // A base URL with a path (and a trailing slash) keeps its path.
    const prefixed = await proxyMedia(new Request('http://shop.test/media/products/7/107-1.svg'), {
      apiBaseUrl: `${apiBaseUrl}/shop/`,
      timeoutMs: 1000,
    })
    expect(prefixed.status).toBe(404)
    expect(received[1]?.url).toBe('/shop/media/products/7/107-1.svg')
  })

  it('answers 304 to a conditional request the API host answers 304, by ETag or date', async () => {
    const first = await proxied('/media/products/7/107-1.svg')
    const etag = first.headers.get('etag') ?? ''
    const lastModified = first.headers.get('last-modified') ?? ''
    for (const headers of [
      headerSet({ 'if-none-match': etag }),
      headerSet({ 'if-none-match': `W/${etag}` }),
      headerSet({ 'if-modified-since': lastModified }),
    ]) {
      const response = await proxied('/media/products/7/107-1.svg', { headers })
      expect(response.status, JSON.stringify(headers)).toBe(304)
      expect(response.body).toBeNull()
      expect(response.headers.get('etag')).toBe(etag)
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    }
    expect(
      (await proxied('/media/products/7/107-1.svg', { headers: { 'if-none-match': '"old"' } })).status,
    ).toBe(200)
  })

  it('answers HEAD without a body, and refuses other methods without asking upstream', async () => {
    const head = await proxied('/media/products/7/107-1.svg', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
    expect(head.headers.get('content-type')).toBe('image/svg+xml')
    expect(received.map((call) => call.method)).toEqual(['HEAD'])
    const post = await proxied('/media/products/7/107-1.svg', { method: 'POST', body: 'x' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    expect(received).toHaveLength(1)
  })

  it('passes on neither cookies nor credentials of the browser, nor upstream headers beyond its own', async () => {
    const response = await proxied('/media/broken/cookie.svg', {
      headers: { cookie: 'sportalpin_token=secret', authorization: 'Bearer secret' },
    })
    expect(response.status).toBe(200)
    expect(received[0]?.headers.cookie).toBeUndefined()
    expect(received[0]?.headers.authorization).toBeUndefined()
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('server')).toBeNull()
  })

  it('asks the API host nothing for paths its media handler would refuse', async () => {
    for (const path of [
      '/media/products/7/107-1.txt',
      '/media/../secret.svg',
      '/media/%2e%2e/secret.svg',
      '/media/products/%2e%2e/%2e%2e/secret.svg',
      '/media/products%2F7%2F107-1.svg',
      '/media/products%5c7%5c107-1.svg',
      '/media/%00.svg',
      '/media/%E0%A4%A.svg',
      '/media/',
    ]) {
      const response = await proxied(path)
      expect(response.status, path).toBe(404)
    }
    expect(received).toEqual([])
  })

  it('answers 404 for what the API host does not have', async () => {
    const response = await proxied('/media/products/7/nope.svg')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found')
  })

  it('answers 502 without details for an upstream failure, a non-image, a redirect or a host that is down', async () => {
    for (const path of ['/media/broken/error.svg', '/media/broken/html.svg', '/media/broken/redirect.svg']) {
      const response = await proxied(path)
      expect(response.status, path).toBe(502)
      expect(await response.text()).toBe('Bad gateway')
      expect(response.headers.get('x-upstream-detail')).toBeNull()
      expect(response.headers.get('location')).toBeNull()
    }
    // A port nothing listens on any more.
    const gone = createServer()
    await new Promise<void>((done) => gone.listen(0, '127.0.0.1', done))
    const { port } = gone.address() as AddressInfo
    await new Promise<void>((done) =>
      gone.close(() => {
        done()
      }),
    )
    const down = await proxyMedia(new Request('http://shop.test/media/products/7/107-1.svg'), {
      apiBaseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 1000,
    })
    expect(down.status).toBe(502)
  })

  it('gives up on a slow API host after the timeout', async () => {
    const started = performance.now()
    const response = await proxied('/media/broken/slow.svg', {}, 300)
    expect(response.status).toBe(502)
    expect(performance.now() - started).toBeLessThan(1500)
  })
})
