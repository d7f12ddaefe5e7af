import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validateInput } from '~/lib/validation'
import { findBrandBySlug } from './brand-directory.server'
import { isPastLastPage, searchCatalogForShopper } from './catalog-reads.server'
import { catalogPageInputSchema } from './catalog.functions'
import type { CatalogPage } from '~/shop-client/schemas/catalog.schema'
import { catalogFilterIds, formatFilterParam, parseFilterParam } from './catalog-search.schema'

/** Sub-paths of /marken/ that hold a gender's results rather than a brand's (spec §2), by gender value. */
export const brandGenderPages: ReadonlyMap<string, string> = new Map([
  ['damen', '1'],
  ['herren', '2'],
])

/** The gender sub-paths of /marken/ (spec §2), also the first segment of `/marken/damen/{brand}/`. */
export const brandGenderSchema = v.picklist(['damen', 'herren'])
export type BrandGender = v.InferOutput<typeof brandGenderSchema>

export const brandResultsInputSchema = v.object({
  slug: v.pipe(v.string(), v.maxLength(100), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Not a brand slug')),
  /** A gender's products of the brand, `/marken/damen/{slug}/`; the slug is a brand then. */
  gender: v.optional(brandGenderSchema),
  search: v.omit(catalogPageInputSchema, ['path']),
})
export type BrandResultsInput = v.InferOutput<typeof brandResultsInputSchema>

type PageLevel = { readonly filterId: number; readonly token: string }

export interface BrandResultsPage {
  /** The page's own filter values: the brand, the gender, or both on a gender's brand page. */
  readonly pageLevel: readonly PageLevel[]
  /** The brand's name, or null on a gender page. */
  readonly brandName: string | null
  readonly results: CatalogPage
}

/**
 * A brand's results page `/marken/{slug}/`, a gender's brand results `/marken/damen|herren/`, or a
 * gender's products of one brand `/marken/damen|herren/{slug}/`. Resolving the brand and searching
 * run here in one round trip from the browser; an unknown brand is a 404.
 */
export const getBrandResultsPage = createServerFn({ method: 'GET' })
  .validator(validateInput(brandResultsInputSchema))
  .handler(async ({ data }): Promise<BrandResultsPage> => {
    const genderPage = data.gender === undefined ? brandGenderPages.get(data.slug) : undefined
    const gender = data.gender === undefined ? undefined : brandGenderPages.get(data.gender)
    const pageLevel: PageLevel[] = []
    let brandName: string | null = null
    if (genderPage !== undefined) pageLevel.push({ filterId: catalogFilterIds.gender, token: genderPage })
    else {
      const brand = await findBrandBySlug(data.slug)
      if (!brand) throw notFound()
      pageLevel.push({ filterId: catalogFilterIds.brand, token: String(brand.id) })
      if (gender !== undefined) pageLevel.push({ filterId: catalogFilterIds.gender, token: gender })
      brandName = brand.name
    }
    // The page's own values join the shopper's selection: on a brand page, ticking a second brand
    // lists both brands (a gender page's gender is single-valued, the panel leaves the page then).
    const byId = parseFilterParam(data.search.filters ?? '')
    for (const level of pageLevel) {
      const key = String(level.filterId)
      byId[key] = [...(byId[key] ?? []), level.token]
    }
    const results = await searchCatalogForShopper({ ...data.search, filters: formatFilterParam(byId) })
    if (!results || isPastLastPage(results)) throw notFound()
    return { pageLevel, brandName, results }
  })
