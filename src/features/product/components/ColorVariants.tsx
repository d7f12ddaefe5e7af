import { Link } from '@tanstack/react-router'
import { ProductImage } from '~/ui/ProductImage'
import { m } from '~/paraglide/messages'
import type { ProductVariant } from '~/shop-client/schemas/product.schema'

/** The same model in its other colours: links to the sibling products, the shown one marked current. */
export function ColorVariants({
  variants,
  colorName,
}: {
  variants: readonly ProductVariant[]
  colorName: string
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-ink">{m.pdp_color_selected({ color: colorName })}</p>
      {variants.length > 1 && (
        <nav aria-label={m.pdp_colors()}>
          <ul className="flex flex-wrap gap-2">
            {variants.map((variant) => (
              <li key={variant.id}>
                <Link
                  to="/p/$slug/"
                  params={{ slug: variant.slug }}
                  aria-current={variant.selected ? 'page' : undefined}
                  title={variant.color.name}
                  className={`block size-14 overflow-hidden rounded-md border-2 bg-surface-muted ${
                    variant.selected ? 'border-brand-800' : 'border-line hover:border-brand-700'
                  }`}
                >
                  <ProductImage
                    src={variant.image}
                    widths={[160]}
                    sizes="56px"
                    alt={variant.color.name}
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-contain"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
