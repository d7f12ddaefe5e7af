import { describe, expect, it } from 'vitest'
import {
  answerMissingStaticFile,
  isAssetPath,
  isMalformedPath,
  publicFileCacheControl,
  withLiteralEscapes,
} from './static-files.server'

/** What Nitro's static handler throws when a file of the build's manifest is gone from disk. */
function wrappedEnoent(): Error {
  const cause = Object.assign(
    new Error("ENOENT: no such file or directory, open '/srv/public/assets/a.js'"),
    {
      code: 'ENOENT',
    },
  )
  return new Error(cause.message, { cause })
}

describe('isAssetPath', () => {
  it('names the build’s client files and nothing else', () => {
    expect(isAssetPath('/assets/does-not-exist.js')).toBe(true)
    expect(isAssetPath('/assets/')).toBe(true)
    expect(isAssetPath('/assets')).toBe(false)
    expect(isAssetPath('/damen/assets/')).toBe(false)
  })
})

describe('publicFileCacheControl', () => {
  it('has every cache revalidate the version manifest, never keep it as immutable', () => {
    expect(publicFileCacheControl('/version.json', 200)).toBe('no-cache')
    expect(publicFileCacheControl('/version.json', 304)).toBe('no-cache')
  })

  it('marks a failure under /assets/ no-store over Nitro’s year-long rule', () => {
    expect(publicFileCacheControl('/assets/gone-Ab12.js', 404)).toBe('no-store')
    expect(publicFileCacheControl('/assets/gone-Ab12.js', 500)).toBe('no-store')
  })

  it('keeps what the others have: hashed assets immutable, pages their own policy', () => {
    expect(publicFileCacheControl('/assets/index-Ab12.js', 200)).toBeUndefined()
    expect(publicFileCacheControl('/favicon.svg', 200)).toBeUndefined()
    expect(publicFileCacheControl('/', 200)).toBeUndefined()
    expect(publicFileCacheControl('/assets/version.json', 200)).toBeUndefined()
    expect(publicFileCacheControl('/en/version.json', 200)).toBeUndefined()
    // A missing manifest (the dev server writes none) is the app's 404 page, with the page's policy.
    expect(publicFileCacheControl('/version.json', 404)).toBeUndefined()
  })
})

describe('answerMissingStaticFile', () => {
  it('answers a vanished asset with a plain 404 that is not cached', async () => {
    const response = answerMissingStaticFile(wrappedEnoent(), '/assets/a.js')
    expect(response?.status).toBe(404)
    expect(response?.headers.get('cache-control')).toBe('no-store')
    expect(await response?.text()).toBe('Not found')
  })

  it('recognizes the file-system error without a wrapper too', () => {
    const error = Object.assign(new Error('ENOENT'), { code: 'ENOENT' })
    expect(answerMissingStaticFile(error, '/assets/a.js')?.status).toBe(404)
  })

  it('leaves other errors and other paths to the default handler', () => {
    expect(answerMissingStaticFile(new Error('boom'), '/assets/a.js')).toBeUndefined()
    expect(answerMissingStaticFile(wrappedEnoent(), '/damen/')).toBeUndefined()
    expect(answerMissingStaticFile('ENOENT', '/assets/a.js')).toBeUndefined()
  })
})

describe('malformed paths', () => {
  it('finds escapes that are not UTF-8 and stray percent signs, not well-formed ones', () => {
    expect(isMalformedPath('/p/%ff/')).toBe(true)
    expect(isMalformedPath('/damen/%E0%A4%A/')).toBe(true)
    expect(isMalformedPath('/x/%zz/')).toBe(true)
    expect(isMalformedPath('/x/%C3/')).toBe(true)
    expect(isMalformedPath('/marken/%C3%B6/')).toBe(false)
    expect(isMalformedPath('/search/')).toBe(false)
    expect(isMalformedPath('/p/%25ff/')).toBe(false)
  })

  it('takes the escapes literally, which leaves a well-formed path', () => {
    const request = withLiteralEscapes(
      new Request('http://shop.test/en/p/%ff/?q=1', { headers: { cookie: 'a=b' } }),
    )
    expect(new URL(request.url).pathname).toBe('/en/p/%25ff/')
    expect(new URL(request.url).search).toBe('?q=1')
    expect(request.headers.get('cookie')).toBe('a=b')
    expect(isMalformedPath(new URL(request.url).pathname)).toBe(false)
  })
})
