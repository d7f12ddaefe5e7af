import { useQuery } from '@tanstack/react-query'
import { ProductCard } from '~/features/product/components/ProductCard'
import { wishlistQuery } from '~/features/wishlist/wishlist.queries'
import { m } from '~/paraglide/messages'

/**
 * The team wishlist (spec §7 `/api/v2/team/wishlist/`): the team set has no wishlist page, so the
 * remembered kit products are listed on the team shops' home, each linking to its team product page
 * (the API gives the team's address) with its heart to take it off the list.
 */
export function TeamWishlistSection() {
  const products = useQuery(wishlistQuery).data?.products ?? []
  if (products.length === 0) return null
  return (
    <section aria-labelledby="team-home-wishlist" className="flex flex-col gap-4">
      <h2 id="team-home-wishlist" className="text-xl font-semibold text-ink">
        {m.team_home_wishlist_heading({ count: products.length })}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}
