import { MapPinned } from 'lucide-react'
import { Suspense, lazy, useState } from 'react'
import { m } from '~/paraglide/messages'
import type { ProductDetail, ProductOption } from '~/shop-client/schemas/product.schema'
import { useHydrated } from '~/ui/use-hydrated'

const StoreStockModal = lazy(() => import('./StoreStockModal'))

/**
 * "Verfügbarkeit in allen Filialen" and its dialog (`StoreStockModal`: every store for a size, "my store", click & reserve), whose code loads when the pointer or focus first reaches the
 * button, like the size table's.
 */
export function StoreStockDialog({
  product,
  option,
}: {
  product: ProductDetail
  /** The size chosen on the page; the dialog offers every size either way. */
  option: ProductOption | null
}) {
  // Opening needs JavaScript; before hydration the button would do nothing.
  const hydrated = useHydrated()
  const [isOpen, setOpen] = useState(false)
  // Rendered (closed) from the first sign of intent, so the dialog's code is there by the click.
  const [wanted, setWanted] = useState(false)
  const want = () => {
    setWanted(true)
  }

  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={want}
        onFocus={want}
        onTouchStart={want}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <MapPinned aria-hidden="true" className="size-5" />
        {m.store_stock_open_dialog()}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          {/* A new size on the page starts the dialog afresh with it. */}
          <StoreStockModal
            key={option?.id ?? 'none'}
            product={product}
            option={option}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  )
}
