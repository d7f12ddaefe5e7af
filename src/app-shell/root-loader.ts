import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { isBadRequestPage } from '~/app-shell/bad-request'
import { publicConfigQuery } from '~/config/public-config'
import { viewerQuery } from '~/features/account/account.queries'
import { cartQuery } from '~/features/cart/cart.queries'
import { wishlistQuery } from '~/features/wishlist/wishlist.queries'

const reported = (error: unknown) => {
  console.error(error)
  return undefined
}

/**
 * What every page of both route sets loads in its root: the public configuration, who is asking,
 * and the cart and wishlist the header and the hearts show from the first paint. `more` runs beside
 * them (the shop's menu and store). Then the checks every page makes before any route below loads.
 */
export async function loadRoot(
  queryClient: QueryClient,
  location: { pathname: string; publicHref: string },
  more: readonly Promise<unknown>[] = [],
) {
  const [config, viewer] = await Promise.all([
    queryClient.query(publicConfigQuery),
    // Spec §4 Session: the current-user call runs when logged in; the header shows who it is.
    queryClient.query(viewerQuery).catch(reported),
    // The header's cart badge is server-rendered; a cart the shop cannot answer leaves it at zero.
    queryClient.query(cartQuery).catch(reported),
    // The hearts on product cards show membership from the first paint, without a fetch on hydration.
    queryClient.query(wishlistQuery).catch(reported),
    ...more,
  ])
  // Spec §8: a session the shop has ended is a forced logout, and the browser goes home.
  if (viewer?.kind === 'visitor' && viewer.sessionEnded && location.pathname !== '/')
    throw redirect({ to: '/' })
  // A query string that cannot be decoded (src/server.ts) is the 400 view in place of the whole
  // page: thrown here, no route below loads or names the page (its title would be the route's).
  if (isBadRequestPage(location.publicHref)) throw new Error('The query string cannot be decoded')
  return { config }
}
