import { Ruler } from 'lucide-react'
import { Suspense, lazy, useState } from 'react'
import { m } from '~/paraglide/messages'
import { useHydrated } from '~/ui/use-hydrated'
import type { SizeTable } from '~/shop-client/schemas/product.schema'

const SizeTableModal = lazy(() => import('./SizeTableModal'))

/**
 * The "Größentabelle" button and its dialog (`SizeTableModal`), whose code loads when the pointer or
 * focus first reaches the button, so the product page does not carry it up front.
 */
export function SizeTableDialog({ table, chosenLabel }: { table: SizeTable; chosenLabel: string | null }) {
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
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Ruler aria-hidden="true" className="size-5" />
        {m.size_table_open()}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SizeTableModal table={table} chosenLabel={chosenLabel} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
