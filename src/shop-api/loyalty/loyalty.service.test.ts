import { describe, expect, it } from 'vitest'
import { levelFor } from './loyalty.service'

describe('loyalty levels', () => {
  it.each([
    [-50, 'Bronze', 'Silber', 1050],
    [0, 'Bronze', 'Silber', 1000],
    [999, 'Bronze', 'Silber', 1],
    [1000, 'Silber', 'Gold', 4000],
    [4999, 'Silber', 'Gold', 1],
    [5000, 'Gold', null, null],
    [120_000, 'Gold', null, null],
  ] as const)('%i points is %s', (points, level, nextLevel, pointsToNextLevel) => {
    expect(levelFor(points)).toEqual({ level, nextLevel, pointsToNextLevel })
  })
})
