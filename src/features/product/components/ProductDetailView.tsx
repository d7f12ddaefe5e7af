import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react'
import { usePublicConfig } from '~/config/public-config'
import { fieldValueBeforeHydration } from '~/ui/use-hydrated'
import { trackViewItem } from '~/features/analytics/events'
import { RecentlyViewedLater } from '~/features/recently-viewed/components/RecentlyViewedLater'
import { recordProductView } from '~/features/recently-viewed/recently-viewed.storage'
import { StockAlertOffer } from '~/features/stock-alerts/components/StockAlertOffer'
import { setUnavailability } from '~/features/stock-alerts/set-availability'
import { WishlistToggle } from '~/features/wishlist/components/WishlistToggle'
import { formatMoney } from '~/lib/format'
import { discountBand } from '~/lib/price'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { initialQuantityText, initialSizeSelection, productDisplayName } from '../product.model'
import type { AddToCartProblem } from '../product.model'
import { productQuery } from '../product.queries'
import { isOptionAvailable } from '~/shop-client/schemas/product.schema'
import type { ProductDetail } from '~/shop-client/schemas/product.schema'
import { AddToCartButton, SetAddToCartControl, useAddToCart } from './AddToCartControl'
import { BikeFitOffer } from './BikeFitOffer'
import { frameRows } from '../bike-fit.model'
import type { AddedLine } from './AddToCartControl'
import { ColorVariants } from './ColorVariants'
import { PriceTag } from './PriceTag'
import { ProductBreadcrumbs } from './ProductBreadcrumbs'
import { ProductCard } from './ProductCard'
import { ProductFacts } from './ProductFacts'
import { ProductGallery } from './ProductGallery'
import { SizePicker } from './SizePicker'
import { SizeTableDialog } from './SizeTableDialog'
import { useScrolledPast } from '../use-scrolled-past'

// The phones' buy bar: loaded the first time the buy box is scrolled past.
const StickyBuyBar = lazy(() => import('./StickyBuyBar'))

// The layer after an add: loaded when the shopper first reaches for an add button.
const AddedToCartDialog = lazy(() => import('./AddedToCartDialog'))

// Omnichannel only: a chunk of its own, so the default build's product page carries none of it.
const StoreAvailability = lazy(() =>
  import('~/features/stores/components/StoreAvailability').then((module) => ({
    default: module.StoreAvailability,
  })),
)

// Skis and bikes (mountable products) offer the workshop's appointments: a chunk only they load.
const ProductBookingLinks = lazy(() =>
  import('~/features/bookings/components/BookingLinks').then((module) => ({
    default: module.ProductBookingLinks,
  })),
)

/** The product page of `/p/{slug}/`, read from the query the route loader filled on the server. */
export function ProductDetailView({ slug }: { slug: string }) {
  const { data: product } = useSuspenseQuery(productQuery(slug))
  // A colour switch keeps this route mounted: a new product starts with a fresh size choice and gallery.
  return <ProductPage key={product.id} product={product} />
}

function ProductPage({ product }: { product: ProductDetail }) {
  // Keyed by product: each product shown (also after a colour switch) is one view_item.
  useEffect(() => {
    trackViewItem(product)
  }, [product])
  useEffect(() => {
    recordProductView(product.id)
  }, [product.id])
  const locale = getLocale()
  const config = usePublicConfig()
  const omnichannel = config.OMNICHANNEL_IS_AVAILABLE
  // The frame-size advisor: on bikes whose size table names heights and inside legs (spec §3).
  const fitRows = config.BIKE_FITTING_ENABLED && product.isBike ? frameRows(product.sizeTable) : []
  const ids = useId()
  const formId = `${ids}-form`
  // A size chosen or a quantity typed before hydration is kept, not reset to the defaults.
  const [selectedOptionId, setSelectedOptionId] = useState(() => {
    const chosen = Number(fieldValueBeforeHydration(formId, 'size'))
    const option = product.options.find((candidate) => candidate.id === chosen)
    return option && isOptionAvailable(option) ? option.id : initialSizeSelection(product.options)
  })
  const [quantityText, setQuantityText] = useState(
    () => fieldValueBeforeHydration(formId, 'quantity') ?? initialQuantityText,
  )
  const [mounting, setMounting] = useState(false)
  const [sizeInvalid, setSizeInvalid] = useState(false)
  const state = { selectedOptionId, quantityText, mounting }
  const onProblem = (problem: AddToCartProblem) => {
    setSizeInvalid(problem === 'size-required' || problem === 'size-unavailable')
  }
  const mountingPrice = product.mounting?.available ? product.mounting.price : null
  const soldOut = !product.options.some(isOptionAvailable)
  const [added, setAdded] = useState<AddedLine | null>(null)
  const [layerWanted, setLayerWanted] = useState(false)
  const [layerOpen, setLayerOpen] = useState(false)
  const wantLayer = () => {
    setLayerWanted(true)
  }
  const buy = useAddToCart({
    product,
    state,
    onProblem,
    onAdded: (line) => {
      setAdded(line)
      setLayerWanted(true)
      setLayerOpen(true)
    },
  })
  const buyButton = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const buyButtonPast = useScrolledPast(buyButton)
  const [barWanted, setBarWanted] = useState(false)
  if (buyButtonPast && !barWanted) setBarWanted(true)

  return (
    <article className="page-container flex flex-col gap-8 py-4 lg:py-8">
      <ProductBreadcrumbs items={product.breadcrumbs} />

      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <div className="min-w-0">
          <ProductGallery
            images={product.images}
            name={productDisplayName(product.brand.name, product.name)}
          />
        </div>

        {/* Beside a taller gallery on a desktop, the buy box stays in view while the pictures scroll. */}
        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
              {product.brand.name}
            </p>
            <h1 className="text-2xl font-bold text-brand-900 lg:text-3xl">{product.name}</h1>
            <p className="text-xs text-ink-muted">
              {m.pdp_sku()}: {product.sku}
            </p>
          </div>

          <div data-discount-band={discountBand(product.prices.discountPercent)}>
            <PriceTag prices={product.prices} size="lg" />
          </div>

          <ColorVariants variants={product.variants} colorName={product.color.name} />

          <form
            ref={form}
            id={formId}
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault()
            }}
          >
            {/* The size table's button sits in the sizes' heading row, so the buy button stays on the first screen. */}
            <div className="relative">
              <SizePicker
                name="size"
                options={product.options}
                value={selectedOptionId}
                onChange={(optionId) => {
                  setSelectedOptionId(optionId)
                  setSizeInvalid(false)
                }}
                invalid={sizeInvalid}
                errorId={`${ids}-status`}
              />
              {product.sizeTable && (
                <div className="absolute -top-3 right-0">
                  <SizeTableDialog
                    table={product.sizeTable}
                    chosenLabel={
                      product.options.find((option) => option.id === selectedOptionId)?.label ?? null
                    }
                  />
                </div>
              )}
            </div>

            {mountingPrice !== null && !soldOut && (
              <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={mounting}
                  onChange={(event) => {
                    setMounting(event.target.checked)
                  }}
                  className="mt-0.5 size-5 accent-brand-800"
                />
                <span>
                  {product.isBike
                    ? m.pdp_mounting_bike({ price: formatMoney(mountingPrice, locale) })
                    : m.pdp_mounting_ski({ price: formatMoney(mountingPrice, locale) })}
                </span>
              </label>
            )}

            <div className="flex flex-col gap-3">
              <div className="flex items-start gap-3">
                <div className="flex h-12 shrink-0 items-center gap-2" hidden={soldOut}>
                  <label htmlFor={`${ids}-quantity`} className="text-sm font-semibold text-ink">
                    {m.pdp_quantity()}
                  </label>
                  <input
                    id={`${ids}-quantity`}
                    name="quantity"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={10}
                    step={1}
                    required
                    value={quantityText}
                    onChange={(event) => {
                      setQuantityText(event.target.value)
                    }}
                    className="h-12 w-20 rounded-md border border-line px-3 text-base"
                  />
                </div>

                <div ref={buyButton} className="min-w-0 flex-1">
                  <AddToCartButton
                    action={buy}
                    label={m.cart_add()}
                    statusId={`${ids}-status`}
                    primary
                    onIntent={wantLayer}
                    blocked={
                      soldOut ? { label: m.pdp_sold_out_button(), reason: m.pdp_all_sold_out() } : undefined
                    }
                  />
                </div>
              </div>
              <WishlistToggle productId={product.id} />
            </div>
          </form>
          {fitRows.length > 0 && (
            <BikeFitOffer
              rows={fitRows}
              options={product.options}
              onSelect={(optionId) => {
                setSelectedOptionId(optionId)
                setSizeInvalid(false)
              }}
            />
          )}
          {product.mounting && product.sport ? (
            <Suspense fallback={null}>
              <ProductBookingLinks product={product} />
            </Suspense>
          ) : null}
          {omnichannel ? (
            <Suspense fallback={null}>
              <StoreAvailability product={product} selectedOptionId={selectedOptionId} />
            </Suspense>
          ) : null}
          <StockAlertOffer
            options={product.options}
            selectedOptionId={selectedOptionId}
            defaultOpen={soldOut}
          />
        </div>
      </div>

      <ProductFacts product={product} />

      {product.sets.map((set) => (
        <section
          key={set.id}
          aria-labelledby={`${ids}-set-${set.id}`}
          className="flex flex-col gap-3 rounded-lg bg-surface-muted p-3 md:p-4"
        >
          <h2 id={`${ids}-set-${set.id}`} className="text-xl font-bold text-brand-900">
            {m.pdp_set_heading({ name: set.name })}
          </h2>
          <p className="text-sm text-ink-muted">{m.pdp_set_text()}</p>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
            {set.products.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} quickAdd />
              </li>
            ))}
          </ul>
          <div className="max-w-md">
            <SetAddToCartControl
              product={product}
              state={state}
              onProblem={onProblem}
              label={m.pdp_set_add({ name: set.name })}
              setId={set.id}
              blocked={setUnavailability(set)}
            />
          </div>
        </section>
      ))}

      {product.related.length > 0 && (
        <section aria-labelledby={`${ids}-related`} className="flex flex-col gap-3">
          <h2 id={`${ids}-related`} className="text-xl font-bold text-brand-900">
            {m.pdp_related()}
          </h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
            {product.related.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} quickAdd />
              </li>
            ))}
          </ul>
        </section>
      )}

      <RecentlyViewedLater listId="pdp:recently-viewed" currentProductId={product.id} />
      {!soldOut && barWanted && (
        <Suspense fallback={null}>
          <StickyBuyBar
            shown={buyButtonPast}
            action={buy}
            prices={product.prices}
            sizeLabel={product.options.find((option) => option.id === selectedOptionId)?.label ?? null}
            form={form}
            onIntent={wantLayer}
          />
        </Suspense>
      )}
      {layerWanted && (
        <Suspense fallback={null}>
          <AddedToCartDialog
            product={product}
            line={added}
            matching={product.related}
            isOpen={layerOpen}
            onOpenChange={setLayerOpen}
          />
        </Suspense>
      )}
    </article>
  )
}
