import { describe, expect, it } from 'vitest'
import { svgDataUrl } from './svg-data-url'

describe('svgDataUrl', () => {
  it('escapes what an attribute and a URL cannot carry, and nothing else', () => {
    expect(svgDataUrl(`<svg fill='#fff' d="50%"/>`)).toBe(
      "data:image/svg+xml,%3Csvg fill='%23fff' d=%2250%25%22/%3E",
    )
  })

  it('decodes back to the same document', () => {
    const svg = "<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0h10v10z' fill='#eef5fc'/></svg>"
    expect(decodeURIComponent(svgDataUrl(svg).slice('data:image/svg+xml,'.length))).toBe(svg)
  })
})
