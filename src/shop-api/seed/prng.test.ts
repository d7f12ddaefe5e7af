import { describe, expect, it } from 'vitest'
import { Random } from './prng'

const draw = (random: Random, count: number) => Array.from({ length: count }, () => random.nextUint32())

describe('Random', () => {
  it('repeats the same sequence for the same seed and stream', () => {
    expect(draw(new Random(42, 'products'), 20)).toEqual(draw(new Random(42, 'products'), 20))
  })

  it('gives different sequences for different seeds and streams', () => {
    const base = draw(new Random(42, 'products'), 20)
    expect(draw(new Random(43, 'products'), 20)).not.toEqual(base)
    expect(draw(new Random(42, 'stores'), 20)).not.toEqual(base)
  })

  it('keeps int within its inclusive bounds and reaches both ends', () => {
    const random = new Random(7)
    const values = new Set(Array.from({ length: 2000 }, () => random.int(3, 6)))
    expect([...values].sort()).toEqual([3, 4, 5, 6])
  })

  it('keeps next in [0, 1)', () => {
    const random = new Random(1)
    for (let index = 0; index < 10_000; index++) {
      const value = random.next()
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThan(1)
    }
  })

  it('picks by weight', () => {
    const random = new Random(3)
    const picks = Array.from({ length: 4000 }, () =>
      random.weighted(['a', 'b'], (item) => (item === 'a' ? 3 : 1)),
    )
    const share = picks.filter((item) => item === 'a').length / picks.length
    expect(share).toBeGreaterThan(0.7)
    expect(share).toBeLessThan(0.8)
  })

  it('samples distinct items without touching the input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8]
    const sample = new Random(5).sample(items, 5)
    expect(new Set(sample).size).toBe(5)
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('makes version-4-shaped UUIDs and hex strings', () => {
    const random = new Random(9)
    expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(random.hex(32)).toMatch(/^[0-9a-f]{32}$/)
  })
})
