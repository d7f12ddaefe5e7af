import type { ImgHTMLAttributes } from 'react'
import { responsiveImage } from '~/lib/product-image'
import type { ImageWidth } from '~/lib/product-image'

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  /** What the picture shows, or `''` where the text beside it says it already. */
  readonly alt: string
  /** The image as the shop API names it (`/media/…?v=…`). */
  readonly src: string
  /** The widths offered to the browser; from IMAGE_WIDTHS. */
  readonly widths: readonly ImageWidth[]
  /** How wide the image is drawn, as for `<img sizes>`. */
  readonly sizes: string
}

/**
 * A product image through the image pipeline: `srcset` at `widths` in the format the browser
 * accepts, so a phone loads the size it draws (ADR 032). Width and height stay required by the
 * callers' layout, so nothing shifts while it loads.
 */
export function ProductImage({ src, alt, widths, sizes, ...image }: ProductImageProps) {
  const responsive = responsiveImage(src, widths, sizes)
  return <img {...image} alt={alt} src={responsive.src} srcSet={responsive.srcSet} sizes={responsive.sizes} />
}
