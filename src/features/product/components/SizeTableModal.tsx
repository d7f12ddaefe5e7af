import { X } from 'lucide-react'
import { useId } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { m } from '~/paraglide/messages'
import type { SizeTable } from '~/shop-client/schemas/product.schema'
import { SizeTableGrid, sizeTableIntro } from './SizeTableGrid'

/**
 * The size table dialog: the size table of the product's size system, with the size the shopper
 * chose marked. A modal dialog (focus stays inside, Escape closes, focus returns to the button); the
 * table scrolls inside the dialog on small screens. Loaded when the shopper first reaches for the
 * "Größentabelle" button (`SizeTableDialog`).
 */
export default function SizeTableModal({
  table,
  chosenLabel,
  isOpen,
  onOpenChange,
}: {
  table: SizeTable
  chosenLabel: string | null
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const ids = useId()

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-brand-950/50 p-2 md:p-4"
    >
      <Modal className="flex max-h-full w-full max-w-2xl flex-col rounded-lg bg-surface shadow-card">
        <Dialog
          aria-labelledby={`${ids}-title`}
          aria-describedby={`${ids}-intro`}
          className="flex min-h-0 flex-col gap-3 p-4 outline-none md:p-6"
        >
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-3">
                <Heading id={`${ids}-title`} slot="title" className="text-2xl font-bold text-brand-900">
                  {m.size_table_heading()}
                </Heading>
                <Button
                  onPress={close}
                  aria-label={m.size_table_close()}
                  className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
                >
                  <X aria-hidden="true" className="size-6" />
                </Button>
              </div>
              <p id={`${ids}-intro`} className="text-sm text-ink-muted">
                {sizeTableIntro(table)}
              </p>
              <SizeTableGrid table={table} chosenLabel={chosenLabel} />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
