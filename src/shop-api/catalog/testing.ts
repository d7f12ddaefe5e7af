/**
 * Builders of explicit catalogue, content and store rows for contract tests, independent of the seed
 * generator: a test states the data it relies on. Unlike `createProduct` (testing/fixtures.ts), these
 * share brands, categories, colours and sports between products, as facets need.
 */
import type { Database } from '../db/client'
import {
  autosuggestPhrases,
  brands,
  categories,
  colors,
  contentPages,
  flyers,
  guideArticles,
  guideAuthors,
  menuItems,
  productOptions,
  productPrices,
  productRelations,
  productSetItems,
  productSets,
  products,
  sports,
  stores,
  teamProducts,
  teams,
} from '../db/schema'
import type { GenderValue, OpeningHours, PriceType } from '../db/schema'

let counter = 0
const next = () => ++counter

function firstRow<T>(rows: T[]): T {
  const [row] = rows
  if (row === undefined) throw new Error('fixture insert returned no row')
  return row
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export async function insertBrand(db: Database, name: string) {
  const slug = `${slugify(name)}-${next()}`
  return firstRow(
    await db
      .insert(brands)
      .values({ slug, name, logoPath: `/media/brands/${slug}.svg` })
      .returning(),
  )
}

export async function insertColor(db: Database, name: string, hex = '#336699') {
  return firstRow(
    await db
      .insert(colors)
      .values({ slug: `${slugify(name)}-${next()}`, name, hex })
      .returning(),
  )
}

export async function insertSport(db: Database, name: string, parentId: number | null = null, position = 0) {
  return firstRow(
    await db
      .insert(sports)
      .values({ slug: `${slugify(name)}-${next()}`, name, parentId, position })
      .returning(),
  )
}

/**
 * Inserts the categories of a path that do not exist yet, e.g. `damen/schuhe/laufschuhe`, and returns
 * the last. Names are the capitalised slugs unless given per segment.
 */
export async function insertCategoryPath(
  db: Database,
  path: string,
  options: {
    readonly gender?: GenderValue
    readonly names?: readonly string[]
    readonly isOutlet?: boolean
  } = {},
) {
  const segments = path.split('/')
  let parent: typeof categories.$inferSelect | undefined
  for (const [level, slug] of segments.entries()) {
    const fullPath = segments.slice(0, level + 1).join('/')
    const existing = await db.query.categories.findFirst({
      where: (table, { eq }) => eq(table.path, fullPath),
    })
    parent =
      existing ??
      firstRow(
        await db
          .insert(categories)
          .values({
            parentId: parent?.id ?? null,
            slug,
            name: options.names?.[level] ?? slug.charAt(0).toUpperCase() + slug.slice(1),
            path: fullPath,
            gender: options.gender ?? 0,
            level,
            kind: level === segments.length - 1 ? 'leaf' : level === 0 ? 'root' : 'clothing',
            isOutlet: options.isOutlet ?? false,
            position: next(),
          })
          .returning(),
      )
  }
  if (!parent) throw new Error('empty category path')
  return parent
}

export interface ProductInput {
  readonly name: string
  readonly brandId: number
  readonly categoryId: number
  readonly colorId: number
  readonly sportId?: number | null
  readonly gender?: GenderValue
  /** Cents per price type; vk is required, the others are left out unless given. */
  readonly prices: Partial<Record<PriceType, number>> & { readonly vk: number }
  readonly rrpCents?: number
  readonly sizes?: readonly { readonly label: string; readonly stock: number }[]
  readonly salesRank?: number
  readonly addedAt?: Date
  readonly isOutlet?: boolean
  readonly isBike?: boolean
  readonly isSki?: boolean
  readonly mountingPriceCents?: number | null
  readonly variantGroup?: string
  readonly images?: readonly string[]
  /** products.sizeSystem; clothing unless given. */
  readonly sizeSystem?: string
}

export async function insertProduct(db: Database, input: ProductInput) {
  const n = next()
  const slug = `${slugify(input.name)}-${n}`
  const product = firstRow(
    await db
      .insert(products)
      .values({
        sku: `T-${n}`,
        slug,
        name: input.name,
        brandId: input.brandId,
        categoryId: input.categoryId,
        gender: input.gender ?? 0,
        colorId: input.colorId,
        sportId: input.sportId ?? null,
        variantGroup: input.variantGroup ?? `group-${n}`,
        sizeSystem: input.sizeSystem ?? 'clothing',
        description: `Beschreibung von ${input.name}.`,
        attributes: [{ name: 'Material', value: 'Polyester' }],
        images: [...(input.images ?? [`/media/products/${n}-1.svg`, `/media/products/${n}-2.svg`])],
        salesRank: input.salesRank ?? n,
        addedAt: input.addedAt ?? new Date('2026-01-01T00:00:00Z'),
        updatedAt: input.addedAt ?? new Date('2026-01-01T00:00:00Z'),
        isOutlet: input.isOutlet ?? false,
        isBike: input.isBike ?? false,
        isSki: input.isSki ?? false,
        mountingPriceCents: input.mountingPriceCents ?? null,
      })
      .returning(),
  )
  const rrp = input.rrpCents ?? input.prices.vk
  await db.insert(productPrices).values(
    (['vk', 'premium', 'staff', 'pro'] as const).flatMap((priceType) => {
      const cents = input.prices[priceType]
      return cents === undefined
        ? []
        : [{ productId: product.id, priceType, priceCents: cents, rrpCents: Math.max(rrp, cents) }]
    }),
  )
  const sizes = input.sizes ?? [{ label: 'M', stock: 3 }]
  const options =
    sizes.length === 0
      ? []
      : await db
          .insert(productOptions)
          .values(
            sizes.map((size, position) => ({
              productId: product.id,
              label: size.label,
              position,
              stock: size.stock,
              ean: `91${String(n).padStart(7, '0')}${String(position).padStart(3, '0')}`,
            })),
          )
          .returning()
  return { ...product, options }
}

export async function relateProducts(db: Database, productId: number, relatedIds: readonly number[]) {
  await db
    .insert(productRelations)
    .values(relatedIds.map((relatedId, position) => ({ productId, relatedId, position })))
}

export async function insertProductSet(db: Database, name: string, productIds: readonly number[]) {
  const set = firstRow(
    await db
      .insert(productSets)
      .values({ slug: `${slugify(name)}-${next()}`, name })
      .returning(),
  )
  await db
    .insert(productSetItems)
    .values(productIds.map((productId, position) => ({ setId: set.id, productId, position })))
  return set
}

export async function insertStore(
  db: Database,
  input: {
    readonly name: string
    readonly city: string
    readonly postal: string
    readonly latitude: number
    readonly longitude: number
    readonly street?: string
  },
) {
  const slug = `${slugify(input.name)}-${next()}`
  const openingHours: OpeningHours[] = [1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    open: '09:00',
    close: day === 6 ? '17:00' : '18:30',
  }))
  return firstRow(
    await db
      .insert(stores)
      .values({
        slug,
        name: input.name,
        street: input.street ?? 'Hauptplatz',
        streetNo: '1',
        postal: input.postal,
        city: input.city,
        state: 'Österreich',
        phone: '+43 1 234567',
        email: `${slug}@example.at`,
        latitude: input.latitude,
        longitude: input.longitude,
        openingHours,
        services: ['Skiservice'],
        imagePath: `/media/stores/${slug}.svg`,
      })
      .returning(),
  )
}

export async function insertFlyer(
  db: Database,
  input: {
    readonly title: string
    readonly validFrom: string
    readonly validTo: string
    readonly storeId?: number | null
    readonly pages?: number
  },
) {
  const slug = `${slugify(input.title)}-${next()}`
  return firstRow(
    await db
      .insert(flyers)
      .values({
        slug,
        storeId: input.storeId ?? null,
        title: input.title,
        validFrom: input.validFrom,
        validTo: input.validTo,
        pages: Array.from({ length: input.pages ?? 4 }, (_, page) => `/media/flyers/${slug}-${page + 1}.svg`),
      })
      .returning(),
  )
}

export async function insertGuideArticle(
  db: Database,
  input: {
    readonly title: string
    readonly section: string
    readonly sectionName: string
    readonly publishedAt: Date
    readonly sportId?: number | null
    /** Without one the byline is "Redaktion", which has no author page. */
    readonly author?: { readonly id: number; readonly name: string }
  },
) {
  const slug = `${slugify(input.title)}-${next()}`
  return firstRow(
    await db
      .insert(guideArticles)
      .values({
        slug,
        section: input.section,
        sectionName: input.sectionName,
        title: input.title,
        teaser: `Kurz gesagt: ${input.title}.`,
        body: [
          { type: 'heading', text: input.title },
          { type: 'paragraph', text: 'Ein Absatz Text.' },
        ],
        imagePath: `/media/guide/${slug}.svg`,
        author: input.author?.name ?? 'Redaktion',
        authorId: input.author?.id ?? null,
        publishedAt: input.publishedAt,
        sportId: input.sportId ?? null,
      })
      .returning(),
  )
}

export async function insertGuideAuthor(
  db: Database,
  input: { readonly slug: string; readonly name: string; readonly bio: string; readonly bioEn?: string },
) {
  return firstRow(
    await db
      .insert(guideAuthors)
      .values({ slug: input.slug, name: input.name, bio: input.bio, bioEn: input.bioEn ?? '' })
      .returning(),
  )
}

export async function insertContentPage(
  db: Database,
  kind: 'static' | 'service',
  slug: string,
  title: string,
) {
  return firstRow(
    await db
      .insert(contentPages)
      .values({
        kind,
        slug,
        title,
        body: [{ type: 'paragraph', text: `${title}: Inhalt.` }],
        updatedAt: new Date('2026-10-01T09:00:00Z'),
      })
      .returning(),
  )
}

export async function insertMenuItem(
  db: Database,
  input: {
    readonly name: string
    readonly nameEn?: string
    readonly type: string
    readonly parentId?: number | null
    readonly url?: string
    readonly column?: number
    readonly position?: number
    readonly data?: Record<string, unknown>
  },
) {
  return firstRow(
    await db
      .insert(menuItems)
      .values({
        parentId: input.parentId ?? null,
        name: input.name,
        nameEn: input.nameEn ?? null,
        url: input.url ?? `/${slugify(input.name)}/`,
        type: input.type,
        column: input.column ?? 0,
        position: input.position ?? next(),
        data: input.data ?? {},
      })
      .returning(),
  )
}

/** A suggestion phrase; by default it links to the search for itself. */
export async function insertPhrase(
  db: Database,
  phrase: string,
  weight: number,
  url = `/search/?q=${encodeURIComponent(phrase).replace(/%20/g, '+')}`,
) {
  return firstRow(await db.insert(autosuggestPhrases).values({ phrase, weight, url }).returning())
}

export async function insertTeam(
  db: Database,
  input: {
    readonly name: string
    readonly city: string
    readonly sportId?: number | null
    readonly productIds?: readonly number[]
  },
) {
  const n = next()
  const slug = `${slugify(input.name)}-${n}`
  const team = firstRow(
    await db
      .insert(teams)
      .values({
        slug,
        name: input.name,
        shopIdentifier: `TEAM-${n}`,
        city: input.city,
        sportId: input.sportId ?? null,
        logoPath: `/media/teams/${slug}.svg`,
      })
      .returning(),
  )
  const productIds = input.productIds ?? []
  if (productIds.length > 0)
    await db.insert(teamProducts).values(productIds.map((productId) => ({ teamId: team.id, productId })))
  return team
}
