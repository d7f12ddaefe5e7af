import { useQuery } from '@tanstack/react-query'
import { ProductImage } from '~/ui/ProductImage'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useAddCartItem } from '~/features/cart/cart.queries'
import { PriceTag } from '~/features/product/components/PriceTag'
import { QuickAddButton } from '~/features/product/components/QuickAddButton'
import { m } from '~/paraglide/messages'
import { ProductPageLink } from '~/route-links'
import { announce } from '~/ui/announcer'
import { disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'
import { WishlistLockedError } from '../wishlist-changes'
import { useToggleWishlistItem, wishlistQuery } from '../wishlist.queries'
import type { WishlistProduct } from '~/shop-client/schemas/wishlist.schema'

/** The wishlist page: every remembered product with its price, availability and a way into the cart. */
export function WishlistPageView() {
  const wishlist = useQuery(wishlistQuery)
  const products = wishlist.data?.products ?? []
  return (
    <div className="page-container flex flex-col gap-6 py-8">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="font-display text-3xl font-bold text-brand-900 uppercase">
          {m.wishlist_page_title()}
        </h1>
        {products.length > 0 ? (
          <p className="text-ink-muted">{m.wishlist_page_count({ count: products.length })}</p>
        ) : null}
      </div>
      {products.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p>{m.wishlist_page_empty()}</p>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-pill bg-brand-800 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {m.cart_empty_home()}
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product) => (
            <li key={product.id}>
              <WishlistItem product={product} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function WishlistItem({ product }: { product: WishlistProduct }) {
  const hydrated = useHydrated()
  const addToCart = useAddCartItem()
  const toggle = useToggleWishlistItem()
  const inStock = product.options.filter((option) => option.stock > 0)
  const [optionId, setOptionId] = useState(() =>
    product.options.length === 1 && inStock.length === 1 ? String(inStock[0]?.id) : '',
  )
  const [feedback, setFeedback] = useState<{ text: string; failed: boolean } | null>(null)
  const sizeId = useId()
  const titleId = useId()
  const busy = addToCart.isPending || toggle.isPending

  const moveToCart = async () => {
    const option = product.options.find((candidate) => String(candidate.id) === optionId)
    if (!option) {
      setFeedback({ text: m.wishlist_choose_size(), failed: true })
      return
    }
    const added = await addToCart.mutateAsync({ productOption: option.id }).catch(() => null)
    if (!added?.ok) {
      setFeedback({
        text:
          added?.reason === 'stock'
            ? m.cart_add_failed_stock()
            : added?.reason === 'unavailable'
              ? m.cart_save_unavailable()
              : m.cart_add_failed(),
        failed: true,
      })
      return
    }
    // Moved: it is in the cart now, so it leaves the wishlist.
    await toggle.mutateAsync({ productId: product.id }).catch(() => null)
    const moved = m.wishlist_moved({ name: product.name, size: option.label })
    setFeedback({ text: moved, failed: false })
    // The card leaves the list with the move, and its status line with it: the page says it too.
    announce(moved)
  }

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-2 rounded-lg bg-surface p-3 shadow-card"
    >
      <div className="relative">
        <ProductImage
          src={product.image}
          widths={[240, 320, 480, 640]}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={320}
          height={320}
          loading="lazy"
          className="aspect-square w-full rounded-md bg-surface-muted object-contain"
        />
        {/* Adds and keeps the product on the list; "In den Warenkorb" below moves it. */}
        <div className="absolute right-2 bottom-2">
          <QuickAddButton product={product} />
        </div>
      </div>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{product.brand.name}</p>
      <h2 id={titleId} className="text-sm font-medium text-ink">
        <ProductPageLink url={product.url} className="hover:underline">
          {product.name}
        </ProductPageLink>
      </h2>
      {/* Two colours of one product look alike in a list; the colour tells them apart. */}
      <p className="text-xs text-ink-muted">{m.cart_line_color({ color: product.color.name })}</p>
      <PriceTag prices={product.prices} />
      <p className={`text-sm font-semibold ${product.available ? 'text-success-600' : 'text-sale-600'}`}>
        {product.available ? m.wishlist_available() : m.product_sold_out()}
      </p>
      <div className="mt-auto flex flex-col gap-2">
        <label htmlFor={sizeId} className="text-sm font-medium">
          {m.wishlist_size_label()}
        </label>
        <select
          id={sizeId}
          value={optionId}
          disabled={!hydrated || inStock.length === 0}
          onChange={(event) => {
            setOptionId(event.target.value)
            setFeedback(null)
          }}
          className="min-h-11 rounded-md border border-line bg-surface px-2"
        >
          <option value="">{m.wishlist_size_placeholder()}</option>
          {product.options.map((option) => (
            <option key={option.id} value={String(option.id)} disabled={option.stock === 0}>
              {option.stock === 0 ? m.wishlist_size_sold_out({ size: option.label }) : option.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          {...disabledUntilHydrated(hydrated, { disabled: inStock.length === 0, busy })}
          onClick={() => {
            if (!busy) void moveToCart()
          }}
          className="inline-flex min-h-11 items-center justify-center rounded-pill bg-accent-600 px-4 font-semibold text-white hover:bg-accent-500 hover:text-brand-950 disabled:opacity-50"
        >
          {m.wishlist_move_to_cart()}
        </button>
        <button
          type="button"
          {...disabledUntilHydrated(hydrated, { busy })}
          onClick={() => {
            if (busy) return
            toggle.mutate(
              { productId: product.id },
              {
                onError: (error) => {
                  setFeedback({
                    text: error instanceof WishlistLockedError ? m.wishlist_locked() : m.wishlist_failed(),
                    failed: true,
                  })
                },
              },
            )
          }}
          className="inline-flex min-h-11 items-center justify-center rounded-pill border-2 border-brand-800 px-4 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {m.wishlist_remove()}
          <span className="sr-only">: {product.name}</span>
        </button>
        <p
          role="status"
          className={`min-h-5 text-sm ${feedback?.failed ? 'text-sale-600' : 'text-success-600'}`}
        >
          {feedback?.text}
        </p>
      </div>
    </article>
  )
}
