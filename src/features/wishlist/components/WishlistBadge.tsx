import { useQuery } from '@tanstack/react-query'
import { wishlistQuery } from '../wishlist.queries'

/**
 * The count on the header's wishlist icon (spec §4 Wishlist), server-rendered from the root loader's
 * wishlist; it follows every change without a fetch of its own.
 */
export function WishlistBadge() {
  const count = useWishlistCount()
  if (count === 0) return null
  return (
    <span
      aria-hidden="true"
      className="absolute top-0 right-0 flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[0.6875rem] leading-5 font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}

/** The number of products on the wishlist, for the badge and the link's name. */
export function useWishlistCount(): number {
  const wishlist = useQuery(wishlistQuery)
  return wishlist.data?.products.length ?? 0
}
