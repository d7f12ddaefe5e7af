/**
 * Response shapes of the catalogue endpoints besides the search page (search.schema.ts).
 */
import * as v from 'valibot'
import { localeOnlyQuerySchema } from '../http/locale'
import { productSummarySchema } from './product-summary'

const slugParam = v.pipe(v.string(), v.maxLength(200), v.regex(/^[a-z0-9][a-z0-9-]*$/))

/** Product slugs: the router answers 404 for anything else. */
export const productParamsSchema = v.object({ slug: slugParam })
export const productQuerySchema = localeOnlyQuerySchema
export const teamParamsSchema = v.object({ slug: slugParam })

const namedRef = v.object({ id: v.number(), name: v.string(), slug: v.string() })

const centimetreRange = v.object({ min: v.number(), max: v.number() })

export const productDetailSchema = v.object({
  ...productSummarySchema.entries,
  description: v.string(),
  attributes: v.array(v.object({ name: v.string(), value: v.string() })),
  /** All images; `image` is the first. */
  images: v.array(v.string()),
  /** clothing | shoes | kids | ski | bike | gear (sized equipment) | onesize */
  sizeSystem: v.string(),
  category: v.object({ id: v.number(), path: v.string(), name: v.string(), url: v.string() }),
  breadcrumbs: v.array(v.object({ name: v.string(), path: v.string() })),
  sport: v.nullable(v.object({ ...namedRef.entries, parent: v.nullable(namedRef) })),
  options: v.array(
    v.object({
      id: v.number(),
      label: v.string(),
      stock: v.number(),
      /** Spec §3: 1 unavailable (no stock), 2 available. */
      status: v.picklist([1, 2]),
      /** The size's EAN-13 (its GTIN), for structured data and scanners. */
      ean: v.string(),
    }),
  ),
  /** The same model in every colour, this product included (`selected`). */
  variants: v.array(
    v.object({
      id: v.number(),
      slug: v.string(),
      url: v.string(),
      color: v.object({ name: v.string(), hex: v.string() }),
      image: v.string(),
      selected: v.boolean(),
    }),
  ),
  related: v.array(productSummarySchema),
  sets: v.array(v.object({ id: v.number(), name: v.string(), products: v.array(productSummarySchema) })),
  /** Bikes and skis only: assembly or binding mounting, added to the cart with `mounting: true`. */
  mounting: v.nullable(
    v.object({
      available: v.boolean(),
      price: v.nullable(v.number()),
      priceFormatted: v.nullable(v.string()),
    }),
  ),
  discountPercent: v.number(),
  /**
   * The size table of the product's size system and gender (clothing, children's clothing and shoes);
   * null when there is none. `label` is the size as `options` name it; a column the table does not
   * have is null in every row. Lengths in centimetres, ranges from–to.
   */
  sizeTable: v.nullable(
    v.object({
      system: v.string(),
      rows: v.array(
        v.object({
          label: v.string(),
          eu: v.nullable(v.string()),
          uk: v.nullable(v.string()),
          us: v.nullable(v.string()),
          /** The numeric clothing size (Konfektionsgröße), e.g. `48/50`. */
          numeric: v.nullable(v.string()),
          footLengthCm: v.nullable(v.number()),
          heightCm: v.nullable(centimetreRange),
          chestCm: v.nullable(centimetreRange),
          waistCm: v.nullable(centimetreRange),
          hipCm: v.nullable(centimetreRange),
        }),
      ),
    }),
  ),
})

export const productResponseSchema = v.object({ data: v.object({ product: productDetailSchema }) })

export const brandsResponseSchema = v.object({
  data: v.object({
    brands: v.array(
      v.object({
        id: v.number(),
        slug: v.string(),
        name: v.string(),
        logo: v.string(),
        productCount: v.number(),
        letter: v.string(),
      }),
    ),
    /** Index letters that have brands, A–Z, then `#` for other initials. */
    letters: v.array(v.string()),
  }),
})

export const teamSchema = v.object({
  slug: v.string(),
  name: v.string(),
  city: v.string(),
  logo: v.string(),
  shopIdentifier: v.string(),
  sport: v.nullable(namedRef),
})

export const teamsResponseSchema = v.object({ data: v.object({ teams: v.array(teamSchema) }) })

export const teamResponseSchema = v.object({
  data: v.object({ team: teamSchema, products: v.array(productSummarySchema) }),
})
