/**
 * Autosuggest phrases (spec §3 "Autosuggest entry": phrase, weight, url). Brands, categories, sports,
 * product types, model names and common queries; lower-case and unique. A phrase that names a
 * category of one gender links to that category page, everything else to the search page.
 */
import type { CatalogProduct, CategoryRef } from './catalog'
import { Random } from './prng'
import type { Row } from './tables'
import { searchUrl } from './text'
import { brandSpecs } from './vocabulary/brands'
import { genderRoots, groupSpecs, leafSpecs } from './vocabulary/categories'
import { commonQueries } from './vocabulary/search-phrases'
import { sportSpecs } from './vocabulary/sports'

/** URL slug of the group a leaf belongs to (bekleidung, schuhe, ausruestung). */
function leafGroupSlug(leaf: string): string {
  const spec = leafSpecs.find((candidate) => candidate.slug === leaf)
  return spec ? groupSpecs[spec.group].slug : ''
}

export function generateAutosuggest(
  seed: number,
  categoryRefs: readonly CategoryRef[],
  catalogProducts: readonly CatalogProduct[],
): Row<'autosuggestPhrases'>[] {
  const random = new Random(seed, 'autosuggest')
  const phrases = new Map<string, { weight: number; url: string }>()
  // The first source of a phrase wins: a category link beats a plain search.
  const add = (phrase: string, baseWeight: number, url?: string) => {
    const key = phrase.toLowerCase().replace(/\s+/g, ' ').trim()
    if (key.length < 2 || phrases.has(key)) return
    phrases.set(key, {
      weight: Math.max(1, Math.round(baseWeight * random.float(0.6, 1.4))),
      url: url ?? searchUrl(key),
    })
  }

  // What is sold, per product type: genders, brands and model names.
  const types = new Map<string, { noun: string; leaf: string; genders: Set<number>; brands: Set<string> }>()
  const models = new Map<string, number>()
  for (const product of catalogProducts) {
    const entry = types.get(product.type.key) ?? {
      noun: product.type.noun,
      leaf: product.type.leaf,
      genders: new Set<number>(),
      brands: new Set<string>(),
    }
    entry.genders.add(product.gender)
    entry.brands.add(product.brand.name)
    types.set(product.type.key, entry)
    // The model without type and gender words: "Salomon Speedcross 6".
    const model = product.name.replace(/ (Damen|Herren|Kinder)$/, '').replace(` ${product.type.noun}`, '')
    models.set(model, (models.get(model) ?? 0) + 1)
  }

  // Category pages: "laufschuhe damen" → /damen/schuhe/laufschuhe/, "skijacke damen" → /damen/bekleidung/skijacken/
  for (const ref of categoryRefs) {
    if (ref.kind !== 'leaf' || ref.path.includes('/outlet/')) continue
    const root = genderRoots.find((candidate) => candidate.gender === ref.gender)
    if (root) add(`${ref.name} ${root.name}`, 1500, `/${ref.path}/`)
  }
  for (const entry of types.values()) {
    for (const root of genderRoots) {
      if (!entry.genders.has(root.gender)) continue
      const leaf = categoryRefs.find(
        (ref) => ref.path === `${root.slug}/${leafGroupSlug(entry.leaf)}/${entry.leaf}`,
      )
      add(`${entry.noun} ${root.name}`, 1800, leaf ? `/${leaf.path}/` : undefined)
    }
  }
  for (const root of genderRoots) add(`${root.name} outlet`, 900, `/${root.slug}/outlet/`)

  for (const query of commonQueries) add(query, 2500)
  for (const brand of brandSpecs) add(brand.name, brand.popularity * 400)
  for (const sport of sportSpecs) {
    add(sport.name, 1200)
    for (const child of sport.children) add(child.name, 800)
  }
  for (const entry of types.values()) {
    add(entry.noun, 1000)
    for (const brand of entry.brands) add(`${brand} ${entry.noun}`, 300)
  }
  for (const [model, count] of models) add(model, 40 + count * 25)

  return [...phrases.entries()].map(([phrase, { weight, url }], index) => ({
    id: index + 1,
    phrase,
    weight,
    url,
  }))
}
