import { describe, expect, it } from 'vitest'
import { isServiceLine, mountingLineOf } from './mounting'

describe('mountingLineOf', () => {
  // Two sizes of one ski, each mounted, then the same size again unmounted, as the checkout writes them.
  const lines = [
    { id: 11, sku: 'SKI-1' },
    { id: 12, sku: 'MONTAGE-SKI-1' },
    { id: 13, sku: 'SKI-1' },
    { id: 14, sku: 'MONTAGE-SKI-1' },
    { id: 15, sku: 'SKI-1' },
    { id: 16, sku: 'POLE-2' },
  ]

  const line = (id: number) => ({ id, sku: lines.find((entry) => entry.id === id)?.sku ?? '' })

  it('pairs each piece with its own mounting line, none with another piece’s', () => {
    expect(mountingLineOf(lines, line(11))?.id).toBe(12)
    expect(mountingLineOf(lines, line(13))?.id).toBe(14)
    expect(mountingLineOf(lines, line(15))).toBeUndefined()
    expect(mountingLineOf(lines, line(16))).toBeUndefined()
  })

  it('finds a set’s mounting after the set’s other pieces, whatever order the lines come in', () => {
    const set = [
      { id: 23, sku: 'MONTAGE-BIKE-7' },
      { id: 21, sku: 'BIKE-7' },
      { id: 22, sku: 'BOTTLE-3' },
    ]
    expect(mountingLineOf(set, { id: 21, sku: 'BIKE-7' })?.id).toBe(23)
  })

  it('tells services from goods by their sku', () => {
    expect(isServiceLine({ sku: 'MONTAGE-SKI-1' })).toBe(true)
    expect(isServiceLine({ sku: 'SKI-1' })).toBe(false)
  })
})
