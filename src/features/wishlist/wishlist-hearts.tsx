import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, use, useCallback, useId, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { isOnWishlist } from '~/shop-client/schemas/wishlist.schema'
import type { Wishlist, WishlistResult } from '~/shop-client/schemas/wishlist.schema'
import { WishlistLockedError } from './wishlist-changes'
import { toggleWishlistItem, wishlistQuery } from './wishlist.queries'

/**
 * The wishlist hearts of a page share one subscription to the wishlist and one toggle. A heart of
 * its own query and mutation observer on each of a list's 24 product cards cost about 4 % of a
 * category page's server CPU (docs/performance.md, 2026-11-27), for the same answer on every card.
 * Each heart keeps what was its own: whether its change is in flight and how it ended, by the heart
 * (not the product), as before.
 */

/** How a heart's last change ended. */
export type HeartOutcome =
  | { readonly kind: 'done'; readonly added: boolean; readonly result: WishlistResult }
  | { readonly kind: 'locked' }
  | { readonly kind: 'failed' }

interface HeartState {
  readonly pending: boolean
  readonly outcome?: HeartOutcome
}

interface WishlistHearts {
  readonly wishlist: Wishlist | undefined
  readonly wishlistPending: boolean
  readonly hearts: ReadonlyMap<string, HeartState>
  readonly toggle: (heartId: string, productId: number) => void
}

const WishlistHeartsContext = createContext<WishlistHearts | null>(null)

const NO_HEARTS: ReadonlyMap<string, HeartState> = new Map()

function withHeart(
  hearts: ReadonlyMap<string, HeartState>,
  heartId: string,
  state: HeartState,
): ReadonlyMap<string, HeartState> {
  const next = new Map(hearts)
  next.set(heartId, state)
  return next
}

/** Around everything that may show a heart: the page's one wishlist subscription. */
export function WishlistHeartsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const wishlist = useQuery(wishlistQuery)
  const [hearts, setHearts] = useState(NO_HEARTS)
  const toggle = useCallback(
    (heartId: string, productId: number) => {
      // As a mutation did: a new change forgets how the heart's last one ended.
      setHearts((current) => withHeart(current, heartId, { pending: true }))
      toggleWishlistItem(queryClient, productId).then(
        ({ added, result }) => {
          setHearts((current) =>
            withHeart(current, heartId, { pending: false, outcome: { kind: 'done', added, result } }),
          )
        },
        (error: unknown) => {
          const outcome: HeartOutcome =
            error instanceof WishlistLockedError ? { kind: 'locked' } : { kind: 'failed' }
          setHearts((current) => withHeart(current, heartId, { pending: false, outcome }))
        },
      )
    },
    [queryClient],
  )
  const value = useMemo(
    () => ({ wishlist: wishlist.data, wishlistPending: wishlist.isPending, hearts, toggle }),
    [wishlist.data, wishlist.isPending, hearts, toggle],
  )
  return <WishlistHeartsContext value={value}>{children}</WishlistHeartsContext>
}

export interface WishlistHeart {
  readonly onList: boolean
  /** This heart's change is in flight, or the wishlist is not known yet. */
  readonly busy: boolean
  readonly wishlistPending: boolean
  readonly outcome: HeartOutcome | undefined
  readonly toggle: () => void
}

/** One heart's view of the shared wishlist; needs a {@link WishlistHeartsProvider} above it. */
export function useWishlistHeart(productId: number): WishlistHeart {
  const shared = use(WishlistHeartsContext)
  const heartId = useId()
  if (!shared) throw new Error('A wishlist heart needs a WishlistHeartsProvider above it')
  const heart = shared.hearts.get(heartId)
  return {
    onList: isOnWishlist(shared.wishlist, productId),
    busy: (heart?.pending ?? false) || shared.wishlistPending,
    wishlistPending: shared.wishlistPending,
    outcome: heart?.outcome,
    toggle: () => {
      shared.toggle(heartId, productId)
    },
  }
}
