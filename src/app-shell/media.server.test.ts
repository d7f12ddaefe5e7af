import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serveMedia } from './media.server'

const root = mkdtempSync(join(tmpdir(), 'media-test-'))
const mediaDir = join(root, 'media')
mkdirSync(join(mediaDir, 'products', '7'), { recursive: true })
writeFileSync(join(mediaDir, 'products', '7', '107-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(join(root, 'secret.svg'), '<svg>secret</svg>')

describe('serveMedia', () => {
  it('serves a generated SVG with image headers and a sandboxing policy', async () => {
    const response = await serveMedia(mediaDir, '/media/products/7/107-1.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect(await response.text()).toContain('<svg')
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
    ]) {
      expect((await serveMedia(mediaDir, path)).status).toBe(404)
    }
  })
})
