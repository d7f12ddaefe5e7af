import { Suspense, lazy, useState } from 'react'
import { ShoppingBagIcon } from '~/lib/icons'
import { m } from '~/paraglide/messages'
import { useIntent } from '~/ui/load-later'
import { disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'
import type { QuickAddProduct } from './QuickAddDialog'

// The size choice, its request and the add layer load with the first intent to use a card's button:
// a list page carries none of that code until then (issue 29 part 5).
const QuickAddDialog = lazy(() => import('./QuickAddDialog'))

/**
 * The bag button on a product card: opens that product's size choice ("Größe wählen"), adds the
 * chosen size and shows the add layer; a product with one size is added at once. Its sizes are
 * fetched as the pointer or focus reaches the button, so the choice is usually ready on the click.
 */
export function QuickAddButton({ product }: { product: QuickAddProduct }) {
  const hydrated = useHydrated()
  const { wanted, want, intentHandlers } = useIntent()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        {...disabledUntilHydrated(hydrated)}
        {...intentHandlers}
        aria-haspopup="dialog"
        aria-label={m.quick_add_open({ name: product.name, color: product.color.name })}
        onClick={(event) => {
          // Focused, so the dialog returns the focus here (Safari does not focus a clicked button).
          event.currentTarget.focus()
          want()
          setOpen(true)
        }}
        className="relative z-10 flex size-11 items-center justify-center rounded-full bg-surface/90 text-brand-800 shadow-card hover:bg-surface"
      >
        <ShoppingBagIcon aria-hidden="true" className="size-5" />
      </button>
      {(wanted || open) && (
        <Suspense fallback={null}>
          <QuickAddDialog product={product} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
