import { describe, expect, it } from 'vitest'
import { generateCatalog } from './catalog'
import type { Catalog } from './catalog'
import { SEED_REFERENCE_DATE } from './generate'

/** Product names that say a word twice ("Nike Pro Pro Funktionsshirt", "Kettlebell 8 kg Kettlebell"). */
function namesRepeatingAWord(catalog: Catalog): string[] {
  return catalog.products
    .map((product) => product.name)
    .filter((name) => {
      const words = name.toLocaleLowerCase('de-AT').split(/\s+/)
      return new Set(words).size !== words.length
    })
}

/** Products whose list of sets shows one set twice: the same name or the same products. */
function productsWithARepeatedSet(catalog: Catalog): number[] {
  const setName = new Map(catalog.productSets.map((set) => [set.id, set.name]))
  const membersBySet = new Map<number, number[]>()
  const setsByProduct = new Map<number, number[]>()
  for (const item of catalog.productSetItems) {
    membersBySet.set(item.setId, [...(membersBySet.get(item.setId) ?? []), item.productId])
    setsByProduct.set(item.productId, [...(setsByProduct.get(item.productId) ?? []), item.setId])
  }
  const repeated: number[] = []
  for (const [productId, setIds] of setsByProduct) {
    const names = setIds.map((id) => setName.get(id))
    const memberLists = setIds.map((id) => [...(membersBySet.get(id) ?? [])].sort().join('+'))
    if (
      new Set(setIds).size !== setIds.length ||
      new Set(names).size !== names.length ||
      new Set(memberLists).size !== memberLists.length
    )
      repeated.push(productId)
  }
  return repeated
}

/** A set holds a product at most once. */
function setsHoldingAProductTwice(catalog: Catalog): number[] {
  const seen = new Set<string>()
  const twice = new Set<number>()
  for (const item of catalog.productSetItems) {
    const key = `${item.setId}|${item.productId}`
    if (seen.has(key)) twice.add(item.setId)
    seen.add(key)
  }
  return [...twice]
}

// The shop's own catalogue (npm start seeds 3,000 products with seed 1) and a larger, other sample.
const samples: readonly (readonly [string, number, number])[] = [
  ['the shipped 3,000-product catalogue', 1, 3000],
  ['a 20,000-product sample', 7, 20_000],
]

describe.each(samples)('%s', (_label, seed, count) => {
  const catalog = generateCatalog(seed, count, SEED_REFERENCE_DATE)

  it('has no product name that repeats a word', () => {
    expect(namesRepeatingAWord(catalog)).toEqual([])
  })

  it('shows no set twice on any product', () => {
    expect(catalog.productSets.length).toBeGreaterThan(0)
    expect(productsWithARepeatedSet(catalog)).toEqual([])
    expect(setsHoldingAProductTwice(catalog)).toEqual([])
  })
})

describe('English taxonomy names', () => {
  const catalog = generateCatalog(1, 3000, SEED_REFERENCE_DATE)

  it('names every category, sport and colour in English', () => {
    for (const rows of [catalog.categories, catalog.sports, catalog.colors]) {
      for (const row of rows) expect(row.nameEn, row.name).toMatch(/^[A-Z][A-Za-z &-]+$/)
    }
    expect(catalog.categories.find((category) => category.path === 'herren/schuhe/laufschuhe')?.nameEn).toBe(
      'Running shoes',
    )
    expect(catalog.colors.find((color) => color.name === 'Schwarz')?.nameEn).toBe('Black')
  })
})
