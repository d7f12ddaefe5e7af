import { describe, expect, it } from 'vitest'
import { contentLinkTarget } from './home-links'

describe('contentLinkTarget', () => {
  it('knows the brands page, product pages and category pages', () => {
    expect(contentLinkTarget('/marken/')).toEqual({ kind: 'brands' })
    expect(contentLinkTarget('/p/salomon-speedcross-6-blau-12/')).toEqual({
      kind: 'product',
      slug: 'salomon-speedcross-6-blau-12',
    })
    expect(contentLinkTarget('/damen/')).toEqual({ kind: 'category', splat: 'damen' })
    expect(contentLinkTarget('/herren/schuhe/laufschuhe/')).toEqual({
      kind: 'category',
      splat: 'herren/schuhe/laufschuhe',
    })
  })

  it('links other pages of the site plainly, never as a category', () => {
    expect(contentLinkTarget('/blog/article/skitouren/')).toEqual({
      kind: 'path',
      href: '/blog/article/skitouren/',
    })
    expect(contentLinkTarget('/marken/salomon/')).toEqual({ kind: 'path', href: '/marken/salomon/' })
    expect(contentLinkTarget('/search/?sortField=added_at')).toEqual({
      kind: 'path',
      href: '/search/?sortField=added_at',
    })
    expect(contentLinkTarget('/Damen/')).toEqual({ kind: 'path', href: '/Damen/' })
  })

  it('keeps links on the site', () => {
    for (const url of ['https://example.com/', '//evil.example/', 'javascript:alert(1)', ''])
      expect(contentLinkTarget(url)).toEqual({ kind: 'path', href: '/' })
  })
})
