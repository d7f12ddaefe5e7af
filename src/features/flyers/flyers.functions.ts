import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { getServerConfig } from '~/config/config.server'
import { readFlyer, readFlyers } from '~/shop-client/api/flyers.server'
import { readStoreDirectory } from '~/shop-client/api/stores.server'
import { storeSlugSchema } from '~/shop-client/schemas/stores.schema'
import type { Store } from '~/shop-client/schemas/stores.schema'
import { validateInput } from '~/lib/validation'
import { flyerSlugSchema } from '~/shop-client/schemas/flyers.schema'
import type { Flyer, FlyerSummary } from '~/shop-client/schemas/flyers.schema'

/** Spec §4 Feature switching: with an empty FLIPPING_BOOK_PREFIX the flyer pages do not exist. */
function assertFlyersEnabled(): void {
  if (getServerConfig().FLIPPING_BOOK_PREFIX === '') throw notFound()
}

/** The flyers valid today and the upcoming ones, national and of every store: the /werbung/ page. */
export const getCurrentFlyers = createServerFn({ method: 'GET' }).handler(
  async (): Promise<FlyerSummary[]> => {
    assertFlyersEnabled()
    return readFlyers()
  },
)

export interface ShopFlyersPage {
  readonly store: Store
  readonly flyers: FlyerSummary[]
}

/** One store's flyers (its own and the national ones): /werbung/shop/{shopUrl}/. */
export const getShopFlyers = createServerFn({ method: 'GET' })
  .validator(validateInput(v.object({ shopUrl: storeSlugSchema })))
  .handler(async ({ data }): Promise<ShopFlyersPage> => {
    assertFlyersEnabled()
    const store = (await readStoreDirectory()).find((entry) => entry.slug === data.shopUrl)
    if (!store) throw notFound()
    const flyers = await readFlyers(store.slug)
    if (!flyers) throw notFound()
    return { store, flyers }
  })

/** One flyer with its page images: /werbung/{slug}/. Expired flyers stay readable. */
export const getFlyer = createServerFn({ method: 'GET' })
  .validator(validateInput(v.object({ slug: flyerSlugSchema })))
  .handler(async ({ data }): Promise<Flyer> => {
    assertFlyersEnabled()
    const flyer = await readFlyer(data.slug)
    if (!flyer) throw notFound()
    return flyer
  })
