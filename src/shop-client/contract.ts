/**
 * Every shop API endpoint the storefront calls, collected from the resource schema modules (see
 * `schemas/contract.ts`). Read by the contract test and by nothing at run time.
 */
import { accountContract } from './schemas/account.schema'
import { authContract } from './schemas/auth.schema'
import { bookingsContract } from './schemas/bookings.schema'
import { brandsContract } from './schemas/brands.schema'
import { cartContract } from './schemas/cart.schema'
import { catalogContract } from './schemas/catalog.schema'
import { checkoutContract } from './schemas/checkout.schema'
import { contentContract } from './schemas/content.schema'
import type { ContractEndpoint } from './schemas/contract'
import { flyersContract } from './schemas/flyers.schema'
import { homeContract } from './schemas/home.schema'
import { loyaltyContract } from './schemas/loyalty.schema'
import { navigationContract } from './schemas/navigation.schema'
import { productContract } from './schemas/product.schema'
import { searchContract } from './schemas/search.schema'
import { sitemapContract } from './schemas/sitemap.schema'
import { stockAlertsContract } from './schemas/stock-alerts.schema'
import { storeStockContract } from './schemas/store-stock.schema'
import { storesContract } from './schemas/stores.schema'
import { teamContract } from './schemas/team.schema'
import { wishlistContract } from './schemas/wishlist.schema'

export const storefrontContract: readonly ContractEndpoint[] = [
  ...authContract(),
  ...accountContract(),
  ...loyaltyContract(),
  ...cartContract(),
  ...wishlistContract(),
  ...checkoutContract(),
  ...teamContract(),
  ...navigationContract(),
  ...searchContract(),
  ...catalogContract(),
  ...productContract(),
  ...brandsContract(),
  ...stockAlertsContract(),
  ...contentContract(),
  ...homeContract(),
  ...storesContract(),
  ...storeStockContract(),
  ...bookingsContract(),
  ...flyersContract(),
  ...sitemapContract(),
]
