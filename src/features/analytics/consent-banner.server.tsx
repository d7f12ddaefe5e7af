/**
 * The consent banner in the server's HTML, for a visitor who has not chosen yet (no valid consent
 * cookie). Pages vary on the Cookie header (`cache-policy.server.ts`), so a shared cache keeps this
 * page apart from the one without the banner. The live banner (`ConsentManager`, loaded after
 * hydration) replaces this copy in the same frame; until then its buttons are shown disabled, like
 * every control that needs the page's script. Painted with the page, the banner no longer arrives
 * seconds later as the page's largest paint.
 *
 * It goes in as HTML before `</body>`, outside React's tree (React skips elements it did not render
 * there when it hydrates), so the page's own markup and hydration are untouched.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { SERVER_DOCUMENT_PATHS } from '~/app-shell/form-post.server'
import { TEAM_BUILD } from '~/config/build-mode'
import { deLocalizePathname, localizeHref } from '~/lib/locale-url'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { consentCookieValue, parseConsent } from './consent'
import {
  ConsentBannerActions,
  ConsentBannerView,
  consentSecondaryActionClasses,
  SERVER_CONSENT_BANNER_ID,
} from './components/ConsentBannerView'

const BODY_END = '</body>'
const markupByLocale = new Map<string, string>()

/** The banner's markup in the request's locale: the same for every visitor, so made once per locale. */
export function serverConsentBannerMarkup(): string {
  const locale = getLocale()
  let markup = markupByLocale.get(locale)
  if (markup === undefined) {
    markup = renderToStaticMarkup(
      <ConsentBannerView
        id={SERVER_CONSENT_BANNER_ID}
        headingId={`${SERVER_CONSENT_BANNER_ID}-heading`}
        privacyLink={
          <a
            href={localizeHref(TEAM_BUILD ? '/info/datenschutz/' : '/static/datenschutz/')}
            className={consentSecondaryActionClasses}
          >
            {m.consent_privacy_link()}
          </a>
        }
        actions={<ConsentBannerActions />}
        endMarker
      />,
    )
    markupByLocale.set(locale, markup)
  }
  return markup
}

/**
 * Whether this answer gets the banner: a page of the storefront app (the checkout's and the service
 * booking's own pages have no live banner to take over), for a visitor without a valid choice.
 */
export function wantsServerConsentBanner(request: Request, response: Response): boolean {
  if (request.method !== 'GET' || !response.body) return false
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false
  const path = deLocalizePathname(new URL(request.url).pathname)
  if (SERVER_DOCUMENT_PATHS.some((prefix) => path.startsWith(prefix))) return false
  return parseConsent(consentCookieValue(request.headers.get('cookie') ?? '')) === null
}

/**
 * `</body>` as bytes. The page's bytes are searched as they are, never decoded: the tag is ASCII,
 * and no byte of a character that UTF-8 writes in several bytes is (decoding and re-encoding every
 * chunk of every page cost about 6 % of a page's server CPU).
 */
const BODY_END_BYTES = Buffer.from(BODY_END)

/** How many bytes at the end of `bytes` could start `</body>`: held back until the next chunk. */
function partialBodyEndAt(bytes: Buffer): number {
  for (let length = Math.min(BODY_END_BYTES.length - 1, bytes.length); length > 0; length--) {
    if (BODY_END_BYTES.subarray(0, length).equals(bytes.subarray(bytes.length - length))) return length
  }
  return 0
}

/**
 * The HTML stream with `markup` before its `</body>`. Chunks pass on as they come (the page keeps
 * streaming), untouched; only a chunk's last bytes that could begin `</body>` wait for the next one.
 */
export function insertBeforeBodyEnd(
  body: ReadableStream<Uint8Array>,
  markup: string,
): ReadableStream<Uint8Array> {
  const markupBytes = Buffer.from(markup)
  let held: Buffer | undefined
  let inserted = false
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (inserted) {
          controller.enqueue(chunk)
          return
        }
        const incoming = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        const bytes = held ? Buffer.concat([held, incoming]) : incoming
        held = undefined
        const at = bytes.indexOf(BODY_END_BYTES)
        if (at >= 0) {
          controller.enqueue(Buffer.concat([bytes.subarray(0, at), markupBytes, bytes.subarray(at)]))
          inserted = true
          return
        }
        const partial = partialBodyEndAt(bytes)
        if (partial > 0) held = Buffer.from(bytes.subarray(bytes.length - partial))
        const passed = bytes.subarray(0, bytes.length - partial)
        if (passed.length > 0) controller.enqueue(passed)
      },
      flush(controller) {
        if (held) controller.enqueue(held)
      },
    }),
  )
}

/** The page with the server's copy of the banner, when the visitor has not chosen yet. */
export function withServerConsentBanner(request: Request, response: Response): Response {
  if (!response.body || !wantsServerConsentBanner(request, response)) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(insertBeforeBodyEnd(response.body, serverConsentBannerMarkup()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
