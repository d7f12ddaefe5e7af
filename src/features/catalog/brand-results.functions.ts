import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { readFromShop } from '~/features/session/session.server'
import { validateInput } from '~/lib/validation'
import { findBrandBySlug } from './brand-directory.server'
import { isPastLastPage, isRefusedRead } from './catalog-reads.server'
import { catalogPageInputSchema } from './catalog.functions'
import { catalogPageResponseSchema } from './catalog.schema'
import type { CatalogPage } from './catalog.schema'
import { catalogFilterIds, formatFilterParam, parseFilterParam } from './catalog-search.schema'

/** Sub-paths of /marken/ that hold a gender's results rather than a brand's (spec §2), by gender value. */
export const brandGenderPages: ReadonlyMap<string, string> = new Map([
  ['damen', '1'],
  ['herren', '2'],
])

export const brandResultsInputSchema = v.object({
  slug: v.pipe(v.string(), v.maxLength(100), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Not a brand slug')),
  search: v.omit(catalogPageInputSchema, ['path']),
})
export type BrandResultsInput = v.InferOutput<typeof brandResultsInputSchema>

export interface BrandResultsPage {
  /** The page's own filter value (the brand, or the gender of /marken/damen|herren/). */
  readonly pageLevel: { readonly filterId: number; readonly token: string }
  /** The brand's name, or null on a gender page. */
  readonly brandName: string | null
  readonly results: CatalogPage
}

/**
 * A brand's results page `/marken/{slug}/`, or a gender's brand results `/marken/damen|herren/`.
 * Resolving the brand and searching run here in one round trip from the browser; an unknown brand
 * is a 404.
 */
export const getBrandResultsPage = createServerFn({ method: 'GET' })
  .validator(validateInput(brandResultsInputSchema))
  .handler(async ({ data }): Promise<BrandResultsPage> => {
    const gender = brandGenderPages.get(data.slug)
    return readFromShop(async (client, session) => {
      let pageLevel: BrandResultsPage['pageLevel']
      let brandName: string | null = null
      if (gender !== undefined) pageLevel = { filterId: catalogFilterIds.gender, token: gender }
      else {
        const brand = await findBrandBySlug(client, data.slug)
        if (!brand) throw notFound()
        pageLevel = { filterId: catalogFilterIds.brand, token: String(brand.id) }
        brandName = brand.name
      }
      // The page's own value joins the shopper's selection: on a brand page, ticking a second brand
      // lists both brands (a gender page's gender is single-valued, the panel leaves the page then).
      const byId = parseFilterParam(data.search.filters ?? '')
      const key = String(pageLevel.filterId)
      byId[key] = [...(byId[key] ?? []), pageLevel.token]
      try {
        const response = await client.request('GET', '/api/v1/catalog/search/', {
          session,
          schema: catalogPageResponseSchema,
          query: { ...data.search, filters: formatFilterParam(byId) },
        })
        if (isPastLastPage(response.data)) throw notFound()
        return { pageLevel, brandName, results: response.data }
      } catch (error) {
        if (isRefusedRead(error)) throw notFound()
        throw error
      }
    })
  })
