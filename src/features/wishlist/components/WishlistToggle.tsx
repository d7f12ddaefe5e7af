import { useEffect } from 'react'
import { HeartIcon } from '~/lib/icons'
import { m } from '~/paraglide/messages'
import { announce } from '~/ui/announcer'
import { disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'
import { useWishlistHeart } from '../wishlist-hearts'
import type { HeartOutcome } from '../wishlist-hearts'

function feedbackText(outcome: HeartOutcome | undefined): string {
  if (!outcome) return ''
  if (outcome.kind === 'locked') return m.wishlist_locked()
  if (outcome.kind === 'failed') return m.wishlist_failed()
  const { result, added } = outcome
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
  // The page's one wishlist subscription (src/features/wishlist/wishlist-hearts.tsx), not one per card.
  const heart = useWishlistHeart(productId)
  const { onList, busy } = heart
  const feedback = feedbackText(heart.outcome)

  // A card's heart speaks through the page's one live region: a page of cards keeps one region.
  useEffect(() => {
    if (variant === 'icon' && feedback) announce(feedback)
  }, [variant, feedback])

  if (variant === 'icon')
    return (
      <button
        type="button"
        aria-pressed={onList}
        {...disabledUntilHydrated(hydrated, { busy })}
        aria-label={m.wishlist_toggle_product({ name: productName ?? '' })}
        onClick={() => {
          if (!heart.wishlistPending) heart.toggle()
        }}
        className="relative z-10 flex size-11 items-center justify-center rounded-full bg-surface/90 text-brand-800 shadow-card hover:bg-surface aria-disabled:cursor-progress"
      >
        <HeartIcon aria-hidden="true" className={`size-5 ${onList ? 'fill-current' : ''}`} />
      </button>
    )

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-pressed={onList}
        {...disabledUntilHydrated(hydrated, { busy })}
        onClick={() => {
          if (!heart.wishlistPending) heart.toggle()
        }}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-pill border-2 border-brand-800 px-5 font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-50 aria-disabled:cursor-progress"
      >
        <HeartIcon aria-hidden="true" className={`size-5 ${onList ? 'fill-current' : ''}`} />
        {onList ? m.wishlist_toggle_on() : m.wishlist_toggle()}
      </button>
      <p role="status" className="min-h-5 text-sm text-ink-muted">
        {feedback}
      </p>
    </div>
  )
}
