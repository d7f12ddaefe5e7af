import { useRouter } from '@tanstack/react-router'
import type { BlockerFn } from '@tanstack/react-router'
import { useEffect } from 'react'
import {
  VERSION_CHECK_INTERVAL_MS,
  VERSION_MANIFEST_PATH,
  isNewVersionDeployed,
  isPageChange,
  readDeployedVersion,
} from '../app-version.model'
import { OWN_BUILD_ID } from '../build-id'

/** The deployed build id, or undefined when it cannot be known right now. */
async function fetchDeployedVersion(): Promise<string | undefined> {
  try {
    // Always asks the server (a 304 while nothing changed); the manifest is `no-cache` for proxies too.
    const response = await fetch(VERSION_MANIFEST_PATH, { cache: 'no-cache' })
    return response.ok ? readDeployedVersion(await response.json()) : undefined
  } catch {
    // Offline or a dropped connection: silently, the next check will tell.
    return undefined
  }
}

/**
 * In a tab whose build is no longer the deployed one, the next change of page is a full page load,
 * which brings the current build instead of asking the server for the old build's files.
 */
const loadNextPageFully: BlockerFn = ({ currentLocation, nextLocation, action }) => {
  if (!isPageChange(currentLocation.pathname, nextLocation.pathname)) return false
  if (action === 'PUSH') window.location.assign(nextLocation.href)
  else if (action === 'REPLACE') window.location.replace(nextLocation.href)
  else {
    // Back, forward or go: the address bar already shows the page the shopper went to. The promise
    // never settles, so the history neither restores the previous entry nor renders the page here.
    window.location.reload()
    return new Promise<boolean>(() => undefined)
  }
  return true
}

/**
 * Spec §7 app version check: every five minutes while the tab is visible, and when it becomes
 * visible again, the tab asks which build is deployed. When another one is, the next change of page
 * loads fully (above); nothing is shown and nothing interrupts the shopper. `<html data-app-version>`
 * records the last answer ("current" or "outdated") for the browser tests, and
 * `<html data-app-version-check="on">` that the check is listening.
 */
export default function AppVersionWatcher() {
  const router = useRouter()
  useEffect(() => {
    // The dev server writes no manifest, and its modules update in place.
    if (import.meta.env.DEV) return
    let active = true
    let unblock: (() => void) | undefined
    // Once outdated, always outdated: nothing left to ask (also when two checks overlap).
    const knownOutdated = () => unblock !== undefined
    const check = async () => {
      if (knownOutdated() || document.visibilityState !== 'visible') return
      const deployed = await fetchDeployedVersion()
      if (!active || knownOutdated() || deployed === undefined) return
      const outdated = isNewVersionDeployed(OWN_BUILD_ID, deployed)
      document.documentElement.dataset.appVersion = outdated ? 'outdated' : 'current'
      if (outdated)
        unblock = router.history.block({ blockerFn: loadNextPageFully, enableBeforeUnload: false })
    }
    const onVisibilityChange = () => void check()
    const interval = window.setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS)
    document.addEventListener('visibilitychange', onVisibilityChange)
    // The check loads after hydration; the browser tests wait for this before they act on it.
    document.documentElement.dataset.appVersionCheck = 'on'
    return () => {
      delete document.documentElement.dataset.appVersionCheck
      active = false
      window.clearInterval(interval)
      document.removeEventListener('visibilitychange', onVisibilityChange)
      unblock?.()
    }
  }, [router])
  return null
}
