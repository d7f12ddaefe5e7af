import { describe, expect, it } from 'vitest'
import { generateSeedData } from './generate'
import { generateSizeCharts } from './size-charts'

const charts = generateSizeCharts()
const row = (system: string, gender: number, label: string) =>
  charts.find((entry) => entry.system === system && entry.gender === gender && entry.label === label)

describe('size charts', () => {
  it('convert shoe sizes as the common charts do', () => {
    expect(row('shoes', 2, '42')).toMatchObject({ eu: '42', uk: '8', us: '9', footLengthMm: 265 })
    expect(row('shoes', 1, '38,5')).toMatchObject({ eu: '38,5', uk: '5,5', us: '7,5', footLengthMm: 242 })
    // Children's UK sizes run to 13½ and start again at 1.
    expect(row('shoes', 3, '30')).toMatchObject({ uk: '11,5', footLengthMm: 185 })
    expect(row('shoes', 3, '33')).toMatchObject({ uk: '1' })
  })

  it('give adult clothing numeric sizes, chest and waist, and women the hip', () => {
    expect(row('clothing', 2, 'M')).toMatchObject({
      numeric: '50/52',
      chestMinCm: 96,
      chestMaxCm: 103,
      waistMinCm: 84,
      hipMinCm: null,
    })
    expect(row('clothing', 1, 'M')).toMatchObject({ hipMinCm: 100, hipMaxCm: 107 })
    expect(row('kids', 3, '128')).toMatchObject({ heightMinCm: 117, heightMaxCm: 128, chestMinCm: 62 })
  })

  it('keep their rows in order, shoes growing in foot length', () => {
    for (const gender of [1, 2, 3]) {
      const shoes = charts.filter((entry) => entry.system === 'shoes' && entry.gender === gender)
      expect(shoes.map((entry) => entry.position)).toEqual(shoes.map((_, index) => index + 1))
      const lengths = shoes.map((entry) => entry.footLengthMm ?? 0)
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b))
    }
  })

  it('have a row for every size of the clothing, shoes and bikes the seed sells, and none for other equipment', () => {
    const { rows } = generateSeedData({ products: 800, seed: 3, passwordHash: 'hash' })
    const categories = new Map(rows.categories.map((category) => [category.id, category]))
    const groupOf = (categoryId: number): string | undefined => {
      for (let category = categories.get(categoryId); category;) {
        if (['clothing', 'shoes', 'equipment'].includes(category.kind)) return category.kind
        category = category.parentId == null ? undefined : categories.get(category.parentId)
      }
      return undefined
    }
    const labels = new Map<number, string[]>()
    for (const option of rows.productOptions) {
      labels.set(option.productId, [...(labels.get(option.productId) ?? []), option.label])
    }
    const charted = new Set(charts.map((entry) => `${entry.system}/${entry.gender}`))
    let checked = 0
    for (const product of rows.products) {
      const hasChart = charted.has(`${product.sizeSystem}/${product.gender}`)
      // Bikes are equipment with a table: frame sizes by height and inside leg (ADR 033).
      if (groupOf(product.categoryId) === 'equipment' && product.sizeSystem !== 'bike')
        expect(hasChart, product.slug).toBe(false)
      // Socks come in ranges of shoe sizes ("39–42"): their table is the shoe table, with no row to mark.
      if (!hasChart || product.id === undefined || product.slug.includes('socken')) continue
      for (const label of labels.get(product.id) ?? []) {
        expect(row(product.sizeSystem, product.gender, label), `${product.slug} ${label}`).toBeDefined()
        checked++
      }
    }
    expect(checked).toBeGreaterThan(1000)
  })
})
