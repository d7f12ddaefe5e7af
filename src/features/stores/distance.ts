/** Distances between points on the earth, for "use my location" in the shop locator. */

export interface GeoPoint {
  readonly latitude: number
  readonly longitude: number
}

const EARTH_RADIUS_KM = 6371.0088
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in kilometres (haversine): plenty precise within a country. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude)
  const dLng = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * The stores nearest first, each with its distance. Equal distances keep their given order, so the
 * list does not shuffle between renders.
 */
export function sortByDistance<T extends GeoPoint>(
  stores: readonly T[],
  origin: GeoPoint,
): (T & { readonly distanceKm: number })[] {
  return stores
    .map((store, index) => ({ store, index, distance: distanceKm(origin, store) }))
    .sort((left, right) => left.distance - right.distance || left.index - right.index)
    .map(({ store, distance }) => ({ ...store, distanceKm: distance }))
}
