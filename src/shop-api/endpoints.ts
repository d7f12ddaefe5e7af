import { authEndpoints } from './auth/auth.endpoints'
import { bookingEndpoints } from './bookings/bookings.endpoints'
import { cartEndpoints } from './cart/cart.endpoints'
import { catalogEndpoints } from './catalog/catalog.endpoints'
import { checkoutEndpoints } from './checkout/checkout.endpoints'
import { contentEndpoints } from './content/content.endpoints'
import type { AnyEndpoint } from './http/endpoint'
import { loyaltyEndpoints } from './loyalty/loyalty.endpoints'
import { outboxEndpoints } from './mail/outbox.endpoints'
import { navigationEndpoints } from './navigation/navigation.endpoints'
import { sitemapEndpoints } from './sitemap/sitemap.endpoints'
import { stockAlertEndpoints } from './stock-alerts/stock-alerts.endpoints'
import { storeStockEndpoints } from './store-stock/store-stock.endpoints'
import { storeEndpoints } from './stores/stores.endpoints'
import { teamAuthEndpoints } from './team/team-auth.endpoints'
import { teamCartEndpoints } from './team/team-cart.endpoints'
import { teamOrderEndpoints } from './team/team-orders.endpoints'
import { teamWishlistEndpoints } from './team/team-wishlist.endpoints'
import { dataExportEndpoints } from './user/data-export.endpoints'
import { emailChangeEndpoints } from './user/email-change.endpoints'
import { orderCareEndpoints } from './user/order-care.endpoints'
import { orderReturnEndpoints } from './user/order-returns.endpoints'
import { invoiceEndpoints } from './user/invoices.endpoints'
import { userEndpoints } from './user/user.endpoints'
import { wishlistEndpoints } from './wishlist/wishlist.endpoints'

/** Every endpoint of the reference shop API, in documentation order. */
export const allEndpoints: readonly AnyEndpoint[] = [
  ...authEndpoints,
  ...userEndpoints,
  ...emailChangeEndpoints,
  ...dataExportEndpoints,
  ...loyaltyEndpoints,
  ...cartEndpoints,
  ...wishlistEndpoints,
  ...checkoutEndpoints,
  ...orderCareEndpoints,
  ...orderReturnEndpoints,
  ...invoiceEndpoints,
  ...teamAuthEndpoints,
  ...teamCartEndpoints,
  ...teamWishlistEndpoints,
  ...teamOrderEndpoints,
  ...navigationEndpoints,
  ...catalogEndpoints,
  ...stockAlertEndpoints,
  ...contentEndpoints,
  ...storeEndpoints,
  ...storeStockEndpoints,
  ...bookingEndpoints,
  ...sitemapEndpoints,
  ...outboxEndpoints,
]
