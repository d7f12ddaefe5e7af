import { describe, expect, it } from 'vitest'
import { storeMap } from './store-map.server'

const wien = { slug: 'wien', latitude: 48.2085, longitude: 16.3731 }
const innsbruck = { slug: 'innsbruck', latitude: 47.2683, longitude: 11.3933 }
const bregenz = { slug: 'bregenz', latitude: 47.5031, longitude: 9.7471 }

describe('storeMap', () => {
  it('draws Austria’s outline inside the map and places stores where they lie', () => {
    const map = storeMap([wien, innsbruck, bregenz])
    expect(map.outline).toMatch(/^M[\d.]+,[\d.]+L/)
    expect(map.markers.map((marker) => marker.slug)).toEqual(['wien', 'innsbruck', 'bregenz'])
    for (const marker of map.markers) {
      expect(marker.x).toBeGreaterThan(0)
      expect(marker.x).toBeLessThan(map.width)
      expect(marker.y).toBeGreaterThan(0)
      expect(marker.y).toBeLessThan(map.height)
    }
    const [vienna, tyrol, vorarlberg] = map.markers
    // West to east: Bregenz, Innsbruck, Vienna; Vienna lies north of Innsbruck.
    expect(vorarlberg?.x).toBeLessThan(tyrol?.x ?? 0)
    expect(tyrol?.x).toBeLessThan(vienna?.x ?? 0)
    expect(vienna?.y).toBeLessThan(tyrol?.y ?? 0)
    // Vienna is near the eastern edge, Bregenz near the western one.
    expect(vienna?.x).toBeGreaterThan(map.width * 0.85)
    expect(vorarlberg?.x).toBeLessThan(map.width * 0.1)
  })

  it('draws the outline once: the same path for every call', () => {
    expect(storeMap([]).outline).toBe(storeMap([wien]).outline)
    expect(storeMap([]).markers).toEqual([])
  })
})
