import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  addShippingAddress,
  changePassword as changePasswordAtShop,
  deleteAccount as deleteAccountAtShop,
  deleteShippingAddress,
  readAccount,
  readOrder,
  readOrders,
  setSeparateEmail as setSeparateEmailAtShop,
  updatePersonalData as updatePersonalDataAtShop,
  updateShippingAddress,
} from '~/shop-client/api/account.server'
import { readStores } from '~/shop-client/api/stores.server'
import type { FormResult } from '~/lib/form-result'
import { validateInput } from '~/lib/validation'
import {
  MAX_ORDERS_PAGE,
  addressFormSchema,
  addressIdSchema,
  orderParamsSchema,
  passwordFormSchema,
  personalFormSchema,
} from '~/shop-client/schemas/account.schema'
import type {
  OrderDetail,
  OrdersPage,
  PersonalData,
  PickupStore,
  ShippingAddress,
  Viewer,
} from '~/shop-client/schemas/account.schema'

/**
 * Who is looking (spec §4 Session: the current-user call runs at startup when logged in). A visitor
 * is answered without asking the shop; a session the shop has ended is reported, so the page can
 * send the browser home.
 */
export const getViewer = createServerFn({ method: 'GET' }).handler(async (): Promise<Viewer> => {
  const result = await readAccount()
  if (result.ok) return { kind: 'customer', account: result.value }
  return { kind: 'visitor', sessionEnded: result.reason === 'session-ended' }
})

/** Spec §7 PUT /api/v1/user/personal/: the personal form; the e-mail address is never sent. */
export const updatePersonalData = createServerFn({ method: 'POST' })
  .validator(validateInput(personalFormSchema))
  .handler(({ data }): Promise<FormResult<PersonalData>> => updatePersonalDataAtShop(data))

/** Spec §7 POST /api/v1/user/separate-email/ (design brief §7: `{ separateEmail }`). */
export const setSeparateEmail = createServerFn({ method: 'POST' })
  .validator(validateInput(v.object({ separateEmail: v.boolean() })))
  .handler(({ data }): Promise<FormResult<PersonalData>> => setSeparateEmailAtShop(data.separateEmail))

/**
 * Spec §7 change password. The shop ends every session of the account and returns a new token,
 * which replaces the stored one (spec §4): the customer stays logged in here, and only here.
 */
export const changePassword = createServerFn({ method: 'POST' })
  .validator(validateInput(passwordFormSchema))
  .handler(({ data }): Promise<FormResult<null>> => changePasswordAtShop(data))

/** Spec §7 DELETE /api/v1/user/: the account goes, and with it the session (spec §4 Forms). */
export const deleteAccount = createServerFn({ method: 'POST' }).handler((): Promise<FormResult<null>> =>
  deleteAccountAtShop(),
)

/** Spec §7 POST /api/v1/user/address/shipping/. */
export const addAddress = createServerFn({ method: 'POST' })
  .validator(validateInput(addressFormSchema))
  .handler(({ data }): Promise<FormResult<ShippingAddress>> => addShippingAddress(data))

/** Spec §7 PUT /api/v1/user/address/shipping/{id}/ (also "set as default"). */
export const updateAddress = createServerFn({ method: 'POST' })
  .validator(validateInput(v.object({ uuid: addressIdSchema, address: addressFormSchema })))
  .handler(({ data }): Promise<FormResult<ShippingAddress>> => updateShippingAddress(data.uuid, data.address))

/** Spec §7 DELETE /api/v1/user/address/shipping/{id}/. */
export const deleteAddress = createServerFn({ method: 'POST' })
  .validator(validateInput(v.object({ uuid: addressIdSchema })))
  .handler(({ data }): Promise<FormResult<null>> => deleteShippingAddress(data.uuid))

/** The stores a click & collect address can name (the shop locator's list, by city). */
export const getPickupStores = createServerFn({ method: 'GET' }).handler(async (): Promise<PickupStore[]> =>
  (await readStores()).map((store) => ({
    id: store.id,
    name: store.name,
    street: store.street,
    streetNo: store.streetNo,
    postal: store.postal,
    city: store.city,
  })),
)

/** Spec §7 GET /api/v1/user/orders/, one page of 20, newest first. */
export const getOrders = createServerFn({ method: 'GET' })
  .validator(
    validateInput(
      v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ORDERS_PAGE)) }),
    ),
  )
  // No session (any more): no page. Answered, not thrown, so that the session's end reaches the browser.
  .handler(({ data }): Promise<OrdersPage | null> => readOrders(data.page))

/** Spec §7 GET /api/v1/user/order/{id}/: someone else's or an unknown order is a 404. */
export const getOrder = createServerFn({ method: 'GET' })
  .validator(validateInput(orderParamsSchema))
  .handler(async ({ data }): Promise<OrderDetail | null> => {
    const result = await readOrder(data.uuid)
    if (result.ok) return result.order
    if (result.reason === 'not-found') throw notFound()
    return null
  })
