/**
 * The catalogue: brands, colours, sports, the category tree, products with prices and size options,
 * related products, product sets and team shops. Pure: the same seed and product count give the same
 * rows, with explicit ids.
 */
import { priceTypes } from '../db/schema'
import type { GenderValue, PriceType } from '../db/schema'
import { productAttributes } from './attributes'
import { mediaVersion, renderMedia } from './media'
import type { MediaSpec } from './media'
import { derivedPrice, discountedPrice, regularPrice, teamPricesOf } from './pricing'
import { Random } from './prng'
import { sizeRun } from './sizes'
import type { Row } from './tables'
import { slugify } from './text'
import type { BrandSpec } from './vocabulary/brands'
import { brandSpecs } from './vocabulary/brands'
import {
  genderRoots,
  groupOrder,
  groupSpecs,
  leafSpecs,
  outletSpec,
  unisexRootGenders,
} from './vocabulary/categories'
import { colorSpecs } from './vocabulary/colors'
import { categoryNamesEn, colorNamesEn, sportNamesEn } from './vocabulary/english-names'
import type { ColorSpec } from './vocabulary/colors'
import { equipmentClosers, featureSentences, genderClosers, generalClosers } from './vocabulary/descriptions'
import { productTypeSpecs } from './vocabulary/product-types'
import type { ProductTypeSpec } from './vocabulary/product-types'
import { sportSpecs, sportUsePhrases } from './vocabulary/sports'
import { setRecipes, teamSpecs } from './vocabulary/sets-and-teams'

/** Price type factors of vk: premium −10 %, staff −30 %, pro −25 %. */
export const priceTypeFactors: Readonly<Record<PriceType, number>> = {
  vk: 1,
  premium: 0.9,
  staff: 0.7,
  pro: 0.75,
}

const genderWords: Readonly<Record<GenderValue, string>> = { 0: '', 1: 'Damen', 2: 'Herren', 3: 'Kinder' }

/** Share of the assortment per gender root, for types sold to several genders. */
const genderShares: Readonly<Record<GenderValue, number>> = { 0: 1, 1: 0.42, 2: 0.4, 3: 0.18 }

/**
 * Model names already used get an edition suffix, so one name does not stand for two models. The
 * suffixes are neutral enough for any product (no "GTX" tennis balls).
 */
const editions = [' Pro', ' Plus', ' Lite', ' Evo', ' SE', ' Team', ' Limited', ' Special Edition']

const nameWords = (text: string) =>
  text
    .toLocaleLowerCase('de-AT')
    .split(/\s+/)
    .filter((word) => word !== '')

/**
 * A product name from its parts, each word said once: a line that repeats its brand or its noun
 * ("Under Armour Armour Fleece", "Kettlebell 8 kg Kettlebell") keeps the first mention only.
 */
export function productName(parts: readonly string[]): string {
  const said = new Set<string>()
  const words: string[] = []
  for (const word of parts.join(' ').split(/\s+/)) {
    const key = word.toLocaleLowerCase('de-AT')
    if (key === '' || said.has(key)) continue
    said.add(key)
    words.push(word)
  }
  return words.join(' ')
}

/** The lowest regular selling price: the vk price filter of spec §9 starts at 4 €. */
const MIN_VK_CENTS = 400

export interface CatalogProduct {
  readonly id: number
  readonly type: ProductTypeSpec
  readonly gender: GenderValue
  readonly brand: BrandSpec
  readonly brandId: number
  readonly sportId: number | null
  readonly name: string
  /** The colour's German name, as order lines keep it. */
  readonly colorName: string
  readonly sku: string
  readonly variantGroup: string
  readonly images: readonly string[]
  readonly prices: Readonly<Record<PriceType, number>>
  readonly options: readonly { readonly id: number; readonly label: string; readonly stock: number }[]
}

export interface CategoryRef {
  readonly id: number
  readonly path: string
  readonly name: string
  readonly nameEn: string | null
  readonly gender: GenderValue
  readonly kind: string
  readonly parentId: number | null
}

export interface Catalog {
  readonly brands: Row<'brands'>[]
  readonly colors: Row<'colors'>[]
  readonly sports: Row<'sports'>[]
  readonly categories: Row<'categories'>[]
  readonly products: Row<'products'>[]
  readonly productPrices: Row<'productPrices'>[]
  readonly productOptions: Row<'productOptions'>[]
  readonly productRelations: Row<'productRelations'>[]
  readonly productSets: Row<'productSets'>[]
  readonly productSetItems: Row<'productSetItems'>[]
  readonly teams: Row<'teams'>[]
  readonly teamProducts: Row<'teamProducts'>[]
  readonly teamProductPrices: Row<'teamProductPrices'>[]
  readonly media: MediaSpec[]
  /** Per-product facts other parts of the seed need (orders, sets, autosuggest). */
  readonly catalogProducts: readonly CatalogProduct[]
  readonly categoryRefs: readonly CategoryRef[]
  readonly sportIdBySlug: ReadonlyMap<string, number>
}

/** EAN-13 with GS1 Austria prefix 90 and its check digit; unique per option id. */
export function ean13(optionId: number): string {
  const body = `90${String(optionId).padStart(10, '0')}`
  let sum = 0
  for (let index = 0; index < 12; index++) sum += Number(body.charAt(index)) * (index % 2 === 0 ? 1 : 3)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/**
 * Public path of a product image, named by what it shows: a demo picture is the same for every
 * product of one brand, silhouette and colour seen from one side, so those products share one file.
 * A 100,000-product catalogue shows about 200,000 images but only a few thousand distinct ones;
 * writing (or hard-linking) a file per product made the file system the seed's largest single cost,
 * and a browser now caches a picture once for all the products that show it.
 */
export function productImagePath(brandSlug: string, silhouette: string, hex: string, view: number): string {
  return `products/${brandSlug}/${silhouette}-${hex.replace(/^#/u, '').toLowerCase()}-${String(view)}.svg`
}

/** Whether a leaf exists below a gender root: some type is sold there. */
function leafUsed(leaf: string, gender: GenderValue): boolean {
  return productTypeSpecs.some(
    (type) =>
      type.leaf === leaf &&
      (type.genders.includes(gender) ||
        (type.genders.includes(0) && (unisexRootGenders as readonly GenderValue[]).includes(gender))),
  )
}

function buildCategories(): { rows: Row<'categories'>[]; refs: CategoryRef[] } {
  const rows: Row<'categories'>[] = []
  const add = (row: Omit<Row<'categories'>, 'id' | 'nameEn'>) => {
    const id = rows.length + 1
    rows.push({ id, ...row, nameEn: categoryNamesEn[row.slug] ?? null })
    return id
  }
  genderRoots.forEach((root, rootPosition) => {
    const rootId = add({
      parentId: null,
      slug: root.slug,
      name: root.name,
      path: root.slug,
      gender: root.gender,
      level: 0,
      kind: 'root',
      isOutlet: false,
      position: rootPosition,
    })
    groupOrder.forEach((group, groupPosition) => {
      const leaves = leafSpecs.filter((leaf) => leaf.group === group && leafUsed(leaf.slug, root.gender))
      if (leaves.length === 0) return
      const groupSpec = groupSpecs[group]
      const groupId = add({
        parentId: rootId,
        slug: groupSpec.slug,
        name: groupSpec.name,
        path: `${root.slug}/${groupSpec.slug}`,
        gender: root.gender,
        level: 1,
        kind: group,
        isOutlet: false,
        position: groupPosition,
      })
      leaves.forEach((leaf, leafPosition) => {
        add({
          parentId: groupId,
          slug: leaf.slug,
          name: leaf.name,
          path: `${root.slug}/${groupSpec.slug}/${leaf.slug}`,
          gender: root.gender,
          level: 2,
          kind: 'leaf',
          isOutlet: false,
          position: leafPosition,
        })
      })
    })
    const outletId = add({
      parentId: rootId,
      slug: outletSpec.slug,
      name: outletSpec.name,
      path: `${root.slug}/${outletSpec.slug}`,
      gender: root.gender,
      level: 1,
      kind: 'outlet',
      isOutlet: true,
      position: groupOrder.length,
    })
    groupOrder.forEach((group, position) => {
      const groupSpec = groupSpecs[group]
      add({
        parentId: outletId,
        slug: groupSpec.slug,
        name: groupSpec.name,
        path: `${root.slug}/${outletSpec.slug}/${groupSpec.slug}`,
        gender: root.gender,
        level: 2,
        kind: 'leaf',
        isOutlet: true,
        position,
      })
    })
  })
  const refs = rows.map((row) => ({
    id: row.id ?? 0,
    path: row.path,
    name: row.name,
    nameEn: row.nameEn ?? null,
    gender: row.gender,
    kind: row.kind,
    parentId: row.parentId ?? null,
  }))
  return { rows, refs }
}

function buildSports(): { rows: Row<'sports'>[]; idBySlug: Map<string, number> } {
  const rows: Row<'sports'>[] = []
  const idBySlug = new Map<string, number>()
  sportSpecs.forEach((sport, position) => {
    const id = rows.length + 1
    rows.push({
      id,
      parentId: null,
      slug: sport.slug,
      name: sport.name,
      nameEn: sportNamesEn[sport.slug] ?? null,
      position,
    })
    idBySlug.set(sport.slug, id)
    sport.children.forEach((child, childPosition) => {
      const childId = rows.length + 1
      rows.push({
        id: childId,
        parentId: id,
        slug: child.slug,
        name: child.name,
        nameEn: sportNamesEn[child.slug] ?? null,
        position: childPosition,
      })
      idBySlug.set(child.slug, childId)
    })
  })
  return { rows, idBySlug }
}

const accusative = { der: 'den', die: 'die', das: 'das' } as const
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function describe(
  type: ProductTypeSpec,
  brand: BrandSpec,
  model: string,
  gender: GenderValue,
  sportSlug: string | null,
  colours: number,
  random: Random,
): string {
  const use = sportSlug ? (sportUsePhrases[sportSlug] ?? 'Sport und Freizeit') : 'den Alltag und die Freizeit'
  const verb = type.plural ? 'sind' : 'ist'
  const opener = random.pick([
    `${capitalize(type.article)} ${type.noun} ${model} von ${brand.name} ${verb} wie gemacht für ${use}.`,
    `${brand.name} hat ${type.plural ? 'die' : accusative[type.article]} ${model} für ${use} entwickelt.`,
    `Für ${use} ${verb} ${type.plural ? 'die' : type.article} ${brand.name} ${model} eine verlässliche Wahl.`,
  ])
  const features = random.sample(featureSentences[type.profile], 2)
  // Fit and cut only make sense for what is worn; equipment gets a general closing line.
  const worn =
    type.scale === 'apparel' || type.scale === 'shoe' || type.scale === 'sock' || type.scale === 'helmet'
  const closing = [random.pick(worn ? genderClosers[gender] : equipmentClosers)]
  if (colours > 1) closing.push(`Erhältlich in ${colours} Farben.`)
  if (random.chance(0.5)) closing.push(random.pick(generalClosers))
  return [opener, ...features, ...closing].join(' ')
}

interface ModelDraft {
  readonly type: ProductTypeSpec
  readonly gender: GenderValue
  readonly brand: BrandSpec
  readonly model: string
  readonly colours: readonly ColorSpec[]
  readonly isOutlet: boolean
  readonly regularCents: number
  readonly sportSlug: string | null
}

export function generateCatalog(seed: number, productCount: number, referenceDate: Date): Catalog {
  const random = new Random(seed, 'catalog')
  const brandIdBySlug = new Map(brandSpecs.map((brand, index) => [brand.slug, index + 1]))
  const brandBySlug = new Map(brandSpecs.map((brand) => [brand.slug, brand]))
  const media: MediaSpec[] = []
  // Each picture's address with its content version (`?v=`), so caches may keep it for good.
  const productImageUrls = new Map<string, string>()

  const brands: Row<'brands'>[] = brandSpecs.map((brand, index) => {
    media.push({ kind: 'brand', path: `brands/${brand.slug}.svg`, name: brand.name, ...brand.logo })
    return {
      id: index + 1,
      slug: brand.slug,
      name: brand.name,
      logoPath: `/media/brands/${brand.slug}.svg`,
      description: brand.description,
    }
  })
  const colors: Row<'colors'>[] = colorSpecs.map((color, index) => ({
    id: index + 1,
    slug: slugify(color.name),
    name: color.name,
    nameEn: colorNamesEn[color.name] ?? null,
    hex: color.hex,
  }))
  const colorIdByName = new Map(colorSpecs.map((color, index) => [color.name, index + 1]))
  const { rows: sports, idBySlug: sportIdBySlug } = buildSports()
  const { rows: categories, refs: categoryRefs } = buildCategories()
  const categoryIdByPath = new Map(categoryRefs.map((ref) => [ref.path, ref.id]))

  // Type × gender combinations with their share of the assortment.
  const offers = productTypeSpecs.flatMap((type) =>
    type.genders.map((gender) => ({ type, gender, weight: type.weight * genderShares[gender] })),
  )

  const products: Row<'products'>[] = []
  const productPrices: Row<'productPrices'>[] = []
  const productOptions: Row<'productOptions'>[] = []
  const catalogProducts: CatalogProduct[] = []
  const modelUses = new Map<string, number>()
  const variantGroups = new Set<string>()
  const productRandom = random.fork('products')
  const dayMs = 86_400_000

  while (products.length < productCount) {
    const draft = draftModel(productRandom)
    const baseGroup = slugify(
      `${draft.brand.name} ${draft.model} ${draft.type.noun} ${genderWords[draft.gender]}`,
    )
    let variantGroup = baseGroup
    for (let suffix = 2; variantGroups.has(variantGroup); suffix++) variantGroup = `${baseGroup}-${suffix}`
    variantGroups.add(variantGroup)
    const name = productName([
      draft.brand.name,
      draft.model,
      draft.type.noun,
      draft.type.genderInName ? genderWords[draft.gender] : '',
    ])
    const root =
      genderRoots.find((candidate) => candidate.gender === draft.gender) ??
      productRandom.pick(
        genderRoots.filter((candidate) =>
          (unisexRootGenders as readonly GenderValue[]).includes(candidate.gender),
        ),
      )
    const leaf = leafSpecs.find((candidate) => candidate.slug === draft.type.leaf)
    if (!leaf) throw new Error(`Unknown leaf ${draft.type.leaf}`)
    const categoryPath = draft.isOutlet
      ? `${root.slug}/${outletSpec.slug}/${groupSpecs[leaf.group].slug}`
      : `${root.slug}/${groupSpecs[leaf.group].slug}/${leaf.slug}`
    const categoryId = categoryIdByPath.get(categoryPath)
    if (categoryId === undefined) throw new Error(`No category ${categoryPath}`)
    const sportId = draft.sportSlug ? (sportIdBySlug.get(draft.sportSlug) ?? null) : null
    const description = describe(
      draft.type,
      draft.brand,
      draft.model,
      draft.gender,
      draft.sportSlug,
      draft.colours.length,
      productRandom,
    )
    const attributes = productAttributes(draft.type, productRandom)

    for (const colour of draft.colours) {
      if (products.length >= productCount) break
      const id = products.length + 1
      const imageCount = productRandom.int(1, 3)
      const images: string[] = []
      for (let view = 1; view <= imageCount; view++) {
        const path = productImagePath(draft.brand.slug, draft.type.silhouette, colour.hex, view)
        let url = productImageUrls.get(path)
        if (url === undefined) {
          const spec: MediaSpec = {
            kind: 'product',
            path,
            silhouette: draft.type.silhouette,
            hex: colour.hex,
            brand: draft.brand.name,
            view,
          }
          media.push(spec)
          url = `/media/${path}?v=${mediaVersion(renderMedia(spec))}`
          productImageUrls.set(path, url)
        }
        images.push(url)
      }
      // Outlet goods are always reduced; elsewhere about a third of the products are on sale.
      const discount = draft.isOutlet
        ? productRandom.int(6, 12) * 5
        : productRandom.chance(0.35)
          ? productRandom.int(2, 10) * 5
          : 0
      const reduced =
        discount === 0 ? draft.regularCents : discountedPrice(draft.regularCents, discount, productRandom)
      const vk = reduced >= MIN_VK_CENTS ? reduced : draft.regularCents
      const prices: Record<PriceType, number> = {
        vk,
        premium: derivedPrice(vk, priceTypeFactors.premium),
        staff: derivedPrice(vk, priceTypeFactors.staff),
        pro: derivedPrice(vk, priceTypeFactors.pro),
      }
      for (const priceType of ['vk', 'premium', 'staff', 'pro'] as const) {
        productPrices.push({
          productId: id,
          priceType,
          priceCents: prices[priceType],
          rrpCents: draft.regularCents,
        })
      }
      const sizes = sizeRun(draft.type.scale, draft.gender, productRandom)
      // About 2 % of products are sold out in every size; elsewhere one size in eight is.
      const soldOut = productRandom.chance(0.02)
      const options = sizes.labels.map((label, position) => {
        const optionId = productOptions.length + 1
        const stock =
          soldOut || productRandom.chance(0.12) ? 0 : productRandom.int(1, draft.type.isBike ? 6 : 30)
        productOptions.push({ id: optionId, productId: id, label, position, stock, ean: ean13(optionId) })
        return { id: optionId, label, stock }
      })
      const addedAt = new Date(
        referenceDate.getTime() - productRandom.int(0, 730) * dayMs - productRandom.int(0, 14 * 60) * 60_000,
      )
      const sku = `SA${String(id).padStart(7, '0')}`
      products.push({
        id,
        sku,
        slug: `${slugify(`${name} ${colour.name}`)}-${id}`,
        name,
        brandId: brandIdBySlug.get(draft.brand.slug) ?? 0,
        categoryId,
        gender: draft.gender,
        colorId: colorIdByName.get(colour.name) ?? 0,
        sportId,
        variantGroup,
        // Sized equipment (helmets, shin guards, harnesses) is not measured like clothing: its
        // S–XL must not lead to the clothing size table.
        sizeSystem: leaf.group === 'equipment' && sizes.system === 'clothing' ? 'gear' : sizes.system,
        description,
        attributes,
        images,
        salesRank: 0,
        addedAt,
        // A seeded product is as it was added: its sitemap lastmod is its arrival.
        updatedAt: addedAt,
        isOutlet: draft.isOutlet,
        isBike: draft.type.isBike ?? false,
        isSki: draft.type.isSki ?? false,
        isHeavy: draft.type.isHeavy ?? false,
        mountingPriceCents: draft.type.mountingCents ?? null,
      })
      catalogProducts.push({
        id,
        type: draft.type,
        gender: draft.gender,
        brand: draft.brand,
        brandId: brandIdBySlug.get(draft.brand.slug) ?? 0,
        sportId,
        name,
        colorName: colour.name,
        sku,
        variantGroup,
        images,
        prices,
        options,
      })
    }
  }

  assignSalesRanks(products, catalogProducts, random.fork('sales-rank'))
  const productRelations = buildRelations(catalogProducts, random.fork('relations'))
  const { productSets, productSetItems } = buildSets(catalogProducts, productCount, random.fork('sets'))
  const { teams, teamProducts, teamProductPrices } = buildTeams(
    catalogProducts,
    sports,
    sportIdBySlug,
    media,
    random.fork('teams'),
  )

  return {
    brands,
    colors,
    sports,
    categories,
    products,
    productPrices,
    productOptions,
    productRelations,
    productSets,
    productSetItems,
    teams,
    teamProducts,
    teamProductPrices,
    media,
    catalogProducts,
    categoryRefs,
    sportIdBySlug,
  }

  function draftModel(draw: Random): ModelDraft {
    const offer = draw.weighted(offers, (candidate) => candidate.weight)
    const { type, gender } = offer
    const brandSlugs = Object.keys(type.lines)
    const brandSlug = draw.weighted(brandSlugs, (slug) => brandBySlug.get(slug)?.popularity ?? 1)
    const brand = brandBySlug.get(brandSlug)
    if (!brand) throw new Error(`Product type ${type.key} names unknown brand ${brandSlug}`)
    const line = draw.pick(type.lines[brandSlug] ?? [])
    const useKey = `${brandSlug}|${line}|${type.key}|${gender}`
    const uses = modelUses.get(useKey) ?? 0
    modelUses.set(useKey, uses + 1)
    // An edition never repeats a word of the name ("Nike Pro" gets "Plus", not "Pro Pro"). Beyond the
    // editions the name repeats; the variant group (and slug) still tell the models apart.
    const said = new Set(nameWords(`${brand.name} ${line} ${type.noun} ${genderWords[gender]} Junior`))
    const fitting = editions.filter((candidate) => !nameWords(candidate).some((word) => said.has(word)))
    const edition = uses === 0 ? line : `${line}${fitting[(uses - 1) % fitting.length] ?? ''}`
    // Children's versions of adult types cost about 60 %; types made only for children keep their range.
    const kidsVersion = gender === 3 && type.genders.some((candidate) => candidate === 1 || candidate === 2)
    // Without "Kinder" in the name, a junior model says so itself.
    const model = kidsVersion && !type.genderInName ? `${edition} Junior` : edition
    const colourCount = draw.weighted([1, 2, 3, 4], (count) => [20, 35, 30, 15][count - 1] ?? 1)
    const colours: ColorSpec[] = []
    while (colours.length < colourCount) {
      const colour = draw.weighted(colorSpecs, (candidate) => candidate.weight)
      if (!colours.includes(colour)) colours.push(colour)
    }
    const [min, max] = kidsVersion ? [Math.max(4, type.price[0] * 0.6), type.price[1] * 0.6] : type.price
    return {
      type,
      gender,
      brand,
      model,
      colours,
      isOutlet: draw.chance(0.08),
      regularCents: regularPrice(min, max, draw),
      sportSlug: type.sports.length > 0 ? draw.pick(type.sports) : null,
    }
  }
}

/** Sales ranks 1..N: popular brands sell better, with plenty of noise. */
function assignSalesRanks(
  products: Row<'products'>[],
  catalogProducts: readonly CatalogProduct[],
  random: Random,
) {
  const scores = catalogProducts.map((product) => ({
    index: product.id - 1,
    score: random.next() * (1 + product.brand.popularity / 4),
  }))
  scores.sort((left, right) => right.score - left.score || left.index - right.index)
  scores.forEach((entry, rank) => {
    const product = products[entry.index]
    if (product) product.salesRank = rank + 1
  })
}

/** 3–6 related products per product, of the same gender and sport where the catalogue allows. */
function buildRelations(
  catalogProducts: readonly CatalogProduct[],
  random: Random,
): Row<'productRelations'>[] {
  const bySportAndGender = new Map<string, number[]>()
  const byGender = new Map<GenderValue, number[]>()
  for (const product of catalogProducts) {
    const key = `${product.gender}|${product.sportId ?? 0}`
    const bucket = bySportAndGender.get(key) ?? []
    bucket.push(product.id)
    bySportAndGender.set(key, bucket)
    const genderBucket = byGender.get(product.gender) ?? []
    genderBucket.push(product.id)
    byGender.set(product.gender, genderBucket)
  }
  const allIds = catalogProducts.map((product) => product.id)
  const rows: Row<'productRelations'>[] = []
  for (const product of catalogProducts) {
    const wanted = random.int(3, 6)
    const primary = bySportAndGender.get(`${product.gender}|${product.sportId ?? 0}`) ?? []
    const pool = primary.length > wanted * 2 ? primary : (byGender.get(product.gender) ?? allIds)
    const candidates = pool.length > wanted ? pool : allIds
    const chosen = new Set<number>()
    for (let attempt = 0; attempt < wanted * 12 && chosen.size < wanted; attempt++) {
      const candidateId = random.pick(candidates)
      const candidate = catalogProducts[candidateId - 1]
      if (candidateId === product.id || chosen.has(candidateId) || !candidate) continue
      // Another colour of the same model is not a recommendation.
      if (candidate.variantGroup === product.variantGroup) continue
      chosen.add(candidateId)
    }
    let position = 0
    for (const relatedId of chosen) rows.push({ productId: product.id, relatedId, position: position++ })
  }
  return rows
}

function buildSets(
  catalogProducts: readonly CatalogProduct[],
  productCount: number,
  random: Random,
): { productSets: Row<'productSets'>[]; productSetItems: Row<'productSetItems'>[] } {
  const byType = new Map<string, CatalogProduct[]>()
  for (const product of catalogProducts) {
    const list = byType.get(product.type.key) ?? []
    list.push(product)
    byType.set(product.type.key, list)
  }
  const target = Math.min(400, Math.max(5, Math.floor(productCount / 8)))
  const productSets: Row<'productSets'>[] = []
  const productSetItems: Row<'productSetItems'>[] = []
  const seen = new Set<string>()
  for (let attempt = 0; attempt < target * 6 && productSets.length < target; attempt++) {
    const recipe = setRecipes[attempt % setRecipes.length]
    if (!recipe) continue
    const primaries = recipe.primary.flatMap((key) => byType.get(key) ?? [])
    if (primaries.length === 0) continue
    const primary = random.pick(primaries)
    const members = [primary]
    for (const secondaryKeys of recipe.secondary) {
      const fitting = secondaryKeys
        .flatMap((key) => byType.get(key) ?? [])
        .filter((candidate) => candidate.gender === primary.gender || candidate.gender === 0)
      if (fitting.length === 0) break
      const sameBrand = fitting.filter((candidate) => candidate.brandId === primary.brandId)
      members.push(random.pick(recipe.preferSameBrand && sameBrand.length > 0 ? sameBrand : fitting))
    }
    if (members.length !== recipe.secondary.length + 1) continue
    // Keyed by what the shopper reads: two colours of the same models would otherwise make a product
    // page list "the same" set twice.
    const name = `${recipe.label}: ${members.map((member) => member.name).join(' + ')}`
    if (seen.has(name)) continue
    seen.add(name)
    const id = productSets.length + 1
    productSets.push({ id, slug: `${slugify(recipe.label)}-${id}`, name })
    members.forEach((member, position) => productSetItems.push({ setId: id, productId: member.id, position }))
  }
  return { productSets, productSetItems }
}

function buildTeams(
  catalogProducts: readonly CatalogProduct[],
  sports: readonly Row<'sports'>[],
  sportIdBySlug: ReadonlyMap<string, number>,
  media: MediaSpec[],
  random: Random,
): {
  teams: Row<'teams'>[]
  teamProducts: Row<'teamProducts'>[]
  teamProductPrices: Row<'teamProductPrices'>[]
} {
  const teams: Row<'teams'>[] = []
  const teamProducts: Row<'teamProducts'>[] = []
  const teamProductPrices: Row<'teamProductPrices'>[] = []
  teamSpecs.forEach((spec, index) => {
    const id = index + 1
    const sportId = sportIdBySlug.get(spec.sport) ?? null
    const slug = slugify(spec.name)
    media.push({ kind: 'team', path: `teams/${slug}.svg`, name: spec.name, colors: spec.colors })
    teams.push({
      id,
      slug,
      name: spec.name,
      shopIdentifier: `TS-${String(1001 + index)}`,
      city: spec.city,
      sportId,
      logoPath: `/media/teams/${slug}.svg`,
      isPrivate: spec.isPrivate,
      primaryColor: spec.colors[0],
      accentColor: spec.colors[1],
    })
    // A club shop carries the products of its sport and the sport's sub-sports.
    const family = new Set(
      sports.filter((sport) => sport.id === sportId || sport.parentId === sportId).map((sport) => sport.id),
    )
    const fitting = catalogProducts.filter(
      (product) => product.sportId !== null && family.has(product.sportId),
    )
    for (const product of random.sample(fitting, random.int(15, 40))) {
      teamProducts.push({ teamId: id, productId: product.id })
      const prices = teamPricesOf(product.prices)
      for (const priceType of priceTypes)
        teamProductPrices.push({
          teamId: id,
          productId: product.id,
          priceType,
          priceCents: prices[priceType],
        })
    }
  })
  return { teams, teamProducts, teamProductPrices }
}
