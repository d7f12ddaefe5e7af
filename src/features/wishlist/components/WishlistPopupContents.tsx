import { useQuery } from '@tanstack/react-query'
import { ProductImage } from '~/ui/ProductImage'
import { PriceTag } from '~/features/product/components/PriceTag'
import { m } from '~/paraglide/messages'
import { ProductPageLink } from '~/route-links'
import { wishlistQuery } from '../wishlist.queries'

/** The popup lists this many products; the wishlist page has the rest. */
const SHOWN_PRODUCTS = 4

/**
 * What the header's wishlist popup lists: loaded when the popup first opens, so pages do not carry
 * it up front.
 */
export default function WishlistPopupContents({
  isOpen,
  onNavigate,
}: {
  isOpen: boolean
  /** A product was chosen: the popup closes at once. */
  onNavigate: () => void
}) {
  const wishlist = useQuery({ ...wishlistQuery, enabled: isOpen })
  const products = wishlist.data?.products ?? []
  return (
    <>
      {wishlist.isPending && isOpen ? (
        <p role="status" className="text-sm text-ink-muted">
          {m.wishlist_popup_loading()}
        </p>
      ) : null}
      {wishlist.isError ? <p className="text-sm text-sale-600">{m.wishlist_popup_failed()}</p> : null}
      {wishlist.isSuccess && products.length === 0 ? (
        <p className="text-sm text-ink-muted">{m.wishlist_popup_empty()}</p>
      ) : null}
      {products.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {products.slice(0, SHOWN_PRODUCTS).map((product) => (
            <li key={product.id}>
              <ProductPageLink
                url={product.url}
                onClick={onNavigate}
                className="flex items-center gap-3 rounded-md hover:bg-surface-muted"
              >
                <ProductImage
                  src={product.image}
                  widths={[160]}
                  sizes="56px"
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-sm bg-surface-muted object-contain"
                />
                <span className="flex min-w-0 flex-col">
                  <span className="text-xs text-ink-muted">{product.brand.name}</span>
                  <span className="truncate text-sm font-medium text-ink">{product.name}</span>
                  {/* As everywhere else: a reduced price shows with the struck rrp and the saving. */}
                  <PriceTag prices={product.prices} size="md" />
                </span>
              </ProductPageLink>
            </li>
          ))}
        </ul>
      ) : null}
      {products.length > SHOWN_PRODUCTS ? (
        <p className="mt-2 text-sm text-ink-muted">
          {m.wishlist_popup_more({ count: products.length - SHOWN_PRODUCTS })}
        </p>
      ) : null}
    </>
  )
}
