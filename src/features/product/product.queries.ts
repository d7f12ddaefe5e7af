import { queryOptions } from '@tanstack/react-query'
import { getProduct } from './product.functions'

/** One product page; the route loader prefetches it, the page reads the same entry. */
export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['product', slug],
    queryFn: () => getProduct({ data: { slug } }),
  })
