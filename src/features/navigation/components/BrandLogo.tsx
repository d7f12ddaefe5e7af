/**
 * A brand's logo as the menus show it: the seeded artwork is 240 × 96 (2.5 : 1), so at 120 × 48 its
 * lettering reads like 12–20 px text; a narrower slot shrinks it in proportion. The logo is the
 * link's content and its name (alt). Its width and height give the box its shape before the file
 * arrives, so nothing moves while it loads, and `object-contain` fits artwork of another shape
 * (another shop API's logos) without cropping it.
 */
export function BrandLogo({ src, name }: { src: string; name: string }) {
  return (
    <img
      src={src}
      alt={name}
      width={120}
      height={48}
      loading="lazy"
      decoding="async"
      className="h-auto w-full max-w-30 object-contain"
    />
  )
}
