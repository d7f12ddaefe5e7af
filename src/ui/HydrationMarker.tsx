import { useEffect } from 'react'

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). Browser tests wait for it
 * before clicking, since a click in the moment between the HTML arriving and hydration finishing can
 * be lost; nothing in the shop itself depends on it.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
