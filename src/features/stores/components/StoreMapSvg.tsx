import { m } from '~/paraglide/messages'
import type { StoreMap } from '~/shop-client/schemas/stores.schema'
import { outlineImageUrl } from '../map-outline-image'

/**
 * Austria with a marker per store, drawn by the server as SVG: it needs no script, no map tiles and
 * no request to another host. With `linkTo`, each marker is a link (to the store's entry in the list,
 * say) and so reachable by keyboard; `current` marks one store (the store page, the hovered entry).
 */
export function StoreMapSvg({
  map,
  names,
  label,
  linkTo,
  current,
  className = '',
}: {
  map: StoreMap
  /** Store names by slug, for the markers' accessible names. */
  names: ReadonlyMap<string, string>
  label: string
  linkTo?: (slug: string) => string
  current?: string | undefined
  className?: string
}) {
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      role={linkTo ? 'group' : 'img'}
      aria-label={label}
      className={`h-auto w-full ${className}`}
    >
      {/* An image, not a path: the map is then the page's largest contentful paint (see the module). */}
      <image
        href={outlineImageUrl(map.outline, map.width, map.height)}
        width={map.width}
        height={map.height}
      />
      {map.markers.map((marker) => {
        const isCurrent = marker.slug === current
        const dot = (
          <>
            <circle
              cx={marker.x}
              cy={marker.y}
              r={isCurrent ? 11 : 8}
              className={`stroke-white transition-[r] ${isCurrent ? 'fill-accent-600' : 'fill-brand-700 group-hover:fill-accent-600 group-focus-visible:fill-accent-600'}`}
              strokeWidth={2.5}
            />
            {/* A wider ring for the keyboard focus, drawn by the marker itself (SVG has no outline offset). */}
            <circle
              cx={marker.x}
              cy={marker.y}
              r={15}
              className="hidden fill-none stroke-accent-500 group-focus-visible:inline"
              strokeWidth={3}
            />
          </>
        )
        const name = names.get(marker.slug) ?? marker.slug
        return linkTo ? (
          <a key={marker.slug} href={linkTo(marker.slug)} aria-label={name} className="group outline-none">
            <title>{name}</title>
            {dot}
          </a>
        ) : (
          <g key={marker.slug} aria-hidden="true">
            {dot}
          </g>
        )
      })}
      {map.markers.length === 0 ? (
        <text x={map.width / 2} y={map.height / 2} textAnchor="middle" className="fill-ink-muted text-2xl">
          {m.stores_map_empty()}
        </text>
      ) : null}
    </svg>
  )
}
