import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { planNavigation } from '~/lib/safe-navigation'
import { localizeHref } from '~/paraglide/runtime'
import { useSiteUrls } from './use-site-urls'

/**
 * Spec §8 programmatic navigation: internal URLs by client navigation in the current locale, the
 * checkout by a full page load; external URLs only with `allowExternal`, script protocols never.
 * Refusals throw with the spec's messages.
 */
export function useSafeNavigate(): (url: string, options?: { allowExternal?: boolean }) => void {
  const router = useRouter()
  const site = useSiteUrls()
  return useCallback(
    (url, options) => {
      const plan = planNavigation(url, site, options)
      if (plan.type === 'client') router.history.push(localizeHref(plan.path))
      else if (plan.type === 'document') window.location.assign(plan.href)
    },
    [router, site],
  )
}
