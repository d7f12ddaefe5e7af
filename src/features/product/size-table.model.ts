/**
 * What the size table dialog shows of a size table: the columns the table has, in a fixed order,
 * and which row is the size the shopper chose.
 */
import type { SizeTable } from '~/shop-client/schemas/product.schema'

export type SizeTableRow = SizeTable['rows'][number]

export type SizeTableColumn =
  | 'label'
  | 'eu'
  | 'uk'
  | 'us'
  | 'numeric'
  | 'footLengthCm'
  | 'heightCm'
  | 'inseamCm'
  | 'chestCm'
  | 'waistCm'
  | 'hipCm'

const optionalColumns = [
  'eu',
  'uk',
  'us',
  'numeric',
  'footLengthCm',
  'heightCm',
  'inseamCm',
  'chestCm',
  'waistCm',
  'hipCm',
] as const satisfies readonly SizeTableColumn[]

/**
 * The columns of a table: the size itself, then every column some row has a value in. A shoe table
 * names its sizes by their EU size, so its EU column would only repeat the first one.
 */
export function sizeTableColumns(table: SizeTable): SizeTableColumn[] {
  const euIsLabel = table.rows.every((row) => row.eu === null || row.eu === row.label)
  return [
    'label',
    ...optionalColumns.filter(
      (column) => !(column === 'eu' && euIsLabel) && table.rows.some((row) => row[column] !== null),
    ),
  ]
}

/** Whether the size table names its sizes by EU shoe size (the size column's heading says so). */
export function labelsAreEu(table: SizeTable): boolean {
  return table.rows.some((row) => row.eu !== null) && !sizeTableColumns(table).includes('eu')
}

/** Size labels written with a decimal point or comma ("42.5", "42,5") name the same size. */
const sameSize = (a: string, b: string) => a.trim().replace('.', ',') === b.trim().replace('.', ',')

/** The label of the table's row for the chosen size; null when none is chosen or the table lacks it. */
export function selectedRowLabel(table: SizeTable, chosen: string | null): string | null {
  if (chosen === null) return null
  return table.rows.find((row) => sameSize(row.label, chosen))?.label ?? null
}
