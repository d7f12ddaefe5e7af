/**
 * The tables the seed fills, in insertion order: every table comes after the tables it references,
 * so the load also works where foreign keys are checked row by row.
 */
import {
  addresses,
  autosuggestPhrases,
  brands,
  categories,
  colors,
  contentPages,
  flyers,
  guideArticles,
  guideAuthors,
  loyaltyTransactions,
  menuItems,
  orderLines,
  orderCancellations,
  orderReturns,
  orderStatusChanges,
  orders,
  productOptions,
  productPrices,
  productRelations,
  productSetItems,
  productSets,
  products,
  sizeChartRows,
  searchSynonyms,
  sports,
  stores,
  teamMembers,
  teamProductPrices,
  teamProducts,
  teams,
  users,
} from '../db/schema'

export const seedTables = {
  brands,
  categories,
  sports,
  colors,
  products,
  productPrices,
  productOptions,
  productRelations,
  productSets,
  productSetItems,
  autosuggestPhrases,
  sizeChartRows,
  searchSynonyms,
  stores,
  guideAuthors,
  guideArticles,
  contentPages,
  flyers,
  menuItems,
  teams,
  teamProducts,
  teamProductPrices,
  users,
  teamMembers,
  addresses,
  orders,
  orderLines,
  orderStatusChanges,
  orderCancellations,
  orderReturns,
  loyaltyTransactions,
} as const

export type SeedTableKey = keyof typeof seedTables

/** Rows to insert per table; serial ids are set explicitly so the data is identical on every run. */
export type SeedRows = { [K in SeedTableKey]: (typeof seedTables)[K]['$inferInsert'][] }

export type Row<K extends SeedTableKey> = SeedRows[K][number]
