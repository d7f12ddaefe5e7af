import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mediaPathOf, serveMedia } from './media.server'

const root = mkdtempSync(join(tmpdir(), 'media-test-'))
const mediaDir = join(root, 'media')
mkdirSync(join(mediaDir, 'products', '7'), { recursive: true })
writeFileSync(join(mediaDir, 'products', '7', '107-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(join(root, 'secret.svg'), '<svg>secret</svg>')
const modified = new Date('2026-03-01T10:00:00Z')
utimesSync(join(mediaDir, 'products', '7', '107-1.svg'), modified, modified)

const conditional = (headers: Record<string, string>) => new Request('http://shop.test/media/x', { headers })

/** Each set of request headers typed alike, whichever headers it names. */
const headerSet = (values: Record<string, string>) => values

describe('serveMedia', () => {
  it('serves a generated SVG with image headers and a sandboxing policy', async () => {
    const response = await serveMedia(mediaDir, '/media/products/7/107-1.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect(await response.text()).toContain('<svg')
    expect(response.headers.get('last-modified')).toBe(modified.toUTCString())
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/)
  })

  it('answers 304 to a request naming the version it has, by ETag (also weak) or date', async () => {
    const path = '/media/products/7/107-1.svg'
    const etag = (await serveMedia(mediaDir, path)).headers.get('etag') ?? ''
    for (const headers of [
      headerSet({ 'if-none-match': etag }),
      headerSet({ 'if-none-match': `"other", W/${etag}` }),
      headerSet({ 'if-modified-since': modified.toUTCString() }),
      headerSet({ 'if-modified-since': new Date(modified.getTime() + 60_000).toUTCString() }),
    ]) {
      const response = await serveMedia(mediaDir, path, conditional(headers))
      expect(response.status, JSON.stringify(headers)).toBe(304)
      expect(response.body).toBeNull()
      expect(response.headers.get('etag')).toBe(etag)
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    }
    for (const headers of [
      headerSet({ 'if-none-match': '"other"' }),
      // An ETag that does not match wins over a date that would (RFC 9110 §13.2.2).
      headerSet({ 'if-none-match': '"other"', 'if-modified-since': modified.toUTCString() }),
      headerSet({ 'if-modified-since': new Date(modified.getTime() - 60_000).toUTCString() }),
      headerSet({ 'if-modified-since': 'yesterday' }),
    ]) {
      const response = await serveMedia(mediaDir, path, conditional(headers))
      expect(response.status, JSON.stringify(headers)).toBe(200)
    }
  })

  it('answers missing files and unknown types with 404', async () => {
    expect((await serveMedia(mediaDir, '/media/products/7/nope.svg')).status).toBe(404)
    expect((await serveMedia(mediaDir, '/media/products/7/107-1.txt')).status).toBe(404)
  })

  it('never leaves the media folder', async () => {
    for (const path of [
      '/media/../secret.svg',
      '/media/%2e%2e/secret.svg',
      '/media/products/../../secret.svg',
      '/media/%00.svg',
      '/media/%E0%A4%A.svg',
      '/media/products%2F7%2F107-1.svg',
      '/media/products%2f7/107-1.svg',
      '/media/products\\7\\107-1.svg',
      '/media/products%5C7%5C107-1.svg',
      '/media/products/./7/107-1.svg',
      '/media/products//7/107-1.svg',
    ]) {
      expect((await serveMedia(mediaDir, path)).status, path).toBe(404)
    }
  })
})

describe('mediaPathOf', () => {
  it('takes a relative path with an image extension, decoded', () => {
    expect(mediaPathOf('/media/products/7/107-1.svg')).toEqual({
      relative: 'products/7/107-1.svg',
      contentType: 'image/svg+xml',
    })
    expect(mediaPathOf('/media/stores/Graz%20Mitte.JPG')).toEqual({
      relative: 'stores/Graz Mitte.JPG',
      contentType: 'image/jpeg',
    })
    for (const [path, type] of [
      ['/media/a.png', 'image/png'],
      ['/media/a.webp', 'image/webp'],
    ])
      expect(mediaPathOf(path ?? '')?.contentType).toBe(type)
  })

  it('refuses other types, dot segments, encoded slashes and broken escapes', () => {
    for (const path of [
      '/media/a.html',
      '/media/a.svgz',
      '/media/a',
      '/media/',
      '/media/../a.svg',
      '/media/a/%2e%2e/b.svg',
      '/media/a%2fb.svg',
      '/media/a%5cb.svg',
      '/media/a\\b.svg',
      '/media/%00.svg',
      '/media/%E0%A4%A.svg',
      '/elsewhere/a.svg',
    ])
      expect(mediaPathOf(path), path).toBeUndefined()
  })
})
