import type { AnyRouter } from '@tanstack/react-router'

/**
 * Structured data is rendered on the server only (`page-seo.ts`, ADR 020): crawlers read each
 * page's own HTML. When the shopper moves on in the browser, the first page's JSON-LD would stay in
 * the head describing the wrong page, so it goes with the first change of page.
 */
export function dropServerJsonLdOnNavigation(router: AnyRouter): void {
  if (typeof document === 'undefined') return
  const unsubscribe = router.subscribe('onResolved', (event) => {
    if (!event.fromLocation || !event.pathChanged) return
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove()
    unsubscribe()
  })
}
