import { TEAM_BUILD } from '~/config/build-mode'

/**
 * The shop API paths that differ between the shop and a team build (spec §7: "team build uses
 * /api/v2/team/auth/ in place of /api/v1/auth/", and the team variants of forgotten password, cart
 * and wishlist). Every call that has a team variant takes its path from here; the rest of the
 * contract (reset password, account, orders list) is the same for both.
 */
export const shopPaths = TEAM_BUILD
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
