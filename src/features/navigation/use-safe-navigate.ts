import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { navigationTarget } from './menu-route'
import { useSiteUrls } from './use-site-urls'

/**
 * Spec §8 programmatic navigation: internal URLs by client navigation in the current locale, the
 * checkout by a full page load; external URLs only with `allowExternal`, script protocols never.
 * Refusals throw with the spec's messages ("Navigating to an external URL is not allowed by default",
 * "Cannot navigate to a URL with {protocol} protocol").
 */
export function useSafeNavigate(): (url: string, options?: { allowExternal?: boolean }) => void {
  const router = useRouter()
  const site = useSiteUrls()
  return useCallback(
    (url, options) => {
      const target = navigationTarget(url, site, options)
      // The href is already localized and checked against the page's origin.
      if (target.type === 'client') router.history.push(target.href)
      else if (target.type === 'document') window.location.assign(target.href)
    },
    [router, site],
  )
}
