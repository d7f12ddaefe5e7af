/**
 * Addresses of the image pipeline (src/app-shell/image-pipeline.server.ts) for a product image as
 * the shop API names it: `/media/<path>` with an optional content version `?v=<hash>`, the seed's
 * artwork or a retailer's photos alike. The pipeline answers `/img/<width>/<path>?v=<hash>` at one
 * of a fixed set of widths, in AVIF, WebP or JPEG as the browser accepts (ADR 032).
 *
 * Any other address (an absolute URL, a data URL) is left as it is: the pipeline reads only the
 * shop's own media, so it never becomes an open image proxy.
 */

/** The widths the pipeline renders; anything else is refused, so the set of variants stays finite. */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 800, 1080, 1600] as const

export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

export const IMAGE_PIPELINE_PREFIX = '/img/'

const MEDIA_PREFIX = '/media/'

/** Whether this address is one the pipeline can render (a path below `/media/`). */
export function isPipelineSource(src: string): boolean {
  return src.startsWith(MEDIA_PREFIX) && !src.startsWith('//')
}

/** The pipeline's address of `src` at `width`; `src` itself when the pipeline does not take it. */
export function imageAt(src: string, width: ImageWidth): string {
  if (!isPipelineSource(src)) return src
  // A space would end the address inside a srcset candidate.
  return `${IMAGE_PIPELINE_PREFIX}${width}/${src.slice(MEDIA_PREFIX.length).replaceAll(' ', '%20')}`
}

export interface ResponsiveImage {
  readonly src: string
  readonly srcSet: string | undefined
  readonly sizes: string | undefined
}

/**
 * `src`, `srcSet` and `sizes` for an `<img>`: `widths` are the candidates (from IMAGE_WIDTHS), `sizes`
 * says how wide the image is drawn, so the browser picks the smallest candidate that is sharp at its
 * pixel density. `src` is the candidate nearest `fallbackWidth`, for browsers without `srcset`.
 */
export function responsiveImage(
  src: string,
  widths: readonly ImageWidth[],
  sizes: string,
  fallbackWidth: ImageWidth = widths[Math.floor(widths.length / 2)] ?? 480,
): ResponsiveImage {
  if (!isPipelineSource(src)) return { src, srcSet: undefined, sizes: undefined }
  return {
    src: imageAt(src, fallbackWidth),
    srcSet: widths.map((width) => `${imageAt(src, width)} ${width}w`).join(', '),
    sizes,
  }
}
