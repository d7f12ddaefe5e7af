import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { setHomeStore } from '~/shop-client/api/account.server'
import { readStoreServices } from '~/shop-client/api/bookings.server'
import { readStore, readStoreDirectory, readStores } from '~/shop-client/api/stores.server'
import { readShopSession } from '~/shop-client/session-gateway.server'
import type { FormResult } from '~/lib/form-result'
import { validateInput } from '~/lib/validation'
import { closingHolidaysAround } from '~/lib/holidays.server'
import { readMyStoreCookie, writeMyStoreCookie } from './my-store.server'
import type { MyStore } from './my-store.model'
import { storeMap } from './store-map.server'
import { storeSlugSchema } from '~/shop-client/schemas/stores.schema'
import type { FlyerSummary } from '~/shop-client/schemas/flyers.schema'
import type { Holiday, Store, StoreMap } from '~/shop-client/schemas/stores.schema'

export interface StoreLocatorPage {
  /** The stores found (all without a search), by city and name. */
  readonly stores: Store[]
  readonly map: StoreMap
  readonly holidays: Holiday[]
  /** When the server rendered the page (ISO): "open now" until the browser's clock takes over. */
  readonly renderedAt: string
}

/** The shop locator (spec §2 /shops/): every store, or those matching the shopper's search. */
export const getStoreLocator = createServerFn({ method: 'GET' })
  .validator(validateInput(v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(100))) })))
  .handler(async ({ data }): Promise<StoreLocatorPage> => {
    const stores = data.q ? await readStores(data.q) : await readStoreDirectory()
    const now = new Date()
    return {
      stores,
      map: storeMap(stores),
      holidays: await closingHolidaysAround(now),
      renderedAt: now.toISOString(),
    }
  })

export interface StoreDetailsPage {
  readonly store: Store
  readonly flyers: FlyerSummary[]
  readonly map: StoreMap
  readonly holidays: Holiday[]
  readonly renderedAt: string
  /** Whether the store takes bookings for a service or rental (/termin-buchen/). */
  readonly bookable: boolean
}

/** One store (spec §2 /shop/{slug}/) with its flyers; an unknown store is a 404. */
export const getStoreDetails = createServerFn({ method: 'GET' })
  .validator(validateInput(v.object({ slug: storeSlugSchema })))
  .handler(async ({ data }): Promise<StoreDetailsPage> => {
    const details = await readStore(data.slug)
    if (!details) throw notFound()
    const { store, flyers } = details
    const now = new Date()
    const [holidays, services] = await Promise.all([
      closingHolidaysAround(now),
      // The store page stands without its booking link when the booking service does not answer.
      readStoreServices(store.id, 'de-AT').catch(() => null),
    ])
    return {
      store,
      flyers,
      map: storeMap([store]),
      holidays,
      renderedAt: now.toISOString(),
      bookable: (services?.services.length ?? 0) > 0,
    }
  })

const toMyStore = (store: Store): MyStore => ({
  id: store.id,
  slug: store.slug,
  name: store.name,
  city: store.city,
})

/**
 * A visitor's chosen store, from the cookie. Customers have theirs in the account data (the viewer
 * query), so this answers null for them without asking the shop.
 */
export const getVisitorStore = createServerFn({ method: 'GET' }).handler(
  async (): Promise<MyStore | null> => {
    if (readShopSession().token) return null
    const slug = readMyStoreCookie()
    if (!slug) return null
    const store = (await readStoreDirectory()).find((entry) => entry.slug === slug)
    return store ? toMyStore(store) : null
  },
)

/**
 * "Make this my store" (or forget it, with null): the account's home store for a customer, the
 * cookie for a visitor. An unknown store is refused.
 */
export const chooseMyStore = createServerFn({ method: 'POST' })
  .validator(validateInput(v.object({ slug: v.nullable(storeSlugSchema) })))
  .handler(async ({ data }): Promise<FormResult<MyStore | null>> => {
    const store =
      data.slug === null ? null : (await readStoreDirectory()).find((entry) => entry.slug === data.slug)
    if (store === undefined)
      return {
        ok: false,
        reason: 'invalid',
        message: 'unknown-store',
        fieldErrors: { slug: ['unknown-store'] },
      }
    if (!readShopSession().token) {
      writeMyStoreCookie(store?.slug ?? null)
      return { ok: true, value: store ? toMyStore(store) : null }
    }
    const saved = await setHomeStore(store?.id ?? null)
    return saved.ok ? { ok: true, value: store ? toMyStore(store) : null } : saved
  })
