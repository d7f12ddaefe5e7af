import { connect } from 'node:net'
import { expect, test } from '../setup/test'
import { rawRequest } from '../../src/app-shell/testing/node-http'
import type { RawRequest } from '../../src/app-shell/testing/node-http'

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

  test('the booking and checkout documents answer odd requests with a 4xx in German, never 5xx', async ({
    baseURL,
  }) => {
    const base = baseURL ?? ''
    const sameSite = { 'sec-fetch-site': 'same-origin' }
    const form = { ...sameSite, 'content-type': 'application/x-www-form-urlencoded' }
    const badForm = 'Das Formular kam unvollständig an.'
    const shots: [string, string, RawRequest, number, string?][] = [
      ['no body', '/termin-buchen/', { method: 'POST', headers: sameSite }, 400, badForm],
      [
        'chunked',
        '/termin-buchen/',
        { method: 'POST', headers: form, chunks: ['store=1&ser', 'vice=x'] },
        400,
        badForm,
      ],
      [
        'JSON nested 5,000 deep',
        '/termin-buchen/',
        {
          method: 'POST',
          headers: { ...sameSite, 'content-type': 'application/json' },
          chunks: ['{"a":'.repeat(5_000)],
        },
        400,
        badForm,
      ],
      [
        'a deeply nested field name',
        '/termin-buchen/',
        { method: 'POST', headers: form, chunks: [`a${'[b]'.repeat(3_000)}=1`] },
        400,
        badForm,
      ],
      [
        'a 900 KB note',
        '/termin-buchen/',
        { method: 'POST', headers: form, chunks: [`note=${'x'.repeat(900_000)}`] },
        400,
        badForm,
      ],
      [
        'a 3 MB body',
        '/termin-buchen/',
        { method: 'POST', headers: form, chunks: [`note=${'x'.repeat(3_000_000)}`] },
        413,
      ],
      ['cross-site', '/termin-buchen/', { method: 'POST', headers: { origin: 'https://evil.example' } }, 403],
      [
        'an unknown booking',
        '/termin/00000000-0000-0000-0000-000000000000/',
        { method: 'POST', headers: sameSite },
        404,
        'Diesen Termin finden wir nicht.',
      ],
      [
        'PUT',
        '/termin-buchen/',
        { method: 'PUT', headers: form, chunks: ['a=1'] },
        405,
        'Diese Seite nimmt nur Aufrufe',
      ],
      [
        'DELETE',
        '/termin/00000000-0000-0000-0000-000000000000/',
        { method: 'DELETE' },
        405,
        'Diese Seite nimmt nur Aufrufe',
      ],
      ['PATCH', '/checkout/', { method: 'PATCH' }, 405, 'Diese Seite nimmt nur Aufrufe'],
      ['DELETE', '/checkout/confirmation/00000000-0000-0000-0000-000000000000/', { method: 'DELETE' }, 405],
      ['OPTIONS', '/termin-buchen/', { method: 'OPTIONS' }, 204],
      ['an empty segment', '//termin-buchen/', { method: 'POST', headers: form, chunks: ['a=1'] }, 308],
    ]
    for (const [what, path, shot, status, text] of shots) {
      const response = await rawRequest(base, path, shot)
      expect(response.status, `${what}: ${shot.method} ${path}`).toBe(status)
      if (text !== undefined) expect(response.body, what).toContain(text)
      if (status === 405 || status === 204) expect(response.headers.allow, what).toBe('GET, HEAD, POST')
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
