/**
 * The search's relevance set: judged queries against the deterministic seed (3,000 products, seed 1,
 * as `npm start` seeds). Judgements are stated as attributes of the seeded products — "a jacket and
 * black" — not as ids, so they stay true when the generator's details change, and are checked:
 * - precision: the share of the first 24 results (the first page) that are relevant;
 * - recall: the share of the catalogue's relevant products the search finds at all;
 * - must appear: the best-selling relevant product is on the first page;
 * - never: no product the judgement rules out appears anywhere in the result.
 * The figures are printed and recorded in docs/performance.md (Search).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import type { DatabaseHandle } from '../db/client'
import { brands, categories, colors, products, sports } from '../db/schema'
import type { GenderValue } from '../db/schema'
import { emptyFilterSelection } from '../catalog/filter-encoding'
import { seedDatabase } from '../seed/seed'
import { synonymSpecs } from '../seed/vocabulary/search-synonyms'
import { buildCatalogIndex } from './build-index'
import type { CatalogIndex } from './build-index'
import { searchIndex } from './search'
import { searchHelp } from './search-help'
import { searchedPhrase, suggestWithCounts } from './suggest'

interface Product {
  readonly id: number
  readonly name: string
  /** The name without the brand: "Kammweg Softshell Pro Softshelljacke Herren". */
  readonly own: string
  readonly brand: string
  readonly color: string
  readonly gender: GenderValue
  readonly category: string
  readonly path: string
  readonly sports: readonly string[]
  readonly attributes: readonly string[]
  readonly salesRank: number
}

interface Judgement {
  readonly q: string
  /** What a relevant product is. */
  readonly relevant: (p: Product) => boolean
  /** Products that must not be in the result at all; by default every product that is not relevant. */
  readonly never?: (p: Product) => boolean
  /** The best-selling product of these must be on the first page (default: of the relevant ones). */
  readonly mustAppear?: (p: Product) => boolean
  /** Lowest precision in the first 24 accepted (default 1). */
  readonly minPrecision?: number
  /** Lowest recall accepted (default 1: every relevant product is found). */
  readonly minRecall?: number
}

// Predicates over the seeded products' attributes.
const named = (pattern: RegExp) => (p: Product) => pattern.test(p.own)
const jacket = named(/jacke\b/i)
const colored =
  (...names: string[]) =>
  (p: Product) =>
    names.includes(p.color)
const of =
  (...genders: GenderValue[]) =>
  (p: Product) =>
    genders.includes(p.gender)
const women = of(1, 0)
const men = of(2, 0)
const kids = of(3)
const attribute = (pattern: RegExp) => (p: Product) => p.attributes.some((value) => pattern.test(value))
const goreTex = attribute(/GORE-TEX/)
const sport = (name: string) => (p: Product) => p.sports.includes(name)
const brand = (name: string) => (p: Product) => p.brand === name
const all =
  (...tests: ((p: Product) => boolean)[]) =>
  (p: Product) =>
    tests.every((test) => test(p))
const any =
  (...tests: ((p: Product) => boolean)[]) =>
  (p: Product) =>
    tests.some((test) => test(p))
const not = (test: (p: Product) => boolean) => (p: Product) => !test(p)
const inLeaf = (leaf: string) => (p: Product) => p.path.endsWith(`/${leaf}`)

const runningShoe = named(/(?<!lang)laufschuh\b/i)
const tShirt = named(/\bT-Shirt\b/)
const eBike = named(/\bE-Bike\b/)
const sneaker = named(/\bSneaker\b/)
const bike = named(/(mountainbike|e-bike|rennrad|trekkingrad|kinderfahrrad)\b/i)
const beanie = named(/\bMütze\b/)
const ski = named(/(\bski|tourenski|langlaufski)\s/i)
const helmet = named(/helm\b/i)
const skiBoot = named(/\bSkischuh\b/)
const hoodie = named(/\bHoodie\b/)
const membrane = attribute(/GORE-TEX|Texapore|Omni-Tech|DRYtechnology|Hipora|Ceplex/)
const trousers = any(named(/hose\b/i), inLeaf('hosen'), inLeaf('skihosen'))
/** Gore-Tex by the attribute or by the name ("GTX", the maker's own abbreviation). */
const goreTexOrGtx = any(goreTex, named(/\bGTX\b|Gore-Tex/i))

const judgements: readonly Judgement[] = [
  // Product type and colour, in either order and inflected
  { q: 'jacke schwarz', relevant: all(jacket, colored('Schwarz')) },
  { q: 'schwarze jacke', relevant: all(jacket, colored('Schwarz')) },
  { q: 'jacken schwarz', relevant: all(jacket, colored('Schwarz')) },
  { q: 'schwarze jacken', relevant: all(jacket, colored('Schwarz')) },
  {
    q: 'laufschuhe rot',
    relevant: all(runningShoe, colored('Rot')),
    // Langlaufschuhe (cross-country ski boots) end in "laufschuh": found, but ranked after the
    // red running shoes, so they fill the rest of the only page.
    minPrecision: 0.8,
    // Langlaufschuhe (cross-country ski boots) end in "laufschuh": allowed, ranked after.
    never: not(all(named(/laufschuh\b/i), colored('Rot'))),
  },
  {
    q: 'rote laufschuhe',
    relevant: all(runningShoe, colored('Rot')),
    // Langlaufschuhe (cross-country ski boots) end in "laufschuh": found, but ranked after the
    // red running shoes, so they fill the rest of the only page.
    minPrecision: 0.8,
    never: not(all(named(/laufschuh\b/i), colored('Rot'))),
  },
  { q: 'roter skihelm', relevant: all(named(/Skihelm/), colored('Rot')) },
  { q: 'blaues t-shirt', relevant: all(tShirt, colored('Blau', 'Hellblau')) },
  { q: 'grüne jacke', relevant: all(jacket, colored('Grün')) },
  { q: 'weiße sneaker', relevant: all(sneaker, colored('Weiß')) },
  { q: 'weisse sneaker', relevant: all(sneaker, colored('Weiß')) },
  { q: 'sneaker weiss', relevant: all(sneaker, colored('Weiß')) },
  { q: 'anthrazit hose', relevant: all(trousers, colored('Anthrazit')) },
  { q: 'beige', relevant: colored('Beige') },
  { q: 'bordeaux', relevant: colored('Bordeaux') },
  { q: 'türkise', relevant: colored('Türkis') },
  { q: 'silberne', relevant: colored('Silber') },
  // Gender
  { q: 'jacke damen', relevant: all(jacket, women) },
  { q: 'damen jacke schwarz', relevant: all(jacket, women, colored('Schwarz')) },
  { q: 'herren laufschuhe', relevant: all(runningShoe, men), never: not(all(named(/laufschuh\b/i), men)) },
  { q: 'laufschuhe herren', relevant: all(runningShoe, men), never: not(all(named(/laufschuh\b/i), men)) },
  { q: 'kinder skihose', relevant: all(named(/Skihose/), kids) },
  { q: 'skijacke kinder', relevant: all(named(/Skijacke/), kids) },
  { q: 'schwarze sneaker damen', relevant: all(sneaker, women, colored('Schwarz')) },
  { q: 'rennrad damen', relevant: all(any(named(/Rennrad/), sport('Rennrad')), women) },
  { q: 'badehose', relevant: named(/Badehose/) },
  // Materials and technologies from the attributes, however written
  { q: 'goretex', relevant: goreTexOrGtx },
  { q: 'gore-tex', relevant: goreTexOrGtx },
  { q: 'gore tex', relevant: goreTexOrGtx },
  { q: 'GORE-TEX', relevant: goreTexOrGtx },
  { q: 'goretex jacke', relevant: all(goreTexOrGtx, jacket) },
  { q: 'gore-tex wanderschuhe', relevant: all(goreTexOrGtx, named(/Wanderschuh/)) },
  { q: 'merino', relevant: any(attribute(/Merino/), named(/Merino/)) },
  { q: 'primaloft', relevant: any(attribute(/PrimaLoft/), named(/Primaloft/i)) },
  { q: 'vibram', relevant: attribute(/Vibram/) },
  { q: 'mips', relevant: attribute(/MIPS/) },
  { q: 'texapore', relevant: any(attribute(/Texapore/), named(/Texapore/)) },
  { q: 'carbon', relevant: any(attribute(/Carbon/), named(/Carbon/i)) },
  { q: 'bosch', relevant: attribute(/Bosch/) },
  { q: 'daune', relevant: any(attribute(/\bDaune\b/), named(/Daune/)) },
  { q: 'polartec', relevant: attribute(/Polartec/) },
  // Hyphen and space variants
  { q: 'tshirt', relevant: tShirt },
  { q: 't-shirt', relevant: tShirt },
  { q: 't shirt', relevant: tShirt },
  { q: 'ebike', relevant: any(eBike, inLeaf('e-bikes')), never: not(any(eBike, sport('E-Bike'))) },
  { q: 'e-bike', relevant: any(eBike, inLeaf('e-bikes')), never: not(any(eBike, sport('E-Bike'))) },
  { q: 'e bike', relevant: any(eBike, inLeaf('e-bikes')), never: not(any(eBike, sport('E-Bike'))) },
  { q: 'sport bh', relevant: named(/Sport-BH/) },
  { q: 'sportbh', relevant: named(/Sport-BH/) },
  { q: 'northface', relevant: brand('The North Face') },
  { q: 'north face jacke', relevant: all(brand('The North Face'), jacket) },
  // The shop's synonym list (Austrian, colloquial and English words)
  { q: 'turnschuh', relevant: sneaker },
  { q: 'turnschuhe damen', relevant: all(sneaker, women) },
  { q: 'radl', relevant: bike, never: not(any(bike, sport('Radsport'), named(/rad/i))) },
  { q: 'haube', relevant: beanie },
  { q: 'hauben kinder', relevant: all(beanie, kids) },
  { q: 'schi', relevant: ski, minPrecision: 0.9, minRecall: 1, never: sport('Tennis') },
  { q: 'frauen jacke', relevant: all(jacket, women) },
  { q: 'kids sneaker', relevant: all(sneaker, kids) },
  { q: 'jacket', relevant: jacket },
  { q: 'backpack', relevant: named(/rucksack\b/i) },
  {
    q: 'wasserdicht',
    relevant: any(membrane, named(/Texapore|GTX|Waterproof/i)),
    never: not(any(membrane, named(/Texapore|GTX|Gore|Waterproof|Omni|Hipora/i))),
  },
  // Product types, brands and sports
  {
    q: 'ski',
    relevant: ski,
    // Names that say "Ski" without being skis ("Redster Ski Sock Skisocken") rank with them.
    minPrecision: 0.9,
    never: sport('Tennis'),
  },
  { q: 'skischuhe', relevant: skiBoot },
  { q: 'laufschuhe', relevant: runningShoe, never: not(named(/laufschuh\b/i)) },
  { q: 'helm', relevant: helmet, minRecall: 1, never: not(any(helmet, attribute(/Helm/))) },
  { q: 'mütze', relevant: beanie },
  { q: 'muetze', relevant: beanie },
  { q: 'hoodie', relevant: hoodie },
  { q: 'rucksack', relevant: named(/rucksack\b/i) },
  { q: 'salomon', relevant: brand('Salomon') },
  { q: 'salomon skischuhe', relevant: all(brand('Salomon'), skiBoot) },
  { q: 'jack wolfskin', relevant: brand('Jack Wolfskin') },
  {
    q: 'tennis',
    relevant: any(sport('Tennis'), named(/Tennis/)),
    never: not(any(sport('Tennis'), named(/Tennis/))),
  },
  {
    q: 'fußball',
    // Balls first: the ball is a "Fußball", the boot a "Fußballschuh".
    mustAppear: named(/\bFußball\b/),
    relevant: any(sport('Fußball'), named(/Fußball/)),
    never: not(any(sport('Fußball'), named(/Fußball/))),
  },
  {
    q: 'fussball',
    // Balls first: the ball is a "Fußball", the boot a "Fußballschuh".
    mustAppear: named(/\bFußball\b/),
    relevant: any(sport('Fußball'), named(/Fußball/)),
    never: not(any(sport('Fußball'), named(/Fußball/))),
  },
  { q: 'trekkingstöcke', relevant: named(/Trekkingstöcke/) },
  { q: 'lvs', relevant: named(/LVS/) },
  // Typos within one edit, as typed
  { q: 'trainingsjake', relevant: named(/Trainingsjacke/) },
  {
    q: 'jakce schwarz',
    relevant: all(jacket, colored('Schwarz')),
    // One edit from "jack", the stem of the category "Jacken": its black jackets, not the ski jackets.
    mustAppear: all(jacket, colored('Schwarz'), inLeaf('jacken')),
    minRecall: 0.5,
  },
  { q: 'skihlem', relevant: named(/Skihelm/) },
  // Nothing matches every word: the page shows a relaxed query's products (query-relaxation.ts)
  { q: 'rucksack 30l', relevant: all(named(/rucksack\b/i), named(/\b30\b/)) },
  { q: 'wanderrucksack 30 liter', relevant: all(named(/Wanderrucksack\b/), named(/\b30\b/)) },
  { q: 'rucksackdamen', relevant: all(named(/rucksack\b/i), women) },
  { q: 'skijacke tennisball', relevant: named(/Skijacke\b/) },
  { q: 'kettlebell 16kg', relevant: named(/Kettlebell\b/) },
]

let handle: DatabaseHandle
let index: CatalogIndex
let mediaDir: string
let catalog: Product[]

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'relevance-test-'))
  handle = await openDatabase({ kind: 'memory' })
  await seedDatabase(handle.db, { products: 3000, seed: 1, mediaDir })
  index = await buildCatalogIndex(handle.db)
  const sportRows = await handle.db.select().from(sports)
  const sportById = new Map(sportRows.map((row) => [row.id, row]))
  const rows = await handle.db
    .select({
      id: products.id,
      name: products.name,
      brand: brands.name,
      color: colors.name,
      gender: products.gender,
      category: categories.name,
      path: categories.path,
      sportId: products.sportId,
      attributes: products.attributes,
      salesRank: products.salesRank,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(colors, eq(colors.id, products.colorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.id))
  catalog = rows
    .filter((row) => index.positionById.has(row.id))
    .map((row) => {
      const own = sportById.get(row.sportId ?? -1)
      const parent = sportById.get(own?.parentId ?? -1)
      return {
        ...row,
        own: row.name.startsWith(`${row.brand} `) ? row.name.slice(row.brand.length + 1) : row.name,
        sports: [own?.name, parent?.name].filter((name): name is string => name !== undefined),
        attributes: row.attributes.map((attribute) => attribute.value),
      }
    })
}, 120_000)

afterAll(async () => {
  await handle.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

/** Every product the search page finds for `q`, in its order. */
function searchAll(q: string): number[] {
  return [
    ...(searchIndex(
      index,
      {
        path: null,
        q,
        filters: emptyFilterSelection,
        priceMin: null,
        priceMax: null,
        outlet: false,
        sort: { field: 'sales_rank', type: 'desc' },
        page: 1,
        perPage: 100_000,
        productIds: null,
        withFacets: false,
        // As the search page asks: a query finding nothing shows its relaxed form's products.
        relax: true,
      },
      'vk',
    )?.productIds ?? []),
  ]
}

interface Outcome {
  readonly q: string
  readonly total: number
  readonly precision: number
  readonly recall: number
  readonly mustAppear: boolean
  readonly never: readonly string[]
}

function judge(judgement: Judgement): Outcome {
  const byId = new Map(catalog.map((product) => [product.id, product]))
  const found = searchAll(judgement.q)
    .map((id) => byId.get(id))
    .filter((p): p is Product => p !== undefined)
  const page = found.slice(0, 24)
  const relevant = catalog.filter(judgement.relevant)
  const foundIds = new Set(found.map((p) => p.id))
  const best = catalog
    .filter(judgement.mustAppear ?? judgement.relevant)
    .sort((a, b) => a.salesRank - b.salesRank || a.id - b.id)[0]
  const never = judgement.never ?? not(judgement.relevant)
  return {
    q: judgement.q,
    total: found.length,
    precision: page.length === 0 ? 0 : page.filter(judgement.relevant).length / page.length,
    recall: relevant.length === 0 ? 0 : relevant.filter((p) => foundIds.has(p.id)).length / relevant.length,
    mustAppear: best !== undefined && page.some((p) => p.id === best.id),
    never: found.filter(never).map((p) => p.name),
  }
}

describe('relevance set (3,000 seeded products)', () => {
  it('has at least 60 judged queries', () => {
    expect(judgements.length).toBeGreaterThanOrEqual(60)
    expect(new Set(judgements.map((j) => j.q)).size).toBe(judgements.length)
  })

  it.each(judgements.map((judgement) => [judgement.q, judgement] as const))('%s', (_, judgement) => {
    const outcome = judge(judgement)
    expect(outcome.total, 'finds products').toBeGreaterThan(0)
    expect(outcome.precision, 'precision in the first 24').toBeGreaterThanOrEqual(judgement.minPrecision ?? 1)
    expect(outcome.recall, 'recall').toBeGreaterThanOrEqual(judgement.minRecall ?? 1)
    expect(outcome.mustAppear, 'the best-selling relevant product is on the first page').toBe(true)
    expect(outcome.never, 'products that must not appear').toEqual([])
  })

  it('has a synonym list whose every word finds products, each through its synonyms', () => {
    for (const spec of synonymSpecs) {
      expect(searchAll(spec.term).length, spec.term).toBeGreaterThan(0)
      for (const synonym of spec.synonyms) expect(searchAll(synonym).length, synonym).toBeGreaterThan(0)
    }
  })

  it('shows beside each suggestion the number of products its search finds, or no number', () => {
    const prefixes = [
      'la',
      'lauf',
      'laufsh',
      'sk',
      'ski',
      'ja',
      'go',
      'mü',
      'ra',
      'sa',
      'te',
      'wa',
      'me',
      'tr',
    ]
    let counted = 0
    for (const prefix of prefixes) {
      for (const suggestion of suggestWithCounts(index, prefix)) {
        const phrase = searchedPhrase(suggestion.url)
        if (phrase === null) {
          expect(suggestion.count, suggestion.phrase).toBeNull()
          continue
        }
        counted++
        expect(suggestion.count, suggestion.phrase).toBe(searchAll(phrase).length)
        expect(suggestion.count, suggestion.phrase).toBeGreaterThan(0)
      }
    }
    expect(counted).toBeGreaterThan(20)
    // The defect: "laufshirt" showed its weight (3,116) as "Treffer" and found 76.
    const laufshirt = suggestWithCounts(index, 'laufshirt').find((s) => s.phrase === 'laufshirt')
    expect(laufshirt?.count).toBe(searchAll('laufshirt').length)
    expect(laufshirt?.count).not.toBe(laufshirt?.weight)
  })

  it('offers a correction that finds products, and popular searches, when the words find nothing', () => {
    expect(searchAll('jakkce schwarrtz')).toEqual([])
    const help = searchHelp(index, 'jakkce schwarrtz')
    expect(help.didYouMean?.q).toBe('jacke schwarz')
    expect(help.didYouMean?.total).toBe(searchAll('jacke schwarz').length)
    expect(help.alternatives.length).toBeGreaterThan(0)
    for (const alternative of help.alternatives)
      expect(alternative.count, alternative.phrase).toBe(searchAll(alternative.phrase).length)
    // Related searches first: the correction's words.
    expect(help.alternatives.some((alternative) => /jacke/.test(alternative.phrase))).toBe(true)
    expect(searchHelp(index, 'sneakr schwrazz').didYouMean?.q).toBe('sneaker schwarz')
    expect(searchHelp(index, 'ruksakc').didYouMean?.q).toBe('rucksack')
    expect(searchHelp(index, 'qqqqqqq').didYouMean).toBeNull()
  })

  it('reports its figures', () => {
    const outcomes = judgements.map(judge)
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
    const summary = {
      queries: outcomes.length,
      meanPrecisionAt24: mean(outcomes.map((o) => o.precision)),
      queriesWithFullPrecision: outcomes.filter((o) => o.precision === 1).length,
      meanRecall: mean(outcomes.map((o) => o.recall)),
      mustAppearOnFirstPage: outcomes.filter((o) => o.mustAppear).length,
      resultsThatMustNotAppear: outcomes.reduce((sum, o) => sum + o.never.length, 0),
    }
    console.log(`Relevance set: ${JSON.stringify(summary)}`)
    for (const o of outcomes.filter((o) => o.precision < 1 || o.recall < 1))
      console.log(
        `  ${o.q}: precision ${o.precision.toFixed(2)}, recall ${o.recall.toFixed(2)}, ${o.total} found`,
      )
    expect(summary.resultsThatMustNotAppear).toBe(0)
  })
})
