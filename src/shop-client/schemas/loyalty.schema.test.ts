import { describe, expect, it } from 'vitest'
import { levelProgress } from './loyalty.schema'

describe('levelProgress', () => {
  it('measures the way from the current level to the next', () => {
    expect(levelProgress({ points: 500, level: 'Bronze', nextLevel: 'Silber' })).toBe(0.5)
    expect(levelProgress({ points: 3000, level: 'Silber', nextLevel: 'Gold' })).toBe(0.5)
  })

  it('is full at the top level and clamped below zero', () => {
    expect(levelProgress({ points: 9000, level: 'Gold', nextLevel: null })).toBe(1)
    expect(levelProgress({ points: -50, level: 'Bronze', nextLevel: 'Silber' })).toBe(0)
  })
})
