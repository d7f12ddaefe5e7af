/**
 * Team (club) shops of the team-shop mode (spec §1, §2): the list of teams, one team's kit with its
 * filters, one kit product, and the search over every team's kit (the team build's catch-all page). Each answer says whether the caller belongs to the team, and shows the
 * team's prices unless the team is private and the caller is not a member.
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { brands, products, sports, teamProducts, teams } from '../db/schema'
import type { PriceType } from '../db/schema'
import { ApiError, notFound, validationFailed } from '../http/errors'
import type { ApiLocale } from '../http/locale'
import { viewerPriceType } from '../session/session'
import type { SessionUser } from '../session/session'
import { kitKey, loadTeamPrices, teamsOfMember } from '../team/team.service'
import type { TeamRecord } from '../team/team.service'
import { teamGenders } from './catalog.schema'
import type { TeamProductSummary, TeamSort } from './catalog.schema'
import { loadProductDetail } from './product.service'
import type { ProductDetail } from './product.service'
import { centsToEuros, formatCents, loadProductSummaries, repricedPrices } from './product-summary'
import { emptyFilterSelection } from './filter-encoding'
import { defaultSort } from './search.service'
import { searchCatalogWithIndex } from '../catalog-index/search'
import type { ShopApiServices } from '../services'

export interface TeamEntry {
  readonly slug: string
  readonly name: string
  readonly city: string
  readonly logo: string
  /** Sent as `shopIdentifier` by the team cart (spec §7). */
  readonly shopIdentifier: string
  readonly sport: { readonly id: number; readonly name: string; readonly slug: string } | null
  readonly isPrivate: boolean
  readonly colors: { readonly primary: string; readonly accent: string }
  readonly isMember: boolean
}

/** What every team answer says about the caller. */
export interface TeamView {
  readonly team: TeamEntry
  readonly membership: { readonly priceType: PriceType } | null
  readonly pricesVisible: boolean
}

type TeamGender = (typeof teamGenders)[number]

export interface TeamPageQuery {
  readonly brand?: string
  readonly gender?: TeamGender
  readonly sort: TeamSort
  readonly locale: ApiLocale
}

export interface TeamPage extends TeamView {
  readonly facets: {
    readonly brands: { slug: string; name: string; count: number }[]
    readonly genders: { value: TeamGender; count: number }[]
  }
  readonly total: number
  readonly products: TeamProductSummary[]
}

export interface TeamProductPage extends TeamView {
  readonly product: ProductDetail
  readonly teamPrice: {
    readonly priceType: PriceType
    readonly price: number
    readonly priceFull: string
    readonly vk: number
    readonly vkFull: string
  } | null
}

const teamColumns = {
  team: teams,
  sportId: sports.id,
  sportName: sports.name,
  sportSlug: sports.slug,
}

interface TeamRow {
  readonly team: TeamRecord
  readonly sportId: number | null
  readonly sportName: string | null
  readonly sportSlug: string | null
}

function toEntry(row: TeamRow, isMember: boolean): TeamEntry {
  const { team } = row
  return {
    slug: team.slug,
    name: team.name,
    city: team.city,
    logo: team.logoPath,
    shopIdentifier: team.shopIdentifier,
    sport:
      row.sportId !== null && row.sportName !== null && row.sportSlug !== null
        ? { id: row.sportId, name: row.sportName, slug: row.sportSlug }
        : null,
    isPrivate: team.isPrivate,
    colors: { primary: team.primaryColor, accent: team.accentColor },
    isMember,
  }
}

/** Every team, A–Z, each saying whether the caller belongs to it. */
export async function listTeams(db: Database, user: SessionUser | null): Promise<TeamEntry[]> {
  const rows = await db.select(teamColumns).from(teams).leftJoin(sports, eq(sports.id, teams.sportId))
  const memberOf = user ? await teamsOfMember(db, user.id) : new Set<number>()
  return rows
    .map((row) => toEntry(row, memberOf.has(row.team.id)))
    .sort((a, b) => a.name.localeCompare(b.name, 'de-AT', { sensitivity: 'base' }))
}

/** A team for the caller; 404 for an unknown slug. */
async function viewTeam(
  db: Database,
  slug: string,
  user: SessionUser | null,
): Promise<{ readonly id: number; readonly view: TeamView }> {
  const [row] = await db
    .select(teamColumns)
    .from(teams)
    .leftJoin(sports, eq(sports.id, teams.sportId))
    .where(eq(teams.slug, slug))
    .limit(1)
  if (!row) throw notFound('Team')
  const isMember = user ? (await teamsOfMember(db, user.id, [row.team.id])).has(row.team.id) : false
  return {
    id: row.team.id,
    view: {
      team: toEntry(row, isMember),
      // A member orders at the account's own price type (its role), never at one the request names.
      membership: user && isMember ? { priceType: user.role } : null,
      pricesVisible: !row.team.isPrivate || isMember,
    },
  }
}

/** The product ids of a team's kit, best sellers first (sales rank 1 is the best seller). */
async function kitProductIds(db: Database, teamId: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id, salesRank: products.salesRank })
    .from(teamProducts)
    .innerJoin(products, eq(products.id, teamProducts.productId))
    .where(eq(teamProducts.teamId, teamId))
  return rows.sort((a, b) => a.salesRank - b.salesRank || a.id - b.id).map((row) => row.id)
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'de-AT', { sensitivity: 'base' })

/**
 * One team's kit for the caller: facets over the whole kit, then the products the filters leave, in
 * the requested order. Prices are the team's for the caller's price type (guests: vk), or null where
 * the caller may not see them. 404 for an unknown team; 422 for an unknown brand.
 */
export async function loadTeamPage(
  db: Database,
  slug: string,
  user: SessionUser | null,
  query: TeamPageQuery,
): Promise<TeamPage> {
  const { id: teamId, view } = await viewTeam(db, slug, user)
  if (query.brand !== undefined) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, query.brand))
    if (!brand) throw validationFailed({ brand: ['Unknown brand.'] })
  }
  const priceType = viewerPriceType(user)
  const ids = await kitProductIds(db, teamId)
  const summaries = await loadProductSummaries(db, ids, priceType, query.locale)
  // A product without a shop price is not sold, in the shop or in a team's kit.
  const kit = ids.flatMap((id) => summaries.get(id) ?? [])

  const brandFacet = new Map<string, { slug: string; name: string; count: number }>()
  const genderCounts = new Map<TeamGender, number>()
  for (const product of kit) {
    const { slug: brandSlug, name } = product.brand
    const facet = brandFacet.get(brandSlug)
    if (facet) facet.count += 1
    else brandFacet.set(brandSlug, { slug: brandSlug, name, count: 1 })
    genderCounts.set(product.genderSysname, (genderCounts.get(product.genderSysname) ?? 0) + 1)
  }

  const teamPrices = view.pricesVisible
    ? await loadTeamPrices(
        db,
        kit.map((product) => ({ teamId, productId: product.id })),
        priceType,
      )
    : new Map<string, number>()
  const shown = kit
    .filter((product) => query.brand === undefined || product.brand.slug === query.brand)
    .filter((product) => query.gender === undefined || product.genderSysname === query.gender)
    .map((product): TeamProductSummary => {
      if (!view.pricesVisible) return { ...product, prices: null }
      const teamCents = teamPrices.get(kitKey(teamId, product.id))
      return teamCents === undefined
        ? product
        : { ...product, prices: repricedPrices(product.prices, priceType, teamCents) }
    })
  // Hidden prices sort by the shop's vk price, so the order gives nothing of them away.
  const sortPrice = (product: TeamProductSummary) =>
    product.prices?.price ?? summaries.get(product.id)?.prices.vk ?? 0
  const rank = new Map(ids.map((id, index) => [id, index]))
  const bestseller = (a: TeamProductSummary, b: TeamProductSummary) =>
    (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)
  const order: Record<TeamSort, (a: TeamProductSummary, b: TeamProductSummary) => number> = {
    bestseller,
    'price-asc': (a, b) => sortPrice(a) - sortPrice(b) || bestseller(a, b),
    'price-desc': (a, b) => sortPrice(b) - sortPrice(a) || bestseller(a, b),
    name: (a, b) => byName(a, b) || bestseller(a, b),
  }
  return {
    ...view,
    facets: {
      brands: [...brandFacet.values()].sort(byName),
      genders: teamGenders.flatMap((value) => {
        const count = genderCounts.get(value) ?? 0
        return count > 0 ? [{ value, count }] : []
      }),
    },
    total: shown.length,
    products: shown.sort(order[query.sort]),
  }
}

/**
 * One kit product for the team's product page: the shop's product detail and the team price of the
 * caller's price type. 404 for an unknown team or product, and for a product outside the kit.
 */
export async function loadTeamProduct(
  db: Database,
  slug: string,
  productSlug: string,
  user: SessionUser | null,
  locale: ApiLocale,
): Promise<TeamProductPage> {
  const { id: teamId, view } = await viewTeam(db, slug, user)
  const priceType = viewerPriceType(user)
  const product = await loadProductDetail(db, productSlug, priceType, locale)
  if (!product) throw notFound('Product')
  const [inKit] = await db
    .select({ productId: teamProducts.productId })
    .from(teamProducts)
    .where(and(eq(teamProducts.teamId, teamId), eq(teamProducts.productId, product.id)))
  if (!inKit) throw new ApiError(404, "Product is not in this team's kit")
  if (!view.pricesVisible) return { ...view, product, teamPrice: null }
  const teamCents =
    (await loadTeamPrices(db, [{ teamId, productId: product.id }], priceType)).get(
      kitKey(teamId, product.id),
    ) ?? Math.round(product.prices.price * 100)
  return {
    ...view,
    product,
    teamPrice: {
      priceType,
      price: centsToEuros(teamCents),
      priceFull: formatCents(teamCents),
      vk: product.prices.vk,
      vkFull: product.prices.vkFull,
    },
  }
}

/** Kit products the team search answers per team at most; its `total` still counts them all. */
export const TEAM_SEARCH_PER_TEAM = 48

/** One team's matches in a search over the team kits. */
export interface TeamSearchGroup extends TeamView {
  /** Matching kit products of this team, all of them, however many `products` shows. */
  readonly total: number
  readonly products: TeamProductSummary[]
}

export interface TeamSearchResult {
  /** Kit products found, counted once per team that carries them. */
  readonly total: number
  /** Teams with matches: the caller's own first, then A–Z. */
  readonly teams: TeamSearchGroup[]
}

/**
 * The catalogue's free-text search (the words, synonyms, inflections and typos of the search page)
 * over the team kits: every team with matching kit products, each with the products in the search's
 * order (best matches first, then best sellers) and its own prices as on its team page, null where
 * the team keeps them to its members. No relaxed query: a word that finds nothing finds nothing.
 */
export async function searchTeamKits(
  services: Pick<ShopApiServices, 'db' | 'catalogIndex'>,
  user: SessionUser | null,
  q: string,
  locale: ApiLocale,
): Promise<TeamSearchResult> {
  const { db } = services
  const rows = await db.select(teamColumns).from(teams).leftJoin(sports, eq(sports.id, teams.sportId))
  const kitRows = await db
    .select({ teamId: teamProducts.teamId, productId: teamProducts.productId })
    .from(teamProducts)
  const kitIds = [...new Set(kitRows.map((row) => row.productId))]
  if (rows.length === 0 || kitIds.length === 0) return { total: 0, teams: [] }
  const priceType = viewerPriceType(user)
  const found = await searchCatalogWithIndex(
    db,
    await services.catalogIndex.current(),
    {
      path: null,
      q,
      filters: emptyFilterSelection,
      priceMin: null,
      priceMax: null,
      outlet: false,
      sort: defaultSort,
      page: 1,
      perPage: kitIds.length,
      productIds: kitIds,
      withFacets: false,
    },
    priceType,
    locale,
  )
  const matches = found?.products ?? []
  if (matches.length === 0) return { total: 0, teams: [] }

  const memberOf = user ? await teamsOfMember(db, user.id) : new Set<number>()
  const kit = new Set(kitRows.map((row) => kitKey(row.teamId, row.productId)))
  const groups = rows
    .map((row) => {
      const isMember = memberOf.has(row.team.id)
      const view: TeamView = {
        team: toEntry(row, isMember),
        membership: user && isMember ? { priceType: user.role } : null,
        pricesVisible: !row.team.isPrivate || isMember,
      }
      const own = matches.filter((product) => kit.has(kitKey(row.team.id, product.id)))
      return { teamId: row.team.id, view, own }
    })
    .filter((group) => group.own.length > 0)
    .sort(
      (a, b) =>
        Number(b.view.team.isMember) - Number(a.view.team.isMember) || byName(a.view.team, b.view.team),
    )

  const shownEntries = groups.flatMap((group) =>
    group.view.pricesVisible
      ? group.own
          .slice(0, TEAM_SEARCH_PER_TEAM)
          .map((product) => ({ teamId: group.teamId, productId: product.id }))
      : [],
  )
  const teamPrices = await loadTeamPrices(db, shownEntries, priceType)
  const result = groups.map(({ teamId, view, own }): TeamSearchGroup => ({
    ...view,
    total: own.length,
    products: own.slice(0, TEAM_SEARCH_PER_TEAM).map((product): TeamProductSummary => {
      if (!view.pricesVisible) return { ...product, prices: null }
      const teamCents = teamPrices.get(kitKey(teamId, product.id))
      return teamCents === undefined
        ? product
        : { ...product, prices: repricedPrices(product.prices, priceType, teamCents) }
    }),
  }))
  return { total: result.reduce((sum, group) => sum + group.total, 0), teams: result }
}
