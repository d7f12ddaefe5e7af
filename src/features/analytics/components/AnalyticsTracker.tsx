import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { pageTypeForPath, routeNameForPath } from '~/app-shell/route-names'
import { usePublicConfig } from '~/config/public-config'
import { viewerQuery } from '~/features/account/account.queries'
import { getLocale } from '~/paraglide/runtime'
import { countPageView, eightMinutesDueIn, sendsPageData } from '../analytics.model'
import { subscribeConsent } from '../consent'
import { pushPageData, startDataLayer, statisticsAllowed, track } from '../data-layer'
import { loadVisit, saveVisit, visitorId, watchConsentForVisit } from '../visit-storage'

/** The route name and page type of a (de-localized) path, as page data and web vitals report them. */
function pageOf(pathname: string) {
  return { routeName: routeNameForPath(pathname), pageType: pageTypeForPath(pathname) }
}

/** Core Web Vitals from real visits, once the shopper allows statistics (loaded only then). */
function startWebVitals(currentPathname: () => string): void {
  void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
    for (const observe of [onCLS, onINP, onLCP, onTTFB])
      observe((metric) => {
        const { routeName, pageType } = pageOf(currentPathname())
        track({
          event: 'web_vitals',
          metric_name: metric.name,
          metric_value: metric.value,
          metric_rating: metric.rating,
          metric_id: metric.id,
          page_type: pageType,
          route_name: routeName ?? 'other',
        })
      })
  })
}

/**
 * Page data on every page (spec §2 Navigation rules, except product lists and the guide), the
 * visit's `10_pages` and `8_minutes` events, and field performance data. Renders nothing.
 */
export function AnalyticsTracker() {
  const { GTM_ID, CURRENCY } = usePublicConfig()
  const { data: viewer } = useQuery(viewerQuery)
  const loggedIn = viewer?.kind === 'customer'
  const resolved = useRouterState({
    select: (state) =>
      state.resolvedLocation ? state.resolvedLocation.pathname + state.resolvedLocation.searchStr : '',
  })
  const pathnameRef = useRef('/')

  useEffect(() => {
    startDataLayer(GTM_ID, CURRENCY)
    watchConsentForVisit()
    let vitalsStarted = false
    const startVitalsOnce = () => {
      if (vitalsStarted || !statisticsAllowed()) return
      vitalsStarted = true
      startWebVitals(() => pathnameRef.current)
    }
    startVitalsOnce()

    let timer: ReturnType<typeof setTimeout> | undefined
    const scheduleEightMinutes = () => {
      clearTimeout(timer)
      const dueIn = eightMinutesDueIn(loadVisit(Date.now()), Date.now())
      if (dueIn === null) return
      timer = setTimeout(() => {
        const visit = loadVisit(Date.now())
        if (visit.sentEightMinutes || !statisticsAllowed()) return
        saveVisit({ ...visit, sentEightMinutes: true })
        track({ event: '8_minutes' })
      }, dueIn)
    }
    scheduleEightMinutes()
    const unsubscribe = subscribeConsent(() => {
      startVitalsOnce()
      scheduleEightMinutes()
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [GTM_ID, CURRENCY])

  useEffect(() => {
    if (resolved === '') return
    const pathname = resolved.split('?')[0] ?? '/'
    pathnameRef.current = pathname
    const { routeName, pageType } = pageOf(pathname)
    if (sendsPageData(routeName)) {
      const id = visitorId()
      pushPageData({
        event: 'page_data',
        page_type: pageType,
        route_name: routeName ?? 'other',
        page_path: window.location.pathname,
        page_language: getLocale(),
        currency: CURRENCY,
        login_state: loggedIn ? 'logged_in' : 'logged_out',
        ...(id ? { visitor_id: id } : {}),
      })
    }
    const { visit, tenPages } = countPageView(loadVisit(Date.now()))
    saveVisit(visit)
    if (tenPages) track({ event: '10_pages' })
    // For the browser tests, like data-hydrated: this page view has been counted and reported.
    document.documentElement.dataset.analytics = 'counted'
    // A page view is a new address; the login state is read at that moment, not re-sent on change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resolved])

  return null
}
