import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Store } from 'lucide-react'
import { useId } from 'react'
import { usePublicConfig } from '~/config/public-config'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ProductDetail } from '~/shop-client/schemas/product.schema'
import { availabilityLine } from '../store-availability.model'
import type { StoreAvailabilityLine } from '../store-availability.model'
import { storeStockQuery } from '../store-stock.queries'
import { bandText, pickupText } from './availability-text'
import { StoreStockDialog } from './StoreStockDialog'

function sentences(line: StoreAvailabilityLine, sizeLabel: string): string[] {
  const locale = getLocale()
  switch (line.kind) {
    case 'product': {
      const count =
        line.storesWithStock === 0
          ? m.store_stock_in_no_store()
          : line.storesWithStock === 1
            ? m.store_stock_in_stores_one()
            : m.store_stock_in_stores_other({ count: line.storesWithStock })
      if (!line.myStore) return [count]
      const mine = line.myStore.hasStock
        ? m.store_stock_my_store_any_size({ store: line.myStore.name })
        : m.store_stock_my_store_no_size({ store: line.myStore.name })
      return [mine, count]
    }
    case 'my-store': {
      const availability = bandText(line.band, line.quantity)
      return [
        line.pickup
          ? m.store_stock_my_store_pickup({
              store: line.name,
              availability,
              pickup: pickupText(line.pickup, locale),
            })
          : m.store_stock_my_store({ store: line.name, availability }),
      ]
    }
    case 'stores': {
      const [first = '', second = ''] = line.names
      if (line.names.length === 1) return [m.store_stock_size_in_one({ size: sizeLabel, first })]
      if (line.more === 0) return [m.store_stock_size_in_two({ size: sizeLabel, first, second })]
      if (line.more === 1) return [m.store_stock_size_in_more_one({ size: sizeLabel, first, second })]
      return [m.store_stock_size_in_more({ size: sizeLabel, first, second, more: line.more })]
    }
    case 'nowhere':
      return [m.store_stock_size_nowhere({ size: sizeLabel })]
  }
}

/**
 * The product page's word on the stores (omnichannel only): before a size is chosen, how many stores
 * have the product; after, the shopper's store for that size with when to pick it up, or the first
 * stores that have it, and the dialog with every store. Server-rendered from the query the route
 * loader filled; a size choice asks again without a page load.
 */
export function StoreAvailability({
  product,
  selectedOptionId,
}: {
  product: ProductDetail
  selectedOptionId: number | null
}) {
  const config = usePublicConfig()
  const ids = useId()
  const option = product.options.find((candidate) => candidate.id === selectedOptionId) ?? null
  const query = useQuery({
    ...storeStockQuery(option ? { productOption: option.id } : { product: product.id }),
    enabled: config.OMNICHANNEL_IS_AVAILABLE,
    // While the next size's answer is on its way the last one stays, dimmed, so nothing jumps.
    placeholderData: keepPreviousData,
  })
  if (!config.OMNICHANNEL_IS_AVAILABLE) return null
  const answer = query.data
  if (!answer) return null
  const line = availabilityLine(answer.stock, new Date(answer.answeredAt))
  const showsChosenSize = option !== null && answer.stock.size?.id === option.id
  const lines = sentences(line, answer.stock.size?.label ?? option?.label ?? '')

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      aria-busy={query.isPlaceholderData || undefined}
      className="flex flex-col gap-2 rounded-lg border border-line p-3 md:p-4"
    >
      <h2 id={`${ids}-heading`} className="sr-only">
        {m.store_stock_dialog_heading()}
      </h2>
      <div className={`flex items-start gap-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
        <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="flex flex-col gap-1 text-sm text-ink">
          {lines.map((text, index) => (
            <p key={text} className={index === 0 ? 'font-semibold' : undefined}>
              {text}
            </p>
          ))}
          {option === null && product.options.length > 1 ? (
            <p className="text-ink-muted">{m.store_stock_choose_size()}</p>
          ) : null}
        </div>
      </div>
      {/* Before a size is chosen too: the dialog asks for one, sizes sold out online included. */}
      {option === null || showsChosenSize ? <StoreStockDialog product={product} option={option} /> : null}
    </section>
  )
}
