import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { request as httpRequest } from 'node:http'
import { expect, test } from '../setup/test'

/** A raw GET over HTTP: the body exactly as sent (Playwright's client would decode it for us). */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((resolve, reject) => {
    const call = httpRequest(
      url,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          })
        })
        response.on('error', reject)
      },
    )
    call.on('error', reject)
    call.end()
  })
}

test.describe('compression', () => {
  test('pages and API answers go out as brotli or gzip as the client accepts, identical once decoded', async ({
    baseURL,
  }) => {
    const page = `${baseURL ?? ''}/`
    const identity = await rawGet(page)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(String(identity.headers.vary)).toMatch(/Accept-Encoding/)

    const br = await rawGet(page, 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/)
    expect(br.body.length).toBeLessThan(identity.body.length / 4)
    expect(brotliDecompressSync(br.body).toString()).toContain('<!DOCTYPE html>')

    const gzip = await rawGet(page, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toContain('</html>')

    const api = await rawGet(`${baseURL ?? ''}/api/v1/catalog/search/?page=1`, 'br')
    expect(api.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(api.body).toString())).toHaveProperty('data.products')
  })

  test('built assets are precompressed and immutable', async ({ baseURL }) => {
    const home = (await rawGet(`${baseURL ?? ''}/`)).body.toString()
    const script = /\/assets\/[^"]+\.js/.exec(home)?.[0]
    if (!script) throw new Error('the home page loads no script')
    const br = await rawGet(`${baseURL ?? ''}${script}`, 'br, gzip')
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/)
    const gzip = await rawGet(`${baseURL ?? ''}${script}`, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const identity = await rawGet(`${baseURL ?? ''}${script}`)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true)
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true)
  })
})
