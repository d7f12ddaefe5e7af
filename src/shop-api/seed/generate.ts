/**
 * The whole seed as data: every row of every seeded table (with explicit ids) and a description of
 * every media file. Pure and deterministic: same seed, product count and password hash give deeply
 * equal output, which the tests check.
 */
import { generateBookableServices } from './bookable-services'
import { generateAutosuggest } from './autosuggest'
import { generateSearchSynonyms } from './search-synonyms'
import { generateCatalog } from './catalog'
import type { CatalogProduct } from './catalog'
import {
  generateContentPages,
  generateFlyers,
  generateGuideAuthors,
  generateGuides,
  generateMenu,
  generateStores,
} from './content'
import { demoAccounts, generateCustomers } from './customers'
import { generateHomePages } from './home'
import type { MediaSpec } from './media'
import { generateSizeCharts } from './size-charts'
import type { SeedRows } from './tables'
import { generateTeamMembers } from './team-members'
import type { TeamAccount } from './team-members'

/**
 * The fixed "today" of the generated data (spec and flyers are dated around it). Fixed rather than
 * the clock, so seeding on another day gives the same data.
 */
export const SEED_REFERENCE_DATE = new Date('2026-11-22T08:00:00Z')

export interface GenerateOptions {
  readonly products: number
  readonly seed: number
  /** argon2id hash of DEMO_PASSWORD (hashing is the one non-deterministic step, done by the caller). */
  readonly passwordHash: string
  readonly referenceDate?: Date
}

export interface SeedData {
  readonly rows: SeedRows
  readonly media: readonly MediaSpec[]
  readonly catalogProducts: readonly CatalogProduct[]
  readonly accounts: readonly { readonly email: string; readonly role: string }[]
  /** The documented team accounts: each team's player and coach. */
  readonly teamAccounts: readonly TeamAccount[]
}

export function generateSeedData(options: GenerateOptions): SeedData {
  const referenceDate = options.referenceDate ?? SEED_REFERENCE_DATE
  const seed = options.seed >>> 0
  const catalog = generateCatalog(seed, options.products, referenceDate)
  const media = [...catalog.media]
  const stores = generateStores(seed, media)
  const bookableServices = generateBookableServices(seed, stores)
  const guideArticles = generateGuides(seed, referenceDate, catalog.sportIdBySlug, media)
  const textPages = generateContentPages(seed, referenceDate)
  const contentPages = [
    ...textPages,
    ...generateHomePages(
      seed,
      referenceDate,
      catalog.categoryRefs,
      catalog.products,
      textPages.length + 1,
      media,
    ),
  ]
  const flyers = generateFlyers(seed, stores, catalog.catalogProducts, media)
  const menuItems = generateMenu(catalog.categoryRefs, catalog.catalogProducts, media)
  const autosuggestPhrases = generateAutosuggest(seed, catalog.categoryRefs, catalog.catalogProducts)
  const customers = generateCustomers(
    seed,
    referenceDate,
    options.passwordHash,
    stores,
    catalog.catalogProducts,
  )
  const teamMembers = generateTeamMembers({
    seed,
    referenceDate,
    passwordHash: options.passwordHash,
    teams: catalog.teams,
    stores,
    firstUserId: customers.users.length + 1,
    firstAddressId: customers.addresses.length + 1,
    firstLoyaltyId: customers.loyaltyTransactions.length + 1,
  })
  return {
    rows: {
      brands: catalog.brands,
      categories: catalog.categories,
      sports: catalog.sports,
      colors: catalog.colors,
      products: catalog.products,
      productPrices: catalog.productPrices,
      productOptions: catalog.productOptions,
      productRelations: catalog.productRelations,
      productSets: catalog.productSets,
      productSetItems: catalog.productSetItems,
      autosuggestPhrases,
      sizeChartRows: generateSizeCharts(),
      searchSynonyms: generateSearchSynonyms(),
      stores,
      ...bookableServices,
      guideAuthors: generateGuideAuthors(),
      guideArticles,
      contentPages,
      flyers,
      menuItems,
      teams: catalog.teams,
      teamProducts: catalog.teamProducts,
      teamProductPrices: catalog.teamProductPrices,
      users: [...customers.users, ...teamMembers.users],
      teamMembers: teamMembers.teamMembers,
      addresses: [...customers.addresses, ...teamMembers.addresses],
      orders: customers.orders,
      orderLines: customers.orderLines,
      orderStatusChanges: customers.orderStatusChanges,
      orderCancellations: customers.orderCancellations,
      orderReturns: customers.orderReturns,
      loyaltyTransactions: [...customers.loyaltyTransactions, ...teamMembers.loyaltyTransactions],
    },
    media,
    catalogProducts: catalog.catalogProducts,
    accounts: demoAccounts.map((account) => ({ email: account.email, role: account.role })),
    teamAccounts: teamMembers.accounts,
  }
}
