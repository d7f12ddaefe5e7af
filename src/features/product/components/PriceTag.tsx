import { usePublicConfig } from '~/config/public-config'
import { formatMoney } from '~/lib/format'
import { shouldShowDiscount } from '~/lib/price'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { Prices } from '~/shop-client/schemas/product.schema'

const priceTypeNotes = {
  vk: undefined,
  premium: m.price_type_note_premium,
  staff: m.price_type_note_staff,
  pro: m.price_type_note_pro,
} as const

/**
 * A product's price in the viewer's price type: the rrp struck through when it is higher, and the
 * saving in percent only above the configured DISCOUNT_SHOW_LIMIT (spec §5).
 */
export function PriceTag({ prices, size = 'md' }: { prices: Prices; size?: 'md' | 'lg' }) {
  const { DISCOUNT_SHOW_LIMIT, CURRENCY } = usePublicConfig()
  const locale = getLocale()
  const reduced = prices.rrp > prices.price
  const note = priceTypeNotes[prices.priceType]
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span
        className={`font-bold ${reduced ? 'text-sale-600' : 'text-ink'} ${size === 'lg' ? 'text-3xl' : 'text-base'}`}
      >
        <span className="sr-only">{m.price_current()}: </span>
        {formatMoney(prices.price, locale, CURRENCY)}
      </span>
      {reduced && (
        <s className={`text-ink-muted ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
          <span className="sr-only">{m.price_rrp_label()}: </span>
          {formatMoney(prices.rrp, locale, CURRENCY)}
        </s>
      )}
      {reduced && shouldShowDiscount(prices.discountPercent, DISCOUNT_SHOW_LIMIT) && (
        <span className="rounded-sm bg-sale-600 px-1.5 py-0.5 text-xs font-bold text-white">
          {m.price_discount({ percent: prices.discountPercent })}
        </span>
      )}
      {note && <span className="w-full text-xs font-medium text-brand-700">{note()}</span>}
    </div>
  )
}
