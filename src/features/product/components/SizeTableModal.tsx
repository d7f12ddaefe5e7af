import { X } from 'lucide-react'
import { useId } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { SizeTable } from '../product.schema'
import { labelsAreEu, selectedRowLabel, sizeTableColumns } from '../size-table.model'
import type { SizeTableColumn, SizeTableRow } from '../size-table.model'

const headings: Record<Exclude<SizeTableColumn, 'label'>, () => string> = {
  eu: m.size_table_eu,
  uk: m.size_table_uk,
  us: m.size_table_us,
  numeric: m.size_table_numeric,
  footLengthCm: m.size_table_foot_length,
  heightCm: m.size_table_height,
  chestCm: m.size_table_chest,
  waistCm: m.size_table_waist,
  hipCm: m.size_table_hip,
}

function cellText(row: SizeTableRow, column: SizeTableColumn, centimetres: Intl.NumberFormat): string {
  const value = row[column]
  if (value === null) return '–'
  if (typeof value === 'string') return value
  if (typeof value === 'number') return centimetres.format(value)
  return `${centimetres.format(value.min)}–${centimetres.format(value.max)}`
}

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
  const columns = sizeTableColumns(table)
  const selected = selectedRowLabel(table, chosenLabel)
  const centimetres = new Intl.NumberFormat(getLocale(), { maximumFractionDigits: 1 })
  const forShoes = columns.includes('footLengthCm')

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
                {forShoes ? m.size_table_intro_shoes() : m.size_table_intro_body()}
              </p>
              {/* Focusable so the keyboard can scroll a table wider or longer than the screen. */}
              <div
                role="region"
                aria-labelledby={`${ids}-caption`}
                tabIndex={0}
                className="min-h-0 overflow-auto rounded-md border border-line"
              >
                <table className="w-full border-collapse text-sm">
                  <caption id={`${ids}-caption`} className="sr-only">
                    {m.size_table_table()}
                  </caption>
                  <thead className="sticky top-0 bg-surface-muted">
                    <tr>
                      {columns.map((column) => (
                        <th key={column} scope="col" className="px-3 py-2 text-left font-semibold text-ink">
                          {column === 'label'
                            ? labelsAreEu(table)
                              ? m.size_table_eu()
                              : m.size_table_size()
                            : headings[column]()}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row) => {
                      const isSelected = row.label === selected
                      return (
                        <tr
                          key={row.label}
                          aria-current={isSelected ? 'true' : undefined}
                          className={
                            isSelected
                              ? 'border-t border-line bg-brand-50 font-semibold'
                              : 'border-t border-line'
                          }
                        >
                          {columns.map((column) =>
                            column === 'label' ? (
                              <th key={column} scope="row" className="px-3 py-2 text-left whitespace-nowrap">
                                {row.label}
                                {isSelected && (
                                  <span className="ml-2 rounded-sm bg-brand-800 px-1.5 py-0.5 text-xs font-semibold text-white">
                                    {m.size_table_selected()}
                                  </span>
                                )}
                              </th>
                            ) : (
                              <td key={column} className="px-3 py-2 whitespace-nowrap text-ink">
                                {cellText(row, column, centimetres)}
                              </td>
                            ),
                          )}
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
