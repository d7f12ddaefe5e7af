import { svgDataUrl } from '~/lib/svg-data-url'

/**
 * Austria's outline as an SVG image (a data URL) for the store map. Drawn as an image rather than as
 * a path of the map's own SVG, the map counts as what it is, the page's largest content: browsers
 * take images, not vector paths, as candidates for the largest contentful paint, and without it the
 * cookie banner's paragraph was the store locator's largest paint. It looks the same, needs no
 * request and paints with the page.
 */

/** The theme's brand-50 and brand-700 (src/styles/app.css): an image does not see the page's CSS. */
const FILL = '#eef5fc'
const STROKE = '#1a4a7d'

let last: { readonly key: string; readonly url: string } | undefined

/** The outline as a data URL sized `width` × `height` (the map's viewBox); the same for every page. */
export function outlineImageUrl(outline: string, width: number, height: number): string {
  const key = `${String(width)}x${String(height)}:${outline}`
  if (last?.key !== key) {
    const svg =
      `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${String(width)} ${String(height)}' width='${String(width)}' height='${String(height)}'>` +
      `<path d='${outline}' fill='${FILL}' stroke='${STROKE}' stroke-width='1.5' stroke-linejoin='round'/></svg>`
    last = { key, url: svgDataUrl(svg) }
  }
  return last.url
}
