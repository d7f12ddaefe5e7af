/**
 * Builders of small, explicit catalogue data for tests, independent of the seed generator, so a
 * test states the products it relies on.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import {
  brands,
  categories,
  colors,
  productOptions,
  productPrices,
  products,
  sessions,
  sports,
  users,
} from '../db/schema'
import { hashToken, newToken, newUserHash, newUserRequestId } from '../session/tokens'
import type { GenderValue, PriceType } from '../db/schema'

let counter = 0
const next = () => ++counter

export interface ProductFixture {
  readonly productId: number
  readonly slug: string
  /** Option ids in size order, with their stock. */
  readonly options: readonly { readonly id: number; readonly label: string; readonly stock: number }[]
}

export interface ProductFixtureInput {
  readonly name?: string
  readonly gender?: GenderValue
  /** Cents per price type; vk is required, others default to vk. */
  readonly prices?: Partial<Record<PriceType, number>> & { readonly vk: number }
  readonly rrpCents?: number
  readonly sizes?: readonly { readonly label: string; readonly stock: number }[]
  readonly isBike?: boolean
  readonly isSki?: boolean
  readonly isHeavy?: boolean
  /** The colour's English name; without one the API names it in German (`Farbe N`) in every locale. */
  readonly colorNameEn?: string
}

/** Inserts one product with brand, category, colour, prices and size options. */
export async function createProduct(db: Database, input: ProductFixtureInput = {}): Promise<ProductFixture> {
  const n = next()
  const [brand] = await db
    .insert(brands)
    .values({ slug: `brand-${n}`, name: `Brand ${n}`, logoPath: `/media/brands/brand-${n}.svg` })
    .returning()
  const [category] = await db
    .insert(categories)
    .values({
      slug: `cat-${n}`,
      name: `Kategorie ${n}`,
      path: `test/cat-${n}`,
      gender: input.gender ?? 1,
      level: 1,
      kind: 'leaf',
    })
    .returning()
  const [color] = await db
    .insert(colors)
    .values({ slug: `color-${n}`, name: `Farbe ${n}`, nameEn: input.colorNameEn ?? null, hex: '#123456' })
    .returning()
  const [sport] = await db
    .insert(sports)
    .values({ slug: `sport-${n}`, name: `Sport ${n}` })
    .returning()
  if (!brand || !category || !color || !sport) throw new Error('fixture insert failed')
  const slug = `test-product-${n}`
  const [product] = await db
    .insert(products)
    .values({
      sku: `SKU-${n}`,
      slug,
      name: input.name ?? `Testprodukt ${n}`,
      brandId: brand.id,
      categoryId: category.id,
      gender: input.gender ?? 1,
      colorId: color.id,
      sportId: sport.id,
      variantGroup: `group-${n}`,
      sizeSystem: 'clothing',
      description: 'Ein Produkt für Tests.',
      attributes: [{ name: 'Material', value: 'Polyester' }],
      images: [`/media/products/${n}.svg`],
      salesRank: n,
      addedAt: new Date('2026-01-01T00:00:00Z'),
      isBike: input.isBike ?? false,
      isSki: input.isSki ?? false,
      isHeavy: input.isHeavy ?? false,
      mountingPriceCents: input.isBike || input.isSki ? 2990 : null,
    })
    .returning()
  if (!product) throw new Error('fixture insert failed')
  const vk = input.prices?.vk ?? 9990
  const rrp = input.rrpCents ?? Math.max(vk, 12990)
  await db.insert(productPrices).values(
    (['vk', 'premium', 'staff', 'pro'] as const).map((priceType) => ({
      productId: product.id,
      priceType,
      priceCents: input.prices?.[priceType] ?? vk,
      rrpCents: rrp,
    })),
  )
  const sizes = input.sizes ?? [
    { label: 'S', stock: 5 },
    { label: 'M', stock: 0 },
    { label: 'L', stock: 2 },
  ]
  const options = await db
    .insert(productOptions)
    .values(
      sizes.map((size, position) => ({
        productId: product.id,
        label: size.label,
        position,
        stock: size.stock,
        ean: `90${String(n).padStart(6, '0')}${String(position).padStart(4, '0')}`,
      })),
    )
    .returning()
  return {
    productId: product.id,
    slug,
    options: options.map((option) => ({ id: option.id, label: option.label, stock: option.stock })),
  }
}

/**
 * A customer with a live session, created directly in the database (independent of the auth
 * endpoints): call with `token` (and optionally `requestId`).
 */
export interface TestUser {
  readonly id: number
  readonly requestId: string
  readonly token: string
  readonly role: PriceType
}

export async function createTestUser(db: Database, role: PriceType = 'vk'): Promise<TestUser> {
  const n = next()
  const [user] = await db
    .insert(users)
    .values({
      publicId: crypto.randomUUID(),
      hash: newUserHash(),
      requestId: newUserRequestId(),
      email: `kunde-${n}-${crypto.randomUUID()}@example.at`,
      firstName: 'Anna',
      lastName: `Berger ${n}`,
      role,
    })
    .returning()
  if (!user) throw new Error('user insert failed')
  const token = newToken()
  await db.insert(sessions).values({ userId: user.id, tokenHash: hashToken(token) })
  return { id: user.id, requestId: user.requestId, token, role }
}

/** A product of one size (by default 42, 5 in stock, 20 €) and that size's option. */
export async function createProductWithOneSize(db: Database, input: ProductFixtureInput = {}) {
  const created = await createProduct(db, {
    prices: { vk: 2000 },
    sizes: [{ label: '42', stock: 5 }],
    ...input,
  })
  const option = created.options[0]
  if (!option) throw new Error('fixture has no option')
  return { ...created, option }
}

/** An option's stock as the database holds it now. */
export async function stockOf(db: Database, optionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ stock: productOptions.stock })
    .from(productOptions)
    .where(eq(productOptions.id, optionId))
  return row?.stock
}
