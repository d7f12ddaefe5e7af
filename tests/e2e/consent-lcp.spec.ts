import type { Page } from '@playwright/test'
import { gotoHydrated } from '../setup/hydration'
import { expect, test } from '../setup/test'

/**
 * The consent banner is never a page's largest contentful paint and never shifts the layout (issue
 * 27): the page's own content is what a shopper came for, and the banner lies over it without moving
 * it. Observed as Chromium reports them to the page (largest-contentful-paint and layout-shift
 * entries), for a first visit on a phone-sized screen, the banner's server copy painted with the page
 * and the live banner taking its place after hydration.
 */

// Lighthouse's phone: its screen, pixel ratio and touch (a phone lays out and scales fixed elements
// differently from a narrow desktop window).
test.use({
  consentCookie: null,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
})
test.skip(({ browserName }) => browserName !== 'chromium', 'LCP and layout-shift entries are Chromium’s')

const BANNER = 'section[aria-labelledby^="consent-banner"]'

interface Paint {
  readonly size: number
  readonly inBanner: boolean
  readonly element: string
}
interface Shift {
  readonly value: number
  readonly fromBanner: boolean
}

/** Records every LCP candidate and layout shift from the first paint on, before the page's own script. */
async function recordPaints(page: Page) {
  await page.addInitScript((banner: string) => {
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${node.textContent.trim().slice(0, 40)}"`
        : String(node?.nodeName)
    // A removed element (the server's copy of the banner) still knows its ancestors.
    const inBanner = (node: Node | null | undefined) =>
      node instanceof Element
        ? node.closest(banner) !== null
        : (node?.parentElement?.closest(banner) ?? null) !== null
    const paints: Paint[] = []
    const shifts: Shift[] = []
    const lcp = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[])
        paints.push({ size: entry.size, inBanner: inBanner(entry.element), element: describe(entry.element) })
    })
    lcp.observe({ type: 'largest-contentful-paint', buffered: true })
    const layout = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        sources: { node: Node | null }[]
      })[])
        shifts.push({ value: entry.value, fromBanner: entry.sources.some((source) => inBanner(source.node)) })
    })
    layout.observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, {
      __paints: () => {
        // Entries the observers have not been called back with yet.
        lcp.takeRecords().forEach((entry) => {
          const paint = entry as LargestContentfulPaint
          paints.push({
            size: paint.size,
            inBanner: inBanner(paint.element),
            element: describe(paint.element),
          })
        })
        layout.takeRecords().forEach((entry) => {
          const shift = entry as PerformanceEntry & { value: number; sources: { node: Node | null }[] }
          shifts.push({
            value: shift.value,
            fromBanner: shift.sources.some((source) => inBanner(source.node)),
          })
        })
        return { paints, shifts }
      },
    })
  }, BANNER)
}

/** The page hydrated, the live banner in place and usable, and two frames painted since. */
async function paintsOf(page: Page, path: string): Promise<{ paints: Paint[]; shifts: Shift[] }> {
  await recordPaints(page)
  await gotoHydrated(page, path)
  const banner = page.getByRole('region', { name: 'Deine Privatsphäre bei Sportalpin' })
  await expect(banner.getByRole('button', { name: 'Alle ablehnen' })).toBeEnabled()
  await expect(page.locator('#consent-banner-server')).toHaveCount(0)
  return page.evaluate(
    () =>
      new Promise<{ paints: Paint[]; shifts: Shift[] }>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve(
              (window as unknown as { __paints: () => { paints: Paint[]; shifts: Shift[] } }).__paints(),
            )
          })
        })
      }),
  )
}

for (const { name, path, largest, open } of [
  // The map of Austria, the page's largest content, drawn as an image so that it counts as such.
  { name: 'store locator', path: '/shops/', largest: /^image /u, open: undefined },
  // Still open (docs/decisions/029): at 412 px the banner's paragraph (about 45,000 px²) is larger
  // than the empty cart's heading and than a product card's image in the two-column grid.
  {
    name: 'cart',
    path: '/warenkorb/',
    largest: undefined,
    open: 'the empty cart has no content larger than the banner’s paragraph',
  },
  {
    name: 'category',
    path: '/herren/',
    largest: undefined,
    open: 'a product card’s image at 412 px is smaller than the banner’s paragraph',
  },
]) {
  test(`${name}: the page's own content is the largest paint, and the banner shifts nothing`, async ({
    page,
  }) => {
    // Still open (docs/decisions/029): skipped rather than expected to fail, because whether the
    // banner wins on these pages depends on when the page's images paint, and a journey must never
    // pass or fail by chance.
    test.fixme(open !== undefined, open)
    const { paints, shifts } = await paintsOf(page, path)
    const last = paints.at(-1)
    expect(last, 'a largest contentful paint').toBeDefined()
    expect(
      paints.filter((paint) => paint.inBanner),
      `LCP candidates inside the banner (the last one: ${String(last?.element)})`,
    ).toEqual([])
    if (largest) expect(last?.element).toMatch(largest)
    expect(shifts.filter((shift) => shift.fromBanner)).toEqual([])
  })
}
