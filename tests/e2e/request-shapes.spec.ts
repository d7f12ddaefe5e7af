import { connect } from 'node:net'
import { expect, test } from '../setup/test'
import { rawRequest } from '../../src/app-shell/testing/node-http'

/**
 * Request shapes real clients and scanners send to pages and files (issue 11): each answers what it
 * should, never a 5xx. Paths go out verbatim (`//` would be a host to URL-resolving clients).
 */
test.describe('request shapes on pages and files', () => {
  test('page URLs with empty segments redirect to the collapsed path', async ({ baseURL }) => {
    for (const [path, location] of [
      ['//', '/'],
      ['///', '/'],
      ['/en//', '/en/'],
      ['/.//', '/'],
      ['/marken//', '/marken/'],
    ] as const) {
      const response = await rawRequest(baseURL ?? '', path, { method: 'GET' })
      expect(response.status, path).toBe(301)
      expect(response.headers.location, path).toBe(location)
      expect(response.headers['cache-control'], path).toBe('public, max-age=86400')
    }
    const posted = await rawRequest(baseURL ?? '', '//', { method: 'POST' })
    expect(posted.status).toBe(308)
  })

  test('OPTIONS and bodiless requests to pages answer without a 5xx', async ({ baseURL }) => {
    for (const method of ['OPTIONS', 'DELETE', 'POST']) {
      for (const path of ['/', '/marken/', '/en/']) {
        const response = await rawRequest(baseURL ?? '', path, { method })
        expect(response.status, `${method} ${path}`).toBeLessThan(500)
      }
    }
  })

  test('a missing file under /assets/ answers a plain 404 that is not cached', async ({ request }) => {
    for (const path of ['/assets/does-not-exist.js', '/assets/does-not-exist.css', '/assets/']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      expect(response.headers()['cache-control'], path).toBe('no-store')
      expect(await response.text(), path).toBe('Not found')
    }
  })

  test('after an early 413 the connection closes, so the next request on it does not stall', async ({
    baseURL,
  }) => {
    const { hostname, port } = new URL(baseURL ?? '')
    const socket = connect(Number(port), hostname)
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    const closed = new Promise<void>((resolve) => {
      socket.on('close', () => {
        resolve()
      })
    })
    // A body announced at 2 MB, refused before it is read; the client goes on sending it, then
    // (keep-alive) a second request on the same connection.
    socket.write(
      'POST /api/v1/cart/ HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2000000\r\nConnection: keep-alive\r\n\r\n',
    )
    socket.write(`{"a":"${'x'.repeat(100_000)}`)
    socket.write('GET /api/v1/content/home/ HTTP/1.1\r\nHost: shop\r\n\r\n')
    await expect.poll(() => received, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 413/)
    // The server says so and ends the connection (instead of reading the rest as a request).
    await closed
    expect(received.toLowerCase()).toContain('connection: close')
    socket.destroy()
  })
})
