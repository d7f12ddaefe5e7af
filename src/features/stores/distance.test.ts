import { describe, expect, it } from 'vitest'
import { distanceKm, sortByDistance } from './distance'

const stephansplatz = { latitude: 48.2085, longitude: 16.3731 }
const grazHauptplatz = { latitude: 47.0709, longitude: 15.4383 }
const innsbruck = { latitude: 47.2683, longitude: 11.3933 }

describe('distanceKm', () => {
  it('measures known distances within about a kilometre', () => {
    expect(distanceKm(stephansplatz, grazHauptplatz)).toBeCloseTo(145, -1)
    expect(distanceKm(stephansplatz, innsbruck)).toBeCloseTo(387, -1)
    expect(distanceKm(grazHauptplatz, grazHauptplatz)).toBe(0)
  })

  it('is symmetric', () => {
    expect(distanceKm(innsbruck, grazHauptplatz)).toBeCloseTo(distanceKm(grazHauptplatz, innsbruck), 9)
  })
})

describe('sortByDistance', () => {
  it('orders stores nearest first and keeps the order of equal distances', () => {
    const stores = [
      { slug: 'innsbruck', ...innsbruck },
      { slug: 'graz-a', ...grazHauptplatz },
      { slug: 'wien', ...stephansplatz },
      { slug: 'graz-b', ...grazHauptplatz },
    ]
    const sorted = sortByDistance(stores, { latitude: 47.07, longitude: 15.44 })
    expect(sorted.map((store) => store.slug)).toEqual(['graz-a', 'graz-b', 'wien', 'innsbruck'])
    expect(sorted[0]?.distanceKm).toBeLessThan(1)
  })

  it('leaves the input untouched', () => {
    const stores = [
      { slug: 'innsbruck', ...innsbruck },
      { slug: 'wien', ...stephansplatz },
    ]
    sortByDistance(stores, stephansplatz)
    expect(stores.map((store) => store.slug)).toEqual(['innsbruck', 'wien'])
  })
})
