/**
 * Read-only endpoints of the shop locator and the flyer catalogues.
 */
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { notFound } from '../http/errors'
import { listFlyers, loadFlyer } from './flyers.service'
import {
  flyerParamsSchema,
  flyerResponseSchema,
  flyersQuerySchema,
  flyersResponseSchema,
  storeParamsSchema,
  storeResponseSchema,
  storesQuerySchema,
  storesResponseSchema,
} from './stores.schema'
import { findStore, listStores, storeEntry } from './stores.service'

const exampleStore = {
  id: 3,
  slug: 'wien-mariahilfer-strasse',
  name: 'Sportalpin Wien Mariahilfer Straße',
  url: '/shop/wien-mariahilfer-strasse/',
  street: 'Mariahilfer Straße',
  streetNo: '85',
  postal: '1060',
  city: 'Wien',
  state: 'Wien',
  phone: '+43 1 5974410',
  email: 'wien-mariahilf@sportalpin.at',
  latitude: 48.1967,
  longitude: 16.3468,
  openingHours: [
    { day: 1, open: '09:30', close: '19:00' },
    { day: 6, open: '09:30', close: '18:00' },
  ],
  services: ['Skiservice', 'Laufanalyse', 'Click & Collect'],
  image: '/media/stores/wien-mariahilfer-strasse.svg',
  distanceKm: null,
}

const exampleFlyer = {
  id: 12,
  slug: 'winterstart-2026',
  url: '/werbung/winterstart-2026/',
  title: 'Winterstart 2026',
  validFrom: '2026-11-16',
  validTo: '2026-11-29',
  status: 'current' as const,
  cover: '/media/flyers/winterstart-2026-1.svg',
  pageCount: 16,
  store: null,
}

export const storesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/stores/',
  summary:
    'The shop locator (spec §2 /shops/): stores, optionally found by `q` (every word in city, postal code or name, ignoring case and diacritics). With `lat` and `lng` (decimal degrees, sent together) stores come nearest first with `distanceKm`; otherwise by city and name.',
  auth: 'none',
  requestId: 'none',
  query: storesQuerySchema,
  response: storesResponseSchema,
  failures: [
    { status: 422, when: 'q above 100 characters, lat/lng not numbers in range, or only one of them' },
  ],
  example: {
    query: { q: 'wien', lat: '48.2082', lng: '16.3738' },
    response: { data: { stores: [{ ...exampleStore, distanceKm: 2.1 }] } },
  },
  handler: async ({ services, query }) => {
    const position =
      query.lat !== undefined && query.lng !== undefined
        ? { latitude: query.lat, longitude: query.lng }
        : null
    return { data: { stores: await listStores(services.db, { q: query.q, position }) } }
  },
})

export const storeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/stores/:slug/',
  summary:
    "One store (spec §2 /shop/{slug}/) with its current and upcoming flyers: the store's own and the national ones.",
  auth: 'none',
  requestId: 'none',
  params: storeParamsSchema,
  response: storeResponseSchema,
  failures: [{ status: 404, when: 'no store has this slug' }],
  example: {
    path: '/api/v1/stores/wien-mariahilfer-strasse/',
    response: { data: { store: exampleStore, flyers: [exampleFlyer] } },
  },
  handler: async ({ services, params }) => {
    const store = await findStore(services.db, params.slug)
    if (!store) throw notFound('Store')
    const flyers = await listFlyers(services.db, services.now(), store.id)
    return { data: { store: storeEntry(store), flyers } }
  },
})

export const flyersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/flyers/',
  summary:
    "Flyer catalogues (spec §2 /werbung/): those valid today (Austrian date) and upcoming ones, earliest first. With `store={slug}`: that store's and the national ones.",
  auth: 'none',
  requestId: 'none',
  query: flyersQuerySchema,
  response: flyersResponseSchema,
  failures: [{ status: 404, when: 'the store does not exist' }],
  example: { query: { store: 'wien-mariahilfer-strasse' }, response: { data: { flyers: [exampleFlyer] } } },
  handler: async ({ services, query }) => {
    let storeId: number | null = null
    // `?store=` (empty) means no store, as the storefront sends it before one is chosen.
    if (query.store !== undefined && query.store !== '') {
      const store = await findStore(services.db, query.store)
      if (!store) throw notFound('Store')
      storeId = store.id
    }
    return { data: { flyers: await listFlyers(services.db, services.now(), storeId) } }
  },
})

export const flyerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/flyers/:slug/',
  summary:
    'One flyer (spec §2 /werbung/{slug}/) with its page images. Expired flyers stay readable with status `expired`.',
  auth: 'none',
  requestId: 'none',
  params: flyerParamsSchema,
  response: flyerResponseSchema,
  failures: [{ status: 404, when: 'no flyer has this slug' }],
  example: {
    path: '/api/v1/flyers/winterstart-2026/',
    response: {
      data: {
        flyer: {
          ...exampleFlyer,
          pages: ['/media/flyers/winterstart-2026-1.svg', '/media/flyers/winterstart-2026-2.svg'],
          pageCount: 2,
        },
      },
    },
  },
  handler: async ({ services, params }) => {
    const flyer = await loadFlyer(services.db, services.now(), params.slug)
    if (!flyer) throw notFound('Flyer')
    return { data: { flyer: { ...flyer, pages: [...flyer.pages] } } }
  },
})

export const storeEndpoints: AnyEndpoint[] = [storesEndpoint, storeEndpoint, flyersEndpoint, flyerEndpoint]
