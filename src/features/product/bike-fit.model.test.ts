import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { SizeTable } from '~/shop-client/schemas/product.schema'
import { bikeFitInputSchema, frameRows, recommendFrame } from './bike-fit.model'

const row = (label: string, height: [number, number], inseam: [number, number] | null) => ({
  label,
  eu: null,
  uk: null,
  us: null,
  numeric: null,
  footLengthCm: null,
  heightCm: { min: height[0], max: height[1] },
  inseamCm: inseam && { min: inseam[0], max: inseam[1] },
  chestCm: null,
  waistCm: null,
  hipCm: null,
})

const mountainBike: SizeTable = {
  system: 'bike',
  rows: [
    row('S', [160, 171], [73, 79]),
    row('M', [170, 181], [78, 84]),
    row('L', [180, 191], [83, 89]),
    row('XL', [190, 201], [88, 95]),
  ],
}

const roadBike: SizeTable = {
  system: 'bike',
  rows: [
    row('54 cm', [170, 177], [78, 82]),
    row('56 cm', [176, 184], [81, 86]),
    row('58 cm', [183, 191], [85, 89]),
  ],
}

describe('recommendFrame', () => {
  it('recommends the frame whose ranges hold both measures', () => {
    expect(recommendFrame(frameRows(mountainBike), 182, 86)).toEqual({
      row: frameRows(mountainBike)[2],
      fit: 'within',
    })
    expect(recommendFrame(frameRows(roadBike), 182, 86)?.row.label).toBe('56 cm')
  })

  it('weighs the inside leg above the height when the two point at different frames', () => {
    // 178 cm fits M and L by height; an 87 cm leg fits only L.
    expect(recommendFrame(frameRows(mountainBike), 178, 87)?.row.label).toBe('L')
    // 192 cm says XL, a 84 cm leg says M or L: the leg decides, the height breaks the tie.
    expect(recommendFrame(frameRows(mountainBike), 192, 84)?.row.label).toBe('L')
  })

  it('takes the better-centred frame where two hold both measures', () => {
    // 180/83 lies in M (top) and L (bottom); L's middle (185.5/86) is farther than M's (175.5/81).
    expect(recommendFrame(frameRows(mountainBike), 180, 83)?.row.label).toBe('M')
    expect(recommendFrame(frameRows(mountainBike), 181, 84)?.row.label).toBe('L')
  })

  it('says when no frame holds the measures and gives the nearest', () => {
    expect(recommendFrame(frameRows(mountainBike), 150, 68)).toEqual({
      row: frameRows(mountainBike)[0],
      fit: 'nearest',
    })
    expect(recommendFrame(frameRows(mountainBike), 210, 99)?.fit).toBe('nearest')
  })

  it('has nothing to say without rows that name both measures', () => {
    expect(recommendFrame(frameRows(null), 182, 86)).toBeNull()
    expect(frameRows({ system: 'bike', rows: [row('M', [170, 181], null)] })).toEqual([])
  })
})

describe('bikeFitInputSchema', () => {
  const schema = bikeFitInputSchema({ height: () => 'height', inseam: () => 'inseam' })
  const issues = (input: object) =>
    v.safeParse(schema, input).issues?.map((issue) => [v.getDotPath(issue), issue.message]) ?? []

  it('reads whole centimetres, with a decimal comma or point rounded', () => {
    expect(v.parse(schema, { height: ' 182 ', inseam: '86,4' })).toEqual({ height: 182, inseam: 86 })
    expect(v.parse(schema, { height: '181.6', inseam: '86' })).toEqual({ height: 182, inseam: 86 })
  })

  it('names the field that is wrong', () => {
    expect(issues({ height: '', inseam: '86' })).toEqual([['height', 'height']])
    expect(issues({ height: 'tall', inseam: '86' })).toEqual([['height', 'height']])
    expect(issues({ height: '182', inseam: '300' })).toEqual([['inseam', 'inseam']])
    expect(issues({ height: '95', inseam: '100' })).toEqual([['inseam', 'inseam']])
  })
})
