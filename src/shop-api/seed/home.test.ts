import { describe, expect, it } from 'vitest'
import { generateSeedData } from './generate'
import { renderMedia } from './media'

const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$test$test'

describe.each([1, 600])('home content of a %i-product seed', (products) => {
  const { rows, media } = generateSeedData({ products, seed: 1, passwordHash: PASSWORD_HASH })
  const homes = rows.contentPages.filter((page) => page.kind === 'home')
  const categoryUrls = new Set(rows.categories.map((category) => `/${category.path}/`))
  const productUrls = new Set(rows.products.map((product) => `/p/${product.slug}/`))
  const mediaPaths = new Set(media.map((spec) => `/media/${spec.path}`))

  it('has one page per locale with a hero first and 3–6 teasers', () => {
    expect(homes.map((page) => page.slug)).toEqual(['de-at', 'en'])
    for (const page of homes) {
      expect(page.body[0]?.type).toBe('hero')
      const teasers = page.body.filter((block) => block.type === 'teaser')
      expect(teasers.length).toBeGreaterThanOrEqual(3)
      expect(teasers.length).toBeLessThanOrEqual(6)
      expect(page.body).toHaveLength(teasers.length + 1)
    }
  })

  it('links only to categories and products of this seed, or to /marken/', () => {
    for (const page of homes) {
      for (const block of page.body) {
        if (block.type !== 'hero' && block.type !== 'teaser') continue
        const known = categoryUrls.has(block.url) || productUrls.has(block.url) || block.url === '/marken/'
        expect(known, block.url).toBe(true)
      }
    }
    expect(homes[0]?.body.some((block) => 'url' in block && block.url.startsWith('/p/'))).toBe(true)
  })

  it('shows pictures the seed draws, with their drawn size', () => {
    const sizes = new Map(
      media.flatMap((spec) => (spec.kind === 'home' ? [[`/media/${spec.path}`, spec]] : [])),
    )
    for (const page of homes) {
      for (const block of page.body) {
        if (block.type !== 'hero' && block.type !== 'teaser') continue
        // Product pictures carry their content version (`?v=`), the home page's own none.
        const path = block.image.src.split('?')[0] ?? ''
        expect(mediaPaths.has(path), block.image.src).toBe(true)
        const drawn = sizes.get(path)
        if (drawn) expect([block.image.width, block.image.height]).toEqual([drawn.width, drawn.height])
      }
    }
  })

  it('gives the hero a description in each language and draws it as SVG', () => {
    const [german, english] = homes.map((page) => page.body[0])
    expect(german?.type === 'hero' && german.image.alt).toBeTruthy()
    expect(english?.type === 'hero' && english.heading).toBe('Out to the mountains. Into the season.')
    const hero = media.find((spec) => spec.path === 'home/hero.svg')
    expect(hero && renderMedia(hero)).toMatch(/^<svg [^>]*viewBox="0 0 1600 800"/)
  })
})
