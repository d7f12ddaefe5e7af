import { createFileRoute } from '@tanstack/react-router'
import { WishlistPageView } from '~/features/wishlist/components/WishlistPageView'
import { wishlistQuery } from '~/features/wishlist/wishlist.queries'
import { m } from '~/paraglide/messages'

/** Spec §2 `/wishlist/`: server-rendered, so the list shows before any script runs. */
export const Route = createFileRoute('/wishlist')({
  loader: async ({ context }) => {
    await context.queryClient.query(wishlistQuery)
  },
  head: () => ({ meta: [{ title: m.wishlist_title() }, { name: 'robots', content: 'noindex' }] }),
  component: WishlistPageView,
})
