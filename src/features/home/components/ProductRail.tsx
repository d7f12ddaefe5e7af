import { useEffect, useMemo } from 'react'
import { trackSelectItem, trackViewItemList } from '~/features/analytics/events'
import { ProductCard } from '~/features/product/components/ProductCard'
import type { ProductSummary } from '~/shop-client/schemas/product.schema'

/** A titled list of product cards; nothing at all when the shop has no products to show. */
export function ProductRail({
  id,
  heading,
  products,
}: {
  id: string
  heading: string
  products: readonly ProductSummary[]
}) {
  const list = useMemo(() => ({ id: `home:${id}`, name: heading }), [id, heading])
  useEffect(() => {
    trackViewItemList(list, products)
  }, [list, products])
  if (products.length === 0) return null
  return (
    <section aria-labelledby={id} className="page-container py-10">
      <h2 id={id} className="mb-5 text-2xl font-bold text-brand-900 uppercase">
        {heading}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              quickAdd
              product={product}
              onSelect={() => {
                trackSelectItem(list, product, index)
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
