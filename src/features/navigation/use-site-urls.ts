import { useMemo } from 'react'
import { usePublicConfig } from '~/config/public-config'
import type { SiteUrls } from '~/lib/safe-navigation'

/** The shop's host and checkout from public configuration, as the URL rules need them. */
export function useSiteUrls(): SiteUrls {
  const config = usePublicConfig()
  const { HOST_NAME: hostName, CHECKOUT_URL: checkoutUrl, CHECKOUT_HOST: checkoutHost } = config
  // One object while the configuration stays the same, so callbacks depending on it stay stable.
  return useMemo(() => ({ hostName, checkoutUrl, checkoutHost }), [hostName, checkoutUrl, checkoutHost])
}
