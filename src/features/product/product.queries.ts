import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime'
import type { Locale } from '~/paraglide/runtime'
import { getProduct } from './product.functions'

/** One product page in the page's locale; the route loader prefetches it, the page reads the same entry. */
export const productQuery = (slug: string, locale: Locale = getLocale()) =>
  queryOptions({
    queryKey: ['product', slug, locale],
    queryFn: () => getProduct({ data: { slug, locale } }),
  })
