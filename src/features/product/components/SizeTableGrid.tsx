import { useId } from 'react'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { SizeTable } from '~/shop-client/schemas/product.schema'
import { labelsAreEu, selectedRowLabel, sizeTableColumns } from '../size-table.model'
import type { SizeTableColumn, SizeTableRow } from '../size-table.model'

const headings: Record<Exclude<SizeTableColumn, 'label'>, () => string> = {
  eu: m.size_table_eu,
  uk: m.size_table_uk,
  us: m.size_table_us,
  numeric: m.size_table_numeric,
  footLengthCm: m.size_table_foot_length,
  heightCm: m.size_table_height,
  inseamCm: m.size_table_inseam,
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

/** The sentence that says how to read the table: by foot length for shoes, by body measures else. */
export function sizeTableIntro(table: SizeTable): string {
  return sizeTableColumns(table).includes('footLengthCm')
    ? m.size_table_intro_shoes()
    : m.size_table_intro_body()
}

/**
 * A size table as a table: one row per size, the columns the size system has, the size the shopper
 * chose marked. It scrolls inside its own focusable region, so the keyboard can reach a table wider
 * or longer than the screen. Shown in the shop's size table dialog and open on a team product page.
 */
export function SizeTableGrid({ table, chosenLabel }: { table: SizeTable; chosenLabel: string | null }) {
  const ids = useId()
  const columns = sizeTableColumns(table)
  const selected = selectedRowLabel(table, chosenLabel)
  const centimetres = new Intl.NumberFormat(getLocale(), { maximumFractionDigits: 1 })

  return (
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
                  isSelected ? 'border-t border-line bg-brand-50 font-semibold' : 'border-t border-line'
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
  )
}
