/**
 * The store map: Austria's outline from Natural Earth (1:50m, the `world-atlas` package), projected
 * with d3-geo and drawn as an SVG path. Nothing is fetched from another host, and the outline is
 * projected once per process: it is the same for every page and every shopper. Markers are projected
 * per request, which costs microseconds.
 */
import { geoMercator, geoPath } from 'd3-geo'
import type { GeoProjection } from 'd3-geo'
import type { Feature } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries from 'world-atlas/countries-50m.json' with { type: 'json' }
import type { GeoPoint } from './distance'
import type { MapMarker, StoreMap } from '~/shop-client/schemas/stores.schema'

/** ISO 3166-1 numeric code of Austria, the id of its geometry in Natural Earth. */
const AUSTRIA = '040'
const WIDTH = 800
const HEIGHT = 420
const MARGIN = 12

interface Outline {
  readonly projection: GeoProjection
  readonly path: string
}

let outline: Outline | undefined

function austriaOutline(): Outline {
  if (outline) return outline
  const topology = countries as unknown as Topology<{ countries: GeometryCollection }>
  const geometry = topology.objects.countries.geometries.find((entry) => entry.id === AUSTRIA)
  if (!geometry) throw new Error('Austria is missing from the country outlines')
  const austria = feature(topology, geometry) as Feature
  const projection = geoMercator().fitExtent(
    [
      [MARGIN, MARGIN],
      [WIDTH - MARGIN, HEIGHT - MARGIN],
    ],
    austria,
  )
  const path = geoPath(projection).digits(1)(austria)
  if (!path) throw new Error('Austria’s outline could not be drawn')
  outline = { projection, path }
  return outline
}

/** Austria with a marker per store given (in the order given). */
export function storeMap(stores: readonly (GeoPoint & { readonly slug: string })[]): StoreMap {
  const { projection, path } = austriaOutline()
  const markers: MapMarker[] = stores.flatMap((store) => {
    const point = projection([store.longitude, store.latitude])
    return point
      ? [{ slug: store.slug, x: Math.round(point[0] * 10) / 10, y: Math.round(point[1] * 10) / 10 }]
      : []
  })
  return { width: WIDTH, height: HEIGHT, outline: path, markers }
}
