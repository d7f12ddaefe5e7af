import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Heart } from 'lucide-react'
import { m } from '~/paraglide/messages'
import { announce } from '~/ui/announcer'
import { useHydrated } from '~/ui/use-hydrated'
import { WishlistLockedError } from '../wishlist-changes'
import { useToggleWishlistItem, wishlistQuery } from '../wishlist.queries'
import { isOnWishlist } from '~/shop-client/schemas/wishlist.schema'
import type { WishlistResult } from '~/shop-client/schemas/wishlist.schema'

function feedbackText(result: WishlistResult, added: boolean): string {
  if (result.ok) return added ? m.wishlist_added() : m.wishlist_removed()
  return result.reason === 'session-expired' ? m.wishlist_session_expired() : m.wishlist_failed()
}

/**
 * A toggle button (aria-pressed) that puts the product on the wishlist or takes it off, with the
 * outcome announced (next to the labelled button; through the page's live region for the icon).
 * `icon` is the heart on a product card (its name says which product; filled and pressed while the
 * product is on the list); `button` the labelled one of the product page, which also says so in
 * words: "Auf der Wunschliste" while pressed, so a sighted shopper sees the add has worked, and a
 * second press takes the product off again (spec §4 Wishlist: toggle by membership).
 */
export function WishlistToggle({
  productId,
  productName,
  variant = 'button',
}: {
  productId: number
  /** The product's name, for the icon variant's accessible name. */
  productName?: string
  variant?: 'button' | 'icon'
}) {
  // Toggling needs JavaScript; an early click before hydration would be lost without a word.
  const hydrated = useHydrated()
  const wishlist = useQuery(wishlistQuery)
  const toggle = useToggleWishlistItem()
  const onList = isOnWishlist(wishlist.data, productId)
  const busy = toggle.isPending || wishlist.isPending
  let feedback = ''
  if (toggle.error instanceof WishlistLockedError) feedback = m.wishlist_locked()
  else if (toggle.isError) feedback = m.wishlist_failed()
  else if (toggle.data) feedback = feedbackText(toggle.data.result, toggle.data.added)

  // A card's heart speaks through the page's one live region: a page of cards keeps one region.
  useEffect(() => {
    if (variant === 'icon' && feedback) announce(feedback)
  }, [variant, feedback])

  if (variant === 'icon')
    return (
      <button
        type="button"
        aria-pressed={onList}
        aria-disabled={busy}
        disabled={!hydrated}
        aria-label={m.wishlist_toggle_product({ name: productName ?? '' })}
        onClick={() => {
          if (!wishlist.isPending) toggle.mutate({ productId })
        }}
        className="relative z-10 flex size-11 items-center justify-center rounded-full bg-surface/90 text-brand-800 shadow-card hover:bg-surface aria-disabled:cursor-progress"
      >
        <Heart aria-hidden="true" className={`size-5 ${onList ? 'fill-current' : ''}`} />
      </button>
    )

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-pressed={onList}
        aria-disabled={busy}
        disabled={!hydrated}
        onClick={() => {
          if (!wishlist.isPending) toggle.mutate({ productId })
        }}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-pill border-2 border-brand-800 px-5 font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-50 aria-disabled:cursor-progress"
      >
        <Heart aria-hidden="true" className={`size-5 ${onList ? 'fill-current' : ''}`} />
        {onList ? m.wishlist_toggle_on() : m.wishlist_toggle()}
      </button>
      <p role="status" className="min-h-5 text-sm text-ink-muted">
        {feedback}
      </p>
    </div>
  )
}
