import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { outlineImageUrl } from './map-outline-image'

const prefix = 'data:image/svg+xml,'

describe('outlineImageUrl', () => {
  const url = outlineImageUrl('M10,20L30.5,-4Z', 800, 420)
  const svg = decodeURIComponent(url.slice(prefix.length))

  it('is an SVG data URL that an attribute carries as it is', () => {
    expect(url.startsWith(prefix)).toBe(true)
    expect(url.slice(prefix.length)).not.toMatch(/[<>#"]/)
  })

  it('draws the outline at the map’s size, so it lies exactly where the path did', () => {
    expect(svg).toContain("viewBox='0 0 800 420' width='800' height='420'")
    expect(svg).toContain("<path d='M10,20L30.5,-4Z'")
  })

  it('paints in the theme’s brand-50 and brand-700, which the image cannot read from the page', () => {
    const css = readFileSync('src/styles/app.css', 'utf8')
    const color = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]+);`).exec(css)?.[1]
    expect(svg).toContain(`fill='${String(color('brand-50'))}'`)
    expect(svg).toContain(`stroke='${String(color('brand-700'))}'`)
  })

  it('is the same string for the same map, and follows a different one', () => {
    expect(outlineImageUrl('M10,20L30.5,-4Z', 800, 420)).toBe(url)
    expect(outlineImageUrl('M1,2Z', 800, 420)).not.toBe(url)
  })
})
