import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertFlyer, insertStore } from '../catalog/testing'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import {
  flyerEndpoint,
  flyersEndpoint,
  storeEndpoint,
  storeEndpoints,
  storesEndpoint,
} from './stores.endpoints'
import { viennaDate } from './flyers.service'
import { haversineKm } from './stores.service'

/** Issues of an endpoint's documented example against its own response schema. */
function exampleIssues(endpoint: {
  readonly response: v.GenericSchema
  readonly example: { readonly response: unknown }
}) {
  return v.safeParse(endpoint.response, endpoint.example.response).issues
}

describe('store endpoint examples', () => {
  it.each(storeEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s documents an example that fits its response schema',
    (_path, endpoint) => {
      expect(exampleIssues(endpoint)).toBeUndefined()
    },
  )
})

describe('viennaDate', () => {
  it('uses the Austrian calendar day', () => {
    expect(viennaDate(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22')
    expect(viennaDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23')
    expect(viennaDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01')
    expect(viennaDate(new Date('2026-07-01T22:01:00Z'))).toBe('2026-07-02')
  })
})

describe.each(testBackends())('store endpoints on %s', (backend) => {
  let api: TestApi
  const slugs: Record<'wien' | 'neustadt' | 'graz' | 'linz', string> = {
    wien: '',
    neustadt: '',
    graz: '',
    linz: '',
  }
  const flyerSlugs: Record<'national' | 'grazOnly' | 'linzOnly' | 'upcoming' | 'expired', string> = {
    national: '',
    grazOnly: '',
    linzOnly: '',
    upcoming: '',
    expired: '',
  }
  const graz = { latitude: 47.0707, longitude: 15.4395 }

  beforeAll(async () => {
    api = await startTestApi(backend, storeEndpoints)
    const { db } = api
    const wien = await insertStore(db, {
      name: 'Sportalpin Wien Mariahilfer Straße',
      street: 'Mariahilfer Straße',
      city: 'Wien',
      postal: '1060',
      latitude: 48.1967,
      longitude: 16.3468,
    })
    const neustadt = await insertStore(db, {
      name: 'Sportalpin Wiener Neustadt',
      city: 'Wiener Neustadt',
      postal: '2700',
      latitude: 47.8151,
      longitude: 16.2465,
    })
    const grazStore = await insertStore(db, {
      name: 'Sportalpin Graz',
      city: 'Graz',
      postal: '8010',
      ...graz,
    })
    const linz = await insertStore(db, {
      name: 'Sportalpin Linz',
      city: 'Linz',
      postal: '4020',
      latitude: 48.3069,
      longitude: 14.2858,
    })
    Object.assign(slugs, { wien: wien.slug, neustadt: neustadt.slug, graz: grazStore.slug, linz: linz.slug })
    // The test clock stands at 2026-11-22.
    flyerSlugs.national = (
      await insertFlyer(db, { title: 'Winterstart', validFrom: '2026-11-16', validTo: '2026-11-22' })
    ).slug
    flyerSlugs.grazOnly = (
      await insertFlyer(db, {
        title: 'Graz Eröffnung',
        validFrom: '2026-11-20',
        validTo: '2026-12-01',
        storeId: grazStore.id,
      })
    ).slug
    flyerSlugs.linzOnly = (
      await insertFlyer(db, {
        title: 'Linz Skitage',
        validFrom: '2026-11-18',
        validTo: '2026-11-30',
        storeId: linz.id,
      })
    ).slug
    flyerSlugs.upcoming = (
      await insertFlyer(db, {
        title: 'Weihnachten',
        validFrom: '2026-12-01',
        validTo: '2026-12-24',
        pages: 8,
      })
    ).slug
    flyerSlugs.expired = (
      await insertFlyer(db, { title: 'Herbst', validFrom: '2026-10-01', validTo: '2026-11-21' })
    ).slug
  }, 120_000)

  afterAll(async () => {
    await api.close()
  })

  async function stores(query: Record<string, string>) {
    const result = await api.call('GET', '/api/v1/stores/', { query })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return v.parse(storesEndpoint.response, result.body).data.stores
  }

  describe('GET /api/v1/stores/', () => {
    it('lists all stores by city without a position', async () => {
      const all = await stores({})
      expect(all.map((store) => store.city)).toEqual(['Graz', 'Linz', 'Wien', 'Wiener Neustadt'])
      expect(all.every((store) => store.distanceKm === null)).toBe(true)
      expect(all[0]).toMatchObject({ url: `/shop/${slugs.graz}/`, services: ['Skiservice'] })
      expect(all[0]?.openingHours).toHaveLength(6)
    })

    it('finds stores by city, postal code or name, ignoring case and diacritics', async () => {
      expect((await stores({ q: 'WIEN' })).map((store) => store.slug)).toEqual([slugs.wien, slugs.neustadt])
      expect((await stores({ q: '1060' })).map((store) => store.slug)).toEqual([slugs.wien])
      for (const q of ['strasse', 'straße', 'mariahilfer STRASSE']) {
        expect(
          (await stores({ q })).map((store) => store.slug),
          q,
        ).toEqual([slugs.wien])
      }
      expect(await stores({ q: 'innsbruck' })).toEqual([])
    })

    it('sorts by distance from lat/lng and reports it', async () => {
      const near = await stores({ lat: String(graz.latitude), lng: String(graz.longitude) })
      expect(near.map((store) => store.slug)).toEqual([slugs.graz, slugs.neustadt, slugs.wien, slugs.linz])
      expect(near[0]?.distanceKm).toBe(0)
      const wien = near.find((store) => store.slug === slugs.wien)
      expect(wien?.distanceKm).toBeCloseTo(
        Math.round(haversineKm(graz, { latitude: 48.1967, longitude: 16.3468 }) * 10) / 10,
        5,
      )
      expect(wien?.distanceKm).toBeGreaterThan(140)
      expect(wien?.distanceKm).toBeLessThan(150)
      const filtered = await stores({ q: 'wien', lat: '48.2082', lng: '16.3738' })
      expect(filtered.map((store) => store.slug)).toEqual([slugs.wien, slugs.neustadt])
    })

    it.each([
      [{ lat: '48.2' }, 'lng'],
      [{ lat: 'abc', lng: '16.3' }, 'lat'],
      [{ lat: '91', lng: '16.3' }, 'lat'],
      [{ lat: '48.2', lng: '181' }, 'lng'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ])('answers %j with 422 naming %s', async (query, field) => {
      const result = await api.call('GET', '/api/v1/stores/', { query })
      expect(result).toMatchObject({ status: 422, body: { errors: { [field]: [expect.any(String)] } } })
    })
  })

  describe('GET /api/v1/stores/{slug}/', () => {
    it('answers a store with its own and the national current and upcoming flyers', async () => {
      const result = await api.call('GET', `/api/v1/stores/${slugs.graz}/`)
      expect(result.status).toBe(200)
      const { store, flyers } = v.parse(storeEndpoint.response, result.body).data
      expect(store).toMatchObject({ slug: slugs.graz, city: 'Graz', distanceKm: null })
      expect(flyers.map((flyer) => flyer.slug)).toEqual([
        flyerSlugs.national,
        flyerSlugs.grazOnly,
        flyerSlugs.upcoming,
      ])
    })

    it('answers an unknown store with 404', async () => {
      expect(await api.call('GET', '/api/v1/stores/gibt-es-nicht/')).toMatchObject({
        status: 404,
        body: { message: 'Store not found' },
      })
    })
  })

  describe('GET /api/v1/flyers/', () => {
    it('lists current and upcoming flyers, earliest first, without expired ones', async () => {
      const result = await api.call('GET', '/api/v1/flyers/')
      const { flyers } = v.parse(flyersEndpoint.response, result.body).data
      const emptyStore = await api.call('GET', '/api/v1/flyers/', { query: { store: '' } })
      expect(v.parse(flyersEndpoint.response, emptyStore.body).data.flyers).toEqual(flyers)
      expect(flyers.map((flyer) => [flyer.slug, flyer.status])).toEqual([
        [flyerSlugs.national, 'current'],
        [flyerSlugs.linzOnly, 'current'],
        [flyerSlugs.grazOnly, 'current'],
        [flyerSlugs.upcoming, 'upcoming'],
      ])
      expect(flyers.find((flyer) => flyer.slug === flyerSlugs.linzOnly)?.store).toEqual({
        slug: slugs.linz,
        name: 'Sportalpin Linz',
      })
      expect(flyers.find((flyer) => flyer.slug === flyerSlugs.upcoming)).toMatchObject({
        pageCount: 8,
        cover: `/media/flyers/${flyerSlugs.upcoming}-1.svg`,
        store: null,
        url: `/werbung/${flyerSlugs.upcoming}/`,
      })
    })

    it("narrows to a store's and the national flyers, and moves with the clock", async () => {
      const result = await api.call('GET', '/api/v1/flyers/', { query: { store: slugs.linz } })
      expect(v.parse(flyersEndpoint.response, result.body).data.flyers.map((flyer) => flyer.slug)).toEqual([
        flyerSlugs.national,
        flyerSlugs.linzOnly,
        flyerSlugs.upcoming,
      ])
      // 23:30 UTC on the 22nd is already the 23rd in Vienna: the national flyer has ended.
      api.clock.now = new Date('2026-11-22T23:30:00Z')
      try {
        const later = await api.call('GET', '/api/v1/flyers/', { query: { store: slugs.linz } })
        expect(v.parse(flyersEndpoint.response, later.body).data.flyers.map((flyer) => flyer.slug)).toEqual([
          flyerSlugs.linzOnly,
          flyerSlugs.upcoming,
        ])
      } finally {
        api.clock.now = new Date('2026-11-22T10:00:00Z')
      }
    })

    it('answers an unknown store with 404', async () => {
      expect(await api.call('GET', '/api/v1/flyers/', { query: { store: 'gibt-es-nicht' } })).toMatchObject({
        status: 404,
        body: { message: 'Store not found' },
      })
    })
  })

  describe('GET /api/v1/flyers/{slug}/', () => {
    it('answers a flyer with its pages; an expired one stays readable', async () => {
      const result = await api.call('GET', `/api/v1/flyers/${flyerSlugs.upcoming}/`)
      const { flyer } = v.parse(flyerEndpoint.response, result.body).data
      expect(flyer).toMatchObject({ title: 'Weihnachten', status: 'upcoming', pageCount: 8 })
      expect(flyer.pages).toHaveLength(8)
      const expired = await api.call('GET', `/api/v1/flyers/${flyerSlugs.expired}/`)
      expect(v.parse(flyerEndpoint.response, expired.body).data.flyer.status).toBe('expired')
    })

    it('answers an unknown flyer with 404', async () => {
      expect(await api.call('GET', '/api/v1/flyers/gibt-es-nicht/')).toMatchObject({
        status: 404,
        body: { message: 'Flyer not found' },
      })
    })
  })
})
