import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { trackSelectItem, trackViewItemList } from '~/features/analytics/events'
import { ProductCard } from '~/features/product/components/ProductCard'
import { m } from '~/paraglide/messages'
import { secondaryButtonClasses } from '~/ui/form-controls'
import { inListOrder, visibleRecentlyViewed } from '../recently-viewed.model'
import { recentlyViewedQuery } from '../recently-viewed.queries'
import { clearRecentlyViewed, useRecentlyViewedIds } from '../recently-viewed.storage'

/**
 * The products the shopper viewed last, most recent first, as a horizontally scrolling strip of
 * cards. It exists only in the browser: the server and the hydrating render show nothing, and the
 * strip appears once the browser's list is priced. Pages place it below the fold, so its arrival
 * moves nothing the shopper is looking at.
 */
export function RecentlyViewedStrip({
  listId,
  currentProductId = null,
  className = '',
}: {
  /** Analytics list id (`pdp:recently-viewed`, `home:recently-viewed`). */
  listId: string
  /** On a product page: that product, which the strip leaves out. */
  currentProductId?: number | null
  className?: string
}) {
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const stored = useRecentlyViewedIds()
  const visible = useMemo(() => visibleRecentlyViewed(stored, currentProductId), [stored, currentProductId])
  // The whole list is one query, the same on every page, so the home page reuses the product page's answer.
  // Nothing to show (only the current product viewed so far): no call at all.
  const query = useQuery({ ...recentlyViewedQuery(stored), enabled: visible.length > 0 })
  const products = useMemo(() => inListOrder(query.data ?? [], visible), [query.data, visible])
  const [cleared, setCleared] = useState(false)
  const heading = m.recently_viewed_heading()
  const list = useMemo(() => ({ id: listId, name: heading }), [listId, heading])

  useEffect(() => {
    if (products.length > 0) trackViewItemList(list, products)
  }, [list, products])

  // After clearing, the heading keeps the keyboard focus that the removed button had.
  useEffect(() => {
    if (cleared) headingRef.current?.focus()
  }, [cleared])

  if (!cleared && (visible.length === 0 || products.length === 0)) return null

  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-3 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-brand-900 outline-none"
        >
          {heading}
        </h2>
        {!cleared && (
          <button
            type="button"
            className={`${secondaryButtonClasses} h-10 px-4 text-sm`}
            onClick={() => {
              clearRecentlyViewed()
              setCleared(true)
            }}
          >
            {m.recently_viewed_clear()}
          </button>
        )}
      </div>
      {cleared ? (
        <p role="status" className="text-sm text-ink-muted">
          {m.recently_viewed_cleared()}
        </p>
      ) : (
        <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
          {products.map((product, index) => (
            <li key={product.id} className="w-40 shrink-0 snap-start md:w-48">
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
      )}
    </section>
  )
}
