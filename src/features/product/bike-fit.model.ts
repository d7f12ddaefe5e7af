/**
 * The frame-size advisor's rule (issue 29, spec §3 bike fitting): which row of a bike's size table
 * fits a rider's body height and inside-leg length. Pure, so it is tested alone.
 */
import * as v from 'valibot'
import type { SizeTable } from '~/shop-client/schemas/product.schema'

interface Range {
  readonly min: number
  readonly max: number
}

/** A row of a bike's size table that names both measures. */
export interface FrameRow {
  readonly label: string
  readonly heightCm: Range
  readonly inseamCm: Range
}

export interface FrameRecommendation {
  readonly row: FrameRow
  /** `within`: both measures lie in the row's ranges; `nearest`: no row holds both, this is closest. */
  readonly fit: 'within' | 'nearest'
}

/** The rows the advisor can use: those with a height range and an inside-leg range. */
export function frameRows(table: SizeTable | null): FrameRow[] {
  if (!table) return []
  return table.rows.flatMap((row) =>
    row.heightCm && row.inseamCm
      ? [{ label: row.label, heightCm: row.heightCm, inseamCm: row.inseamCm }]
      : [],
  )
}

const outside = (value: number, range: Range) =>
  value < range.min ? range.min - value : value > range.max ? value - range.max : 0
const offCentre = (value: number, range: Range) => Math.abs(value - (range.min + range.max) / 2)

/**
 * The frame for a rider. The inside leg counts twice the body height: it sets the saddle height and
 * the clearance over the top tube, where a frame too big cannot be adjusted; a reach that is a little
 * long or short is what stem and saddle rails correct. Among rows that fit equally, the one whose
 * ranges' middles are closest wins, so a rider at the top of one range and the bottom of the next
 * gets the better-centred size. Null when the table has no usable rows.
 */
export function recommendFrame(
  rows: readonly FrameRow[],
  heightCm: number,
  inseamCm: number,
): FrameRecommendation | null {
  let best: { row: FrameRow; miss: number; centre: number } | null = null
  for (const row of rows) {
    const miss = 2 * outside(inseamCm, row.inseamCm) + outside(heightCm, row.heightCm)
    const centre = 2 * offCentre(inseamCm, row.inseamCm) + offCentre(heightCm, row.heightCm)
    if (!best || miss < best.miss || (miss === best.miss && centre < best.centre))
      best = { row, miss, centre }
  }
  return best && { row: best.row, fit: best.miss === 0 ? 'within' : 'nearest' }
}

/** Whole centimetres, as a tape measure is read; a comma or point decimal is rounded. */
const centimetres = (min: number, max: number, message: () => string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => Number(text.replace(',', '.'))),
    v.number(message),
    v.finite(message),
    v.transform(Math.round),
    v.minValue(min, message),
    v.maxValue(max, message),
  )

const HEIGHT_CM = { min: 90, max: 220 }
const INSEAM_CM = { min: 40, max: 110 }

/** The advisor's two fields as typed; the messages come from the caller (the shopper's language). */
export function bikeFitInputSchema(messages: { height: () => string; inseam: () => string }) {
  return v.pipe(
    v.object({
      height: centimetres(HEIGHT_CM.min, HEIGHT_CM.max, messages.height),
      inseam: centimetres(INSEAM_CM.min, INSEAM_CM.max, messages.inseam),
    }),
    v.forward(
      // A leg longer than the body is a typo in one of the two; a measure already refused is said once.
      v.check(
        (input) =>
          outside(input.height, HEIGHT_CM) > 0 ||
          outside(input.inseam, INSEAM_CM) > 0 ||
          input.inseam < input.height,
        messages.inseam,
      ),
      ['inseam'],
    ),
  )
}
