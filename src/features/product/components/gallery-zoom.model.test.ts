import { describe, expect, it } from 'vitest'
import { clampView, zoomAround } from './gallery-zoom.model'

describe('the zoom view’s geometry', () => {
  it('keeps the point zoomed around where it is', () => {
    const view = zoomAround({ scale: 1, x: 0, y: 0 }, 2, 100, 50)
    expect(view).toEqual({ scale: 2, x: -100, y: -50 })
    // The picture's point under (100, 50) was (100, 50) and still is: 2 × 100 − 100 = 100.
    expect(view.scale * 100 + view.x).toBe(100)
    expect(zoomAround(view, 1, 100, 50)).toEqual({ scale: 1, x: 0, y: 0 })
  })

  it('keeps the scale between 1 and the maximum and the picture over the stage', () => {
    expect(clampView({ scale: 8, x: 0, y: 0 }, 400, 400, 4).scale).toBe(4)
    expect(clampView({ scale: 0.5, x: 30, y: 30 }, 400, 400, 4)).toEqual({ scale: 1, x: 0, y: 0 })
    expect(clampView({ scale: 2, x: 50, y: -900 }, 400, 300, 4)).toEqual({ scale: 2, x: 0, y: -300 })
    expect(clampView({ scale: Number.NaN, x: 0, y: 0 }, 400, 400, 4).scale).toBe(1)
  })
})
