import { afterEach, describe, expect, it } from 'vitest'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'
import {
  insertBeforeBodyEnd,
  serverConsentBannerMarkup,
  wantsServerConsentBanner,
  withServerConsentBanner,
} from './consent-banner.server'

const defaultGetLocale = getLocale
afterEach(() => {
  overwriteGetLocale(defaultGetLocale)
})

function streamOf(chunks: readonly string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder()
  const chunks: string[] = []
  const reader = stream.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read())
    chunks.push(decoder.decode(read.value, { stream: true }))
  return chunks
}

const page = (init: ResponseInit = {}) =>
  new Response('<html><body><main>Seite</main></body></html>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
    ...init,
  })
const request = (path = '/herren/', cookie?: string) =>
  new Request(`http://shop.test${path}`, cookie ? { headers: { cookie } } : {})

describe('insertBeforeBodyEnd', () => {
  it('puts the markup before </body>, also when the tag is split across chunks', async () => {
    const splits = [
      ['<p>a</p></body></html>'],
      ['<p>a</p></bo', 'dy></html>'],
      ['<p>a</p><', '/', 'body>', '</html>'],
    ]
    for (const chunks of splits) {
      const out = (await chunksOf(insertBeforeBodyEnd(streamOf(chunks), '<aside>B</aside>'))).join('')
      expect(out).toBe('<p>a</p><aside>B</aside></body></html>')
    }
  })

  it('passes chunks on as they come, holding back only what could begin </body>', async () => {
    const out = await chunksOf(
      insertBeforeBodyEnd(streamOf(['<div>erst</div>', '<script>x()</script><', '/body>']), '<b/>'),
    )
    expect(out).toEqual(['<div>erst</div>', '<script>x()</script>', '<b/></body>'])
  })

  it('lets go of held bytes that turn out not to begin </body>, and finds the tag after characters of several bytes', async () => {
    expect((await chunksOf(insertBeforeBodyEnd(streamOf(['<p>a</', 'p></body>']), '<b/>'))).join('')).toBe(
      '<p>a</p><b/></body>',
    )
    expect(
      (await chunksOf(insertBeforeBodyEnd(streamOf(['<p>Größe – 44⅔</p></body>']), '<b>ü</b>'))).join(''),
    ).toBe('<p>Größe – 44⅔</p><b>ü</b></body>')
    // After the tag, chunks pass on as they are, and a second </body> (in a script's text) is left alone.
    expect(
      await chunksOf(insertBeforeBodyEnd(streamOf(['</body>', '"</body>"', '</html>']), '<b/>')),
    ).toEqual(['<b/></body>', '"</body>"', '</html>'])
  })

  it('keeps characters split across chunks intact, and a page without </body> unchanged', async () => {
    const bytes = new TextEncoder().encode('<p>Größe</p>')
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 6))
        controller.enqueue(bytes.slice(6))
        controller.close()
      },
    })
    expect((await chunksOf(insertBeforeBodyEnd(stream, '<b/>'))).join('')).toBe('<p>Größe</p>')
  })
})

describe('wantsServerConsentBanner', () => {
  it('wants it on a storefront page for a visitor without a valid choice', () => {
    expect(wantsServerConsentBanner(request(), page())).toBe(true)
    expect(wantsServerConsentBanner(request('/', 'sp_consent=garbage'), page())).toBe(true)
    // An older version of the choice counts as none (the banner asks again).
    expect(wantsServerConsentBanner(request('/', 'sp_consent=0.1.1.1795600000'), page())).toBe(true)
  })

  it('leaves out visitors who chose, the checkout and booking documents, other answers and HEAD', () => {
    expect(wantsServerConsentBanner(request('/', 'a=b; sp_consent=1.0.0.1795600000'), page())).toBe(false)
    expect(wantsServerConsentBanner(request('/checkout/'), page())).toBe(false)
    expect(wantsServerConsentBanner(request('/en/checkout/'), page())).toBe(false)
    expect(wantsServerConsentBanner(request('/termin-buchen/?store=3'), page())).toBe(false)
    expect(
      wantsServerConsentBanner(request('/en/termin/0b6f7d1e-4c2a-4e8b-9a35-7f1d2c3b4a59/'), page()),
    ).toBe(false)
    expect(wantsServerConsentBanner(request(), Response.json({ ok: true }))).toBe(false)
    expect(wantsServerConsentBanner(new Request('http://shop.test/', { method: 'HEAD' }), page())).toBe(false)
  })
})

describe('the server copy of the banner', () => {
  it('is the banner in the page language, its buttons disabled until the live one takes over', () => {
    overwriteGetLocale(() => 'de-AT')
    const german = serverConsentBannerMarkup()
    expect(german).toContain('id="consent-banner-server"')
    expect(german).toContain('aria-labelledby="consent-banner-server-heading"')
    expect(german).toContain('Deine Privatsphäre bei Sportalpin')
    expect(german).toContain('href="/static/datenschutz/"')
    expect(german.match(/<button[^>]*disabled=""/g)).toHaveLength(3)

    overwriteGetLocale(() => 'en')
    const english = serverConsentBannerMarkup()
    expect(english).toContain('href="/en/static/datenschutz/"')
    expect(english).not.toContain('Deine Privatsphäre')
  })

  it('ends with the marker that lets the browser show it only once parsed whole', () => {
    overwriteGetLocale(() => 'de-AT')
    expect(serverConsentBannerMarkup()).toMatch(/<span hidden="" data-banner-end=""><\/span><\/section>$/)
  })

  it('goes into the page, whose length is then unknown', async () => {
    overwriteGetLocale(() => 'de-AT')
    const answer = withServerConsentBanner(
      request(),
      page({ headers: { 'content-type': 'text/html', 'content-length': '44' } }),
    )
    expect(answer.headers.get('content-length')).toBeNull()
    expect(await answer.text()).toMatch(
      /<main>Seite<\/main><section id="consent-banner-server".*<\/section><\/body><\/html>$/,
    )
  })
})
