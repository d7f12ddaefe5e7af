import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'
import { m } from '~/paraglide/messages'
import type { Store } from '~/shop-client/schemas/stores.schema'

/** Austria's bounding box (west, south, east, north), with a little room around it. */
const AUSTRIA_BOUNDS: [[number, number], [number, number]] = [
  [9.4, 46.3],
  [17.25, 49.1],
]

/**
 * The interactive store map, only when an operator configured a MapLibre style (MAP_STYLE_URL). It
 * enhances the server-drawn SVG map, which stays until the style has loaded and comes back if it
 * fails. MapLibre (about 1 MB) is loaded on the store pages only, and only then.
 */
export function InteractiveStoreMap({
  styleUrl,
  stores,
  label,
  linkTo,
  current,
  onReadyChange,
}: {
  styleUrl: string
  stores: readonly Pick<Store, 'slug' | 'name' | 'latitude' | 'longitude'>[]
  label: string
  linkTo?: (slug: string) => string
  current?: string | undefined
  onReadyChange: (ready: boolean) => void
}) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let map: MapLibreMap | undefined
    let cancelled = false
    Promise.all([
      import('maplibre-gl'),
      import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
      import('maplibre-gl/dist/maplibre-gl.css'),
    ])
      .then(([maplibre, worker]) => {
        if (cancelled) return
        // The worker is a file of this site (its own build asset), so the page policy allows it.
        maplibre.setWorkerUrl(worker.default)
        map = new maplibre.Map({
          container,
          style: styleUrl,
          bounds: AUSTRIA_BOUNDS,
          cooperativeGestures: true,
          attributionControl: { compact: true },
        })
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right')
        let loaded = false
        map.on('load', () => {
          loaded = true
          onReadyChange(true)
        })
        // A style that cannot be loaded leaves the SVG map; a missing tile later does not.
        map.on('error', (event) => {
          console.error(event.error)
          if (loaded) return
          setFailed(true)
          onReadyChange(false)
        })
        for (const store of stores) {
          const marker = document.createElement(linkTo ? 'a' : 'span')
          marker.className = `store-map-marker${store.slug === current ? ' store-map-marker-current' : ''}`
          marker.setAttribute('aria-label', store.name)
          marker.title = store.name
          if (marker instanceof HTMLAnchorElement && linkTo) marker.href = linkTo(store.slug)
          new maplibre.Marker({ element: marker }).setLngLat([store.longitude, store.latitude]).addTo(map)
        }
      })
      .catch((error: unknown) => {
        console.error(error)
        setFailed(true)
        onReadyChange(false)
      })
    return () => {
      cancelled = true
      map?.remove()
      onReadyChange(false)
    }
  }, [styleUrl, stores, linkTo, current, onReadyChange])

  if (failed) return null
  // MapLibre's own stylesheet (unlayered, so it beats our utilities) makes its container relative:
  // the container fills a frame that lies over the SVG map.
  return (
    <div
      role="region"
      aria-label={m.stores_interactive_map_label({ map: label })}
      className="absolute inset-0 overflow-hidden rounded-lg"
    >
      <div ref={containerRef} className="h-full w-full" />
    </div>
  )
}
