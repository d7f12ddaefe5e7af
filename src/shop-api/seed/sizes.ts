/**
 * Size scales and the labels of a product's size options. The scale is chosen per product type; the
 * labels depend on the gender (a women's ski is shorter than a men's ski) and are a contiguous run of
 * the scale, as real products rarely come in every size.
 */
import type { GenderValue } from '../db/schema'
import type { Random } from './prng'

/** products.sizeSystem values; `gear` is sized equipment (helmets, shin guards, harnesses). */
export type SizeSystem = 'clothing' | 'shoes' | 'kids' | 'ski' | 'bike' | 'gear' | 'onesize'

export type SizeScale =
  | 'apparel'
  | 'shoe'
  | 'sock'
  | 'helmet'
  | 'alpine-ski'
  | 'touring-ski'
  | 'xc-ski'
  | 'snowboard'
  | 'poles'
  | 'mtb-frame'
  | 'road-frame'
  | 'trekking-frame'
  | 'kids-bike'
  | 'onesize'

export interface SizeRun {
  readonly system: SizeSystem
  readonly labels: readonly string[]
}

const cm = (from: number, to: number, step: number) => {
  const labels: string[] = []
  for (let value = from; value <= to; value += step) labels.push(`${value} cm`)
  return labels
}

/** A contiguous run of `min`..`max` labels out of `labels`. */
function run(labels: readonly string[], min: number, max: number, random: Random): string[] {
  const length = Math.min(labels.length, random.int(min, max))
  const start = random.int(0, labels.length - length)
  return labels.slice(start, start + length)
}

const apparelAdult = ['XS', 'S', 'M', 'L', 'XL', 'XXL']
const apparelKids = ['104', '116', '128', '140', '152', '164', '176']

function shoeLabels(gender: GenderValue, halves: boolean): string[] {
  const [from, to] = gender === 1 ? [36, 42] : gender === 3 ? [28, 39] : [39, 47]
  const labels: string[] = []
  for (let size = from; size <= to; size++) {
    labels.push(String(size))
    if (halves && size < to) labels.push(`${size},5`)
  }
  return labels
}

export function sizeRun(scale: SizeScale, gender: GenderValue, random: Random): SizeRun {
  const kids = gender === 3
  switch (scale) {
    case 'apparel':
      return kids
        ? { system: 'kids', labels: run(apparelKids, 5, 7, random) }
        : {
            system: 'clothing',
            labels: run(gender === 1 ? apparelAdult.slice(0, 5) : apparelAdult.slice(1), 4, 5, random),
          }
    case 'shoe': {
      // Adult shoes come in half sizes now and then; children's shoes only in whole sizes.
      const labels = shoeLabels(gender, !kids && random.chance(0.2))
      return { system: 'shoes', labels: run(labels, Math.min(labels.length, 7), labels.length, random) }
    }
    case 'sock':
      return {
        system: 'shoes',
        labels: kids ? ['27–30', '31–34', '35–38'] : gender === 1 ? ['35–38', '39–42'] : ['39–42', '43–46'],
      }
    case 'helmet':
      return { system: 'clothing', labels: kids ? ['XS', 'S'] : run(['S', 'M', 'L', 'XL'], 3, 4, random) }
    case 'alpine-ski':
      return {
        system: 'ski',
        labels: run(kids ? cm(100, 150, 10) : gender === 1 ? cm(146, 170, 6) : cm(163, 187, 6), 4, 5, random),
      }
    case 'touring-ski':
      return { system: 'ski', labels: run(gender === 1 ? cm(149, 170, 7) : cm(163, 184, 7), 3, 4, random) }
    case 'xc-ski':
      return {
        system: 'ski',
        labels: run(kids ? cm(130, 160, 10) : gender === 1 ? cm(172, 192, 5) : cm(182, 202, 5), 4, 5, random),
      }
    case 'snowboard':
      return {
        system: 'ski',
        labels: run(kids ? cm(120, 140, 5) : gender === 1 ? cm(140, 152, 3) : cm(152, 164, 3), 4, 5, random),
      }
    case 'poles':
      return { system: 'ski', labels: run(kids ? cm(80, 105, 5) : cm(110, 135, 5), 4, 6, random) }
    case 'mtb-frame':
      return { system: 'bike', labels: run(['XS', 'S', 'M', 'L', 'XL'], 3, 4, random) }
    case 'road-frame':
      return {
        system: 'bike',
        labels: run(['49 cm', '52 cm', '54 cm', '56 cm', '58 cm', '61 cm'], 4, 5, random),
      }
    case 'trekking-frame':
      return {
        system: 'bike',
        labels: gender === 1 ? ['45 cm', '50 cm', '55 cm'] : ['50 cm', '55 cm', '60 cm', '65 cm'],
      }
    case 'kids-bike':
      return { system: 'bike', labels: [random.pick(['16 Zoll', '20 Zoll', '24 Zoll', '26 Zoll'])] }
    case 'onesize':
      return { system: 'onesize', labels: ['onesize'] }
  }
}
