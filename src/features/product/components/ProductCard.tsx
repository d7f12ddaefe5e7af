import type { ReactNode } from 'react'
import { ProductImage } from '~/ui/ProductImage'
import { WishlistToggle } from '~/features/wishlist/components/WishlistToggle'
import { m } from '~/paraglide/messages'
import type { ProductSummary } from '~/shop-client/schemas/product.schema'
import { PriceTag } from './PriceTag'
import { QuickAddButton } from './QuickAddButton'
import { ProductPageLink } from '~/route-links'

/**
 * One product in a list. The whole card is one link (its name is the accessible name); beside it
 * only the wishlist heart and, in the shop's lists, the quick-add bag are controls of their own.
 */
export function ProductCard({
  product,
  eager = false,
  highPriority = false,
  onSelect,
  renderLink,
  priceNote,
  quickAdd = false,
}: {
  /** Prices may be withheld (a members-only team shop); `priceNote` then says why. */
  product: Omit<ProductSummary, 'prices'> & { prices: ProductSummary['prices'] | null }
  eager?: boolean
  /** The page's first picture, the likely largest paint: fetched before the others. */
  highPriority?: boolean
  /** Called when the shopper follows the card's link (the list's `select_item`). */
  onSelect?: () => void
  /** The card's link where the product page is not the shop's `/p/{slug}/` (a team's kit). */
  renderLink?: (className: string) => ReactNode
  priceNote?: ReactNode
  /** The bag that adds from the list (the shop's lists; a team's kit has its own cart rules). */
  quickAdd?: boolean
}) {
  const linkClassName = "after:absolute after:inset-0 after:rounded-lg after:content-['']"
  return (
    <article className="group relative flex h-full flex-col rounded-lg bg-surface p-2 transition-shadow hover:shadow-card">
      <div className="relative mb-3 aspect-square overflow-hidden rounded-md bg-surface-muted">
        <ProductImage
          src={product.image}
          widths={[240, 320, 480, 640]}
          sizes="(min-width: 1280px) 256px, (min-width: 768px) 31vw, 48vw"
          alt=""
          width={480}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={highPriority ? 'high' : undefined}
          decoding="async"
          className="size-full object-contain transition-transform group-hover:scale-[1.03]"
        />
        {/* Above the card's link overlay, so the heart is its own control (spec §4 Wishlist toggle). */}
        <div className="absolute top-2 right-2 z-10">
          <WishlistToggle productId={product.id} productName={product.name} variant="icon" />
        </div>
        {/* Never in a team build: a team's cart has its own rules (kit, membership, prices). */}
        {quickAdd && !import.meta.env.TEAM_BUILD && product.prices && (
          <div className="absolute right-2 bottom-2 z-10">
            <QuickAddButton product={{ ...product, prices: product.prices }} />
          </div>
        )}
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {product.isOutlet && (
            <span className="rounded-sm bg-accent-500 px-1.5 py-0.5 text-xs font-bold text-brand-950 uppercase">
              {m.product_outlet_badge()}
            </span>
          )}
          {!product.available && (
            <span className="rounded-sm bg-ink px-1.5 py-0.5 text-xs font-bold text-white">
              {m.product_sold_out()}
            </span>
          )}
        </div>
      </div>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{product.brand.name}</p>
      <h3 className="mb-2 line-clamp-2 text-sm font-medium text-ink">
        {renderLink ? (
          renderLink(linkClassName)
        ) : (
          <ProductPageLink url={product.url} onClick={onSelect} className={linkClassName}>
            {product.name}
          </ProductPageLink>
        )}
      </h3>
      <p className="sr-only">{m.product_color({ color: product.color.name })}</p>
      <div className="mt-auto">{product.prices ? <PriceTag prices={product.prices} /> : priceNote}</div>
    </article>
  )
}
