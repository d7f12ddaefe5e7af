import { TEAM_BUILD } from '~/config/build-mode'

/**
 * Every path of the shop API the storefront calls (spec §7 and docs/api.md), in one table. A path
 * parameter is escaped here, so a value can never reach another endpoint (`../`, `?`, `#`).
 *
 * The team build uses the team variants of auth, forgotten password, cart, wishlist and orders (spec
 * §7: "team build uses /api/v2/team/auth/ in place of /api/v1/auth/"); the rest of the contract is the
 * same for both builds.
 */
function segment(value: string | number): string {
  return encodeURIComponent(String(value))
}

const variant = TEAM_BUILD
  ? {
      auth: '/api/v2/team/auth/',
      forgotPassword: '/api/v2/team/forgotpassword/',
      cart: '/api/v2/team/cart/',
      wishlist: '/api/v2/team/wishlist/',
      orders: '/api/v2/team/orders/',
    }
  : {
      auth: '/api/v1/auth/',
      forgotPassword: '/api/v1/forgotpassword/',
      cart: '/api/v1/cart/',
      wishlist: '/api/v1/wishlist/',
      orders: '/api/v1/orders/',
    }

export const shopApiPaths = {
  auth: {
    login: `${variant.auth}login/`,
    register: `${variant.auth}register/`,
    logout: `${variant.auth}logout/`,
    /** Double opt-in confirmation; the shop's only (the team build has no opt-in). */
    doubleOptIn: (userHash: string) => `/api/v1/auth/doi/${segment(userHash)}/`,
    forgotPassword: variant.forgotPassword,
    resetPassword: '/api/v1/resetpassword/',
  },
  user: {
    account: '/api/v1/user/',
    personal: '/api/v1/user/personal/',
    separateEmail: '/api/v1/user/separate-email/',
    changePassword: '/api/v1/user/change-password/',
    email: '/api/v1/user/email/',
    export: '/api/v1/user/export/',
    confirmEmail: (token: string) => `/api/v1/user/email/confirm/${segment(token)}/`,
    store: '/api/v1/user/store/',
    orders: '/api/v1/user/orders/',
    order: (uuid: string) => `/api/v1/user/order/${segment(uuid)}/`,
    cancelOrder: (uuid: string) => `/api/v1/user/order/${segment(uuid)}/cancel/`,
    reorder: (uuid: string) => `/api/v1/user/order/${segment(uuid)}/reorder/`,
    returns: (uuid: string) => `/api/v1/user/order/${segment(uuid)}/returns/`,
    returnLabel: (uuid: string, returnId: string) =>
      `/api/v1/user/order/${segment(uuid)}/returns/${segment(returnId)}/label/`,
    invoice: (uuid: string) => `/api/v1/user/order/${segment(uuid)}/invoice/`,
    creditNote: (uuid: string, number: string) =>
      `/api/v1/user/order/${segment(uuid)}/credit-notes/${segment(number)}/`,
    shippingAddresses: '/api/v1/user/address/shipping/',
    shippingAddress: (uuid: string) => `/api/v1/user/address/shipping/${segment(uuid)}/`,
  },
  loyalty: '/api/v1/loyalty/',
  cart: {
    cart: variant.cart,
    merge: `${variant.cart}merge/`,
    line: (hash: string) => `${variant.cart}hash/${segment(hash)}/`,
    set: (hash: string) => `${variant.cart}set/${segment(hash)}/`,
  },
  wishlist: {
    wishlist: variant.wishlist,
    merge: `${variant.wishlist}merge/`,
    product: (productId: number) => `${variant.wishlist}${segment(productId)}/`,
  },
  orders: {
    place: variant.orders,
    /** An order's confirmation, for the browser that placed it (both builds). */
    confirmation: (uuid: string) => `/api/v1/orders/${segment(uuid)}/`,
    /** Cancels an order for the browser that placed it (a guest also names the order's e-mail). */
    cancel: (uuid: string) => `/api/v1/orders/${segment(uuid)}/cancel/`,
  },
  catalog: {
    search: '/api/v1/catalog/search/',
    product: (slug: string) => `/api/v1/catalog/product/${segment(slug)}/`,
  },
  brands: '/api/v1/brands/',
  menu: '/api/v1/menu/',
  search: {
    autosuggest: '/autosuggest/list/',
    limited: '/search-limited/',
    headerData: '/header-data/',
  },
  content: {
    page: (kind: string, slug: string) => `/api/v1/content/${segment(kind)}/${segment(slug)}/`,
    home: '/api/v1/content/home/',
    guide: '/api/v1/guide/',
    guideArticle: (slug: string) => `/api/v1/guide/article/${segment(slug)}/`,
    guideAuthor: (slug: string) => `/api/v1/guide/author/${segment(slug)}/`,
  },
  stores: {
    stores: '/api/v1/stores/',
    store: (slug: string) => `/api/v1/stores/${segment(slug)}/`,
  },
  flyers: {
    flyers: '/api/v1/flyers/',
    flyer: (slug: string) => `/api/v1/flyers/${segment(slug)}/`,
  },
  /** Omnichannel only (404 elsewhere): stock per store, pick-up of a cart, click & reserve. */
  storeStock: {
    stores: '/api/v1/stock/stores/',
    pickup: '/api/v1/stock/pickup/',
  },
  reservations: {
    create: '/api/v1/reservations/',
    reservation: (uuid: string) => `/api/v1/reservations/${segment(uuid)}/`,
    mine: '/api/v1/user/reservations/',
  },
  bookings: {
    catalog: '/api/v1/services/',
    storeServices: (store: number) => `/api/v1/stores/${segment(store)}/services/`,
    slots: (store: number, service: string) =>
      `/api/v1/stores/${segment(store)}/services/${segment(service)}/slots/`,
    rentalAvailability: (store: number, service: string) =>
      `/api/v1/stores/${segment(store)}/services/${segment(service)}/rental-availability/`,
    create: '/api/v1/bookings/',
    booking: (uuid: string) => `/api/v1/bookings/${segment(uuid)}/`,
    mine: '/api/v1/user/bookings/',
  },
  stockAlerts: {
    subscribe: '/api/v1/stock-alerts/',
    confirm: (token: string) => `/api/v1/stock-alerts/confirm/${segment(token)}/`,
  },
  sitemap: {
    index: '/api/v1/sitemap/',
    products: '/api/v1/sitemap/products/',
  },
  teams: {
    teams: '/api/v1/teams/',
    team: (slug: string) => `/api/v1/teams/${segment(slug)}/`,
    product: (team: string, product: string) =>
      `/api/v1/teams/${segment(team)}/products/${segment(product)}/`,
    /** The search over every team's kit (the team build's catch-all results page). */
    search: '/api/v1/catalog/team-search/',
  },
} as const
