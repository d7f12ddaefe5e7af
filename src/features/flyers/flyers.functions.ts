import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { getServerConfig } from '~/config/config.server'
import { isRefusedRead } from '~/features/catalog/catalog-reads.server'
import { readFromShop } from '~/shop-client/session-gateway.server'
import { storeDirectory } from '~/features/stores/store-directory.server'
import { storeSlugSchema } from '~/shop-client/schemas/stores.schema'
import type { Store } from '~/shop-client/schemas/stores.schema'
import { validateInput } from '~/lib/validation'
import { flyerResponseSchema, flyerSlugSchema, flyersResponseSchema } from '~/shop-client/schemas/flyers.schema'
import type { Flyer, FlyerSummary } from '~/shop-client/schemas/flyers.schema'

/** Spec §4 Feature switching: with an empty FLIPPING_BOOK_PREFIX the flyer pages do not exist. */
function assertFlyersEnabled(): void {
  if (getServerConfig().FLIPPING_BOOK_PREFIX === '') throw notFound()
}

async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (isRefusedRead(error)) throw notFound()
    throw error
  }
}

/** The flyers valid today and the upcoming ones, national and of every store: the /werbung/ page. */
export const getCurrentFlyers = createServerFn({ method: 'GET' }).handler(
  async (): Promise<FlyerSummary[]> => {
    assertFlyersEnabled()
    const response = await readFromShop((client) =>
      client.request('GET', '/api/v1/flyers/', { schema: flyersResponseSchema }),
    )
    return response.data.flyers
  },
)

export interface ShopFlyersPage {
  readonly store: Store
  readonly flyers: FlyerSummary[]
}

/** One store's flyers (its own and the national ones): /werbung/shop/{shopUrl}/. */
export const getShopFlyers = createServerFn({ method: 'GET' })
  .validator(validateInput(v.object({ shopUrl: storeSlugSchema })))
  .handler(({ data }): Promise<ShopFlyersPage> =>
    orNotFound(async () => {
      assertFlyersEnabled()
      const store = (await storeDirectory()).find((entry) => entry.slug === data.shopUrl)
      if (!store) throw notFound()
      const response = await readFromShop((client) =>
        client.request('GET', '/api/v1/flyers/', {
          schema: flyersResponseSchema,
          query: { store: store.slug },
        }),
      )
      return { store, flyers: response.data.flyers }
    }),
  )

/** One flyer with its page images: /werbung/{slug}/. Expired flyers stay readable. */
export const getFlyer = createServerFn({ method: 'GET' })
  .validator(validateInput(v.object({ slug: flyerSlugSchema })))
  .handler(({ data }): Promise<Flyer> =>
    orNotFound(async () => {
      assertFlyersEnabled()
      const response = await readFromShop((client) =>
        client.request('GET', `/api/v1/flyers/${data.slug}/`, { schema: flyerResponseSchema }),
      )
      return response.data.flyer
    }),
  )
