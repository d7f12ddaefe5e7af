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
})
