import { expect } from '@playwright/test'
import type { APIRequestContext, BrowserContext, Locator } from '@playwright/test'
import * as v from 'valibot'
import { test } from './test'

const cartSchema = v.object({ data: v.object({ uuid: v.string() }) })

/** A delivery address in Vienna, for journeys where the address is not the point. */
export const VIENNA_ADDRESS = {
  firstname: 'Lena',
  lastname: 'Huber',
  street: 'Mariahilfer Straße',
  streetNo: '12',
  postal: '1070',
  city: 'Wien',
} as const

/** Types an address into one of the checkout's address groups (delivery or billing). */
export async function fillAddress(
  group: Locator,
  address: {
    firstname: string
    lastname: string
    street: string
    streetNo: string
    postal: string
    city: string
  },
) {
  await group.getByLabel('Vorname').fill(address.firstname)
  await group.getByLabel('Nachname').fill(address.lastname)
  await group.getByLabel('Straße').fill(address.street)
  await group.getByLabel('Hausnummer').fill(address.streetNo)
  await group.getByLabel('PLZ').fill(address.postal)
  await group.getByLabel('Ort').fill(address.city)
}

/** A guest's cart holding one size of a product, put there through the API: the checkout is what is tested. */
export async function guestCartWith(
  request: APIRequestContext,
  context: BrowserContext,
  optionId: number,
  amount = 1,
) {
  // Without a request id the shop starts a new guest cart and answers with its id.
  const created = await request.post('/api/v1/cart/', { data: { productOption: optionId, amount } })
  expect(created.status()).toBe(200)
  const { uuid } = v.parse(cartSchema, await created.json()).data
  await context.addCookies([
    { name: 'sp_request_id', value: uuid, url: test.info().project.use.baseURL ?? '' },
  ])
  return uuid
}
