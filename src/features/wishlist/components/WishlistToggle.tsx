import { useQuery } from '@tanstack/react-query'
import { Heart } from 'lucide-react'
import { m } from '~/paraglide/messages'
import { useToggleWishlistItem, wishlistQuery } from '../wishlist.queries'
import { isOnWishlist } from '../wishlist.schema'
import type { WishlistResult } from '../wishlist.schema'
import { useHydrated } from '~/ui/use-hydrated'

function feedbackText(result: WishlistResult, added: boolean): string {
  if (result.ok) return added ? m.wishlist_added() : m.wishlist_removed()
  return result.reason === 'session-expired' ? m.wishlist_session_expired() : m.wishlist_failed()
}

/**
 * A toggle button (aria-pressed) that puts the product on the wishlist or takes it off, with the
 * outcome announced next to it. The list is personal, so it is read in the browser, not rendered.
 */
export function WishlistToggle({ productId }: { productId: number }) {
  // Toggling needs JavaScript; an early click before hydration would be lost without a word.
  const hydrated = useHydrated()
  const wishlist = useQuery(wishlistQuery)
  const toggle = useToggleWishlistItem()
  const onList = isOnWishlist(wishlist.data, productId)
  // Spec §4: while a change is in flight, further changes are refused rather than queued.
  const locked = toggle.isPending || wishlist.isPending
  let feedback = ''
  if (toggle.isError) feedback = m.wishlist_failed()
  else if (toggle.data) feedback = feedbackText(toggle.data, toggle.variables.add)
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-pressed={onList}
        aria-disabled={locked}
        disabled={!hydrated}
        onClick={() => {
          if (locked) return
          toggle.mutate({ productId, add: !onList })
        }}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-pill border-2 border-brand-800 px-5 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-progress"
      >
        <Heart aria-hidden="true" className={`size-5 ${onList ? 'fill-current' : ''}`} />
        {m.wishlist_toggle()}
      </button>
      <p role="status" className="min-h-5 text-sm text-ink-muted">
        {feedback}
      </p>
    </div>
  )
}
