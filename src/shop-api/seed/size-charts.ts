/**
 * The size tables of the product page, per size system and gender: shoes with their EU, UK and US
 * sizes and the foot length, adult clothing with the numeric size and body measurements, children's
 * clothing by body height. Rows use the same labels as the products' size options (sizes.ts), so
 * every size a product offers has its row.
 */
import type { GenderValue } from '../db/schema'
import type { Row } from './tables'
import type { SizeSystem } from './sizes'

type SizeChartRow = Row<'sizeChartRows'>

/** Half sizes are written with a decimal comma, as the products' own size labels are ("42,5"). */
const sizeText = (size: number) => String(size).replace('.', ',')

const roundToHalf = (value: number) => Math.round(value * 2) / 2

/**
 * One shoe size. A shoe's EU size counts Paris points (⅔ cm of last length); the foot is about
 * 1.5 cm shorter than the last. UK sizes count barleycorns (⅓ inch) from 25 (adults) or 12
 * (children, up to 13½, after which the adult scale starts again at 1); US sizes are the UK size
 * plus one (men, children) or two (women).
 */
function shoeRow(eu: number, gender: GenderValue, position: number, system: SizeSystem): SizeChartRow {
  const lastCm = (eu * 2) / 3
  const barleycorns = (lastCm / 2.54) * 3
  const childUk = roundToHalf(barleycorns - 12)
  const uk = gender === 3 && childUk < 14 ? childUk : roundToHalf(barleycorns - 25)
  const us = uk + (gender === 1 ? 2 : 1)
  return {
    system,
    gender,
    position,
    label: sizeText(eu),
    eu: sizeText(eu),
    uk: sizeText(uk),
    us: sizeText(us),
    footLengthMm: Math.round((lastCm - 1.5) * 10),
  }
}

function shoeChart(gender: GenderValue, from: number, to: number, halves: boolean): SizeChartRow[] {
  const rows: SizeChartRow[] = []
  for (let size = from; size <= to; size += halves ? 0.5 : 1) {
    rows.push(shoeRow(size, gender, rows.length + 1, 'shoes'))
  }
  return rows
}

type Range = readonly [number, number]

interface ClothingSize {
  readonly label: string
  readonly numeric?: string
  readonly height?: Range
  readonly chest: Range
  readonly waist: Range
  readonly hip?: Range
}

const womensClothing: readonly ClothingSize[] = [
  { label: 'XS', numeric: '32/34', chest: [76, 83], waist: [60, 67], hip: [84, 91] },
  { label: 'S', numeric: '36/38', chest: [84, 91], waist: [68, 75], hip: [92, 99] },
  { label: 'M', numeric: '40/42', chest: [92, 99], waist: [76, 83], hip: [100, 107] },
  { label: 'L', numeric: '44/46', chest: [100, 107], waist: [84, 91], hip: [108, 115] },
  { label: 'XL', numeric: '48/50', chest: [108, 115], waist: [92, 99], hip: [116, 123] },
  { label: 'XXL', numeric: '52/54', chest: [116, 123], waist: [100, 107], hip: [124, 131] },
]

const mensClothing: readonly ClothingSize[] = [
  { label: 'XS', numeric: '42/44', chest: [80, 87], waist: [68, 75] },
  { label: 'S', numeric: '46/48', chest: [88, 95], waist: [76, 83] },
  { label: 'M', numeric: '50/52', chest: [96, 103], waist: [84, 91] },
  { label: 'L', numeric: '54/56', chest: [104, 111], waist: [92, 99] },
  { label: 'XL', numeric: '58/60', chest: [112, 119], waist: [100, 107] },
  { label: 'XXL', numeric: '62/64', chest: [120, 127], waist: [108, 115] },
]

/** Children's sizes name the body height they fit up to. */
const kidsClothing: readonly ClothingSize[] = [
  { label: '104', height: [93, 104], chest: [54, 57], waist: [51, 53] },
  { label: '116', height: [105, 116], chest: [58, 61], waist: [54, 56] },
  { label: '128', height: [117, 128], chest: [62, 65], waist: [57, 59] },
  { label: '140', height: [129, 140], chest: [66, 70], waist: [60, 62] },
  { label: '152', height: [141, 152], chest: [71, 76], waist: [63, 65] },
  { label: '164', height: [153, 164], chest: [77, 82], waist: [66, 69] },
  { label: '176', height: [165, 176], chest: [83, 88], waist: [70, 73] },
]

function clothingChart(
  system: SizeSystem,
  gender: GenderValue,
  sizes: readonly ClothingSize[],
): SizeChartRow[] {
  return sizes.map((size, index) => ({
    system,
    gender,
    position: index + 1,
    label: size.label,
    numeric: size.numeric ?? null,
    heightMinCm: size.height?.[0] ?? null,
    heightMaxCm: size.height?.[1] ?? null,
    chestMinCm: size.chest[0],
    chestMaxCm: size.chest[1],
    waistMinCm: size.waist[0],
    waistMaxCm: size.waist[1],
    hipMinCm: size.hip?.[0] ?? null,
    hipMaxCm: size.hip?.[1] ?? null,
  }))
}

interface FrameSize {
  readonly label: string
  readonly height: Range
  readonly inseam: Range
}

/**
 * Frame sizes by body height and inside-leg length, as bike makers publish them: mountain bikes by
 * letter, road bikes by the seat tube's length (centre to top), trekking bikes by the seat tube
 * (centre to centre), children's bikes by wheel size. The labels are the products' sizes (sizes.ts);
 * a bike's page shows the rows of its own sizes only (product.service.ts).
 */
const frameSizes: readonly FrameSize[] = [
  { label: 'XS', height: [150, 161], inseam: [68, 74] },
  { label: 'S', height: [160, 171], inseam: [73, 79] },
  { label: 'M', height: [170, 181], inseam: [78, 84] },
  { label: 'L', height: [180, 191], inseam: [83, 89] },
  { label: 'XL', height: [190, 201], inseam: [88, 95] },
  { label: '49 cm', height: [155, 164], inseam: [71, 76] },
  { label: '52 cm', height: [163, 171], inseam: [75, 79] },
  { label: '54 cm', height: [170, 177], inseam: [78, 82] },
  { label: '56 cm', height: [176, 184], inseam: [81, 86] },
  { label: '58 cm', height: [183, 191], inseam: [85, 89] },
  { label: '61 cm', height: [190, 199], inseam: [88, 94] },
  { label: '45 cm', height: [155, 166], inseam: [70, 77] },
  { label: '50 cm', height: [165, 176], inseam: [76, 82] },
  { label: '55 cm', height: [175, 186], inseam: [81, 88] },
  { label: '60 cm', height: [185, 196], inseam: [87, 94] },
  { label: '65 cm', height: [195, 206], inseam: [93, 100] },
  { label: '16 Zoll', height: [100, 120], inseam: [45, 55] },
  { label: '20 Zoll', height: [115, 135], inseam: [52, 63] },
  { label: '24 Zoll', height: [130, 150], inseam: [60, 70] },
  { label: '26 Zoll', height: [145, 165], inseam: [67, 77] },
]

function bikeChart(gender: GenderValue): SizeChartRow[] {
  return frameSizes.map((size, index) => ({
    system: 'bike',
    gender,
    position: index + 1,
    label: size.label,
    heightMinCm: size.height[0],
    heightMaxCm: size.height[1],
    inseamMinCm: size.inseam[0],
    inseamMaxCm: size.inseam[1],
  }))
}

/**
 * Every size table. The shoe ranges cover the products' size runs (women 36–42, men 39–47 with
 * half sizes, children 28–39) with a size to spare at either end.
 */
export function generateSizeCharts(): SizeChartRow[] {
  return [
    ...shoeChart(1, 35, 43, true),
    ...shoeChart(2, 38, 48, true),
    ...shoeChart(3, 26, 40, false),
    ...clothingChart('clothing', 1, womensClothing),
    ...clothingChart('clothing', 2, mensClothing),
    ...clothingChart('kids', 3, kidsClothing),
    ...([0, 1, 2, 3] as const).flatMap(bikeChart),
  ]
}
