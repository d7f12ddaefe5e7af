import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import { validateInput } from '~/lib/validation'
import {
  addToTeamCart,
  listTeams,
  readTeamPage,
  readTeamProduct,
  searchTeamKits,
} from '~/shop-client/api/team.server'
import {
  addTeamCartItemInputSchema,
  teamPageInputSchema,
  teamProductInputSchema,
  teamKitSearchInputSchema,
} from '~/shop-client/schemas/team.schema'
import type {
  AddTeamCartItemResult,
  TeamEntry,
  TeamPage,
  TeamProductResult,
  TeamKitSearchResult,
} from '~/shop-client/schemas/team.schema'

/** The team shops, A–Z, each marked when the caller is one of its members. */
export const getTeams = createServerFn({ method: 'GET' }).handler((): Promise<TeamEntry[]> => listTeams())

/** One team's page with its kit as filtered by the page's URL; an unknown team is a 404. */
export const getTeamPage = createServerFn({ method: 'GET' })
  .validator(validateInput(teamPageInputSchema))
  .handler(async ({ data }): Promise<TeamPage> => {
    const { slug, locale, ...filters } = data
    const page = await readTeamPage(slug, filters, locale)
    if (!page) throw notFound()
    return page
  })

/** The catch-all results page: every team's kit products matching the free path's words. */
export const getTeamSearch = createServerFn({ method: 'GET' })
  .validator(validateInput(teamKitSearchInputSchema))
  .handler(({ data }): Promise<TeamKitSearchResult> => searchTeamKits(data.q, data.locale))

/** A team product page (`/{teamName}/p/{path}`): a kit product, or why it is not one; unknown is a 404. */
export const getTeamProduct = createServerFn({ method: 'GET' })
  .validator(validateInput(teamProductInputSchema))
  .handler(async ({ data }): Promise<Exclude<TeamProductResult, { kind: 'unknown' }>> => {
    const result = await readTeamProduct(data.team, data.product, data.locale)
    if (result.kind === 'unknown') throw notFound()
    return result
  })

/** Adds a kit size to the team cart (spec §7 POST /api/v2/team/cart/). */
export const addTeamCartItem = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(addTeamCartItemInputSchema))
  .handler(({ data, context }): Promise<AddTeamCartItemResult> => addToTeamCart(data, context.locale))
