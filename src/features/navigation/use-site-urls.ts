import { usePublicConfig } from '~/config/public-config'
import type { SiteUrls } from '~/lib/safe-navigation'

/** The shop's host and checkout from public configuration, as the URL rules need them. */
export function useSiteUrls(): SiteUrls {
  const config = usePublicConfig()
  return { hostName: config.HOST_NAME, checkoutUrl: config.CHECKOUT_URL, checkoutHost: config.CHECKOUT_HOST }
}
