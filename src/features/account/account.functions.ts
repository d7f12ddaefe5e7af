import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  asCustomer,
  clearShopSession,
  readFromShop,
  readShopSession,
  replaceSessionToken,
  shopFailureOf,
  submitAsCustomer,
} from '~/shop-client/session-gateway.server'
import type { FormResult } from '~/lib/form-result'
import { parseAccountData } from './account-reads.server'
import { validateInput } from '~/lib/validation'
import {
  MAX_ORDERS_PAGE,
  ORDERS_PAGE_SIZE,
  addressFormSchema,
  addressIdSchema,
  orderDetailSchema,
  orderParamsSchema,
  ordersPageSchema,
  passwordFormSchema,
  personalDataSchema,
  personalFormSchema,
  pickupStoreSchema,
  shippingAddressSchema,
} from '~/shop-client/schemas/account.schema'
import type {
  AddressForm,
  OrderDetail,
  OrdersPage,
  PersonalData,
  PickupStore,
  Viewer,
} from '~/shop-client/schemas/account.schema'

/**
 * Who is looking (spec §4 Session: the current-user call runs at startup when logged in). A visitor
 * is answered without asking the shop; a session the shop has ended is reported, so the page can
 * send the browser home.
 */
export const getViewer = createServerFn({ method: 'GET' }).handler(async (): Promise<Viewer> => {
  if (!readShopSession().token) return { kind: 'visitor', sessionEnded: false }
  const result = await asCustomer(async (client, session) =>
    parseAccountData(await client.request('GET', '/api/v1/user/', { session })),
  )
  if (result.ok) return { kind: 'customer', account: result.value }
  return { kind: 'visitor', sessionEnded: result.reason === 'session-ended' }
})

const personalResponseSchema = v.object({ data: v.object({ personal: personalDataSchema }) })

/** Spec §7 PUT /api/v1/user/personal/: the personal form; the e-mail address is never sent. */
export const updatePersonalData = createServerFn({ method: 'POST' })
  .validator(validateInput(personalFormSchema))
  .handler(({ data }): Promise<FormResult<PersonalData>> =>
    submitAsCustomer(async (client, session) => {
      const response = await client.request('PUT', '/api/v1/user/personal/', {
        session,
        body: {
          firstName: data.firstName,
          lastName: data.lastName,
          phone: data.phone,
          birthday: data.birthday === '' ? null : data.birthday,
          gender: data.gender,
        },
        schema: personalResponseSchema,
      })
      return response.data.personal
    }),
  )

/** Spec §7 POST /api/v1/user/separate-email/ (design brief §7: `{ separateEmail }`). */
export const setSeparateEmail = createServerFn({ method: 'POST' })
  .validator(validateInput(v.object({ separateEmail: v.boolean() })))
  .handler(({ data }): Promise<FormResult<PersonalData>> =>
    submitAsCustomer(async (client, session) => {
      const response = await client.request('POST', '/api/v1/user/separate-email/', {
        session,
        body: { separateEmail: data.separateEmail },
        schema: personalResponseSchema,
      })
      return response.data.personal
    }),
  )

const tokenResponseSchema = v.object({ data: v.object({ token: v.string() }) })

/**
 * Spec §7 change password. The shop ends every session of the account and returns a new token,
 * which replaces the stored one (spec §4): the customer stays logged in here, and only here.
 */
export const changePassword = createServerFn({ method: 'POST' })
  .validator(validateInput(passwordFormSchema))
  .handler(({ data }): Promise<FormResult<null>> =>
    submitAsCustomer(
      async (client, session) => {
        const account = parseAccountData(await client.request('GET', '/api/v1/user/', { session }))
        const response = await client.request('POST', '/api/v1/user/change-password/', {
          session,
          body: {
            oldPassword: data.oldPassword,
            newPassword: data.newPassword,
            newPassword_confirmation: data.newPasswordConfirmation,
            email: account.personal.email,
          },
          schema: tokenResponseSchema,
        })
        replaceSessionToken(response.data.token)
        return null
      },
      { newPassword_confirmation: 'newPasswordConfirmation' },
    ),
  )

/** Spec §7 DELETE /api/v1/user/: the account goes, and with it the session (spec §4 Forms). */
export const deleteAccount = createServerFn({ method: 'POST' }).handler(
  async (): Promise<FormResult<null>> => {
    const result = await submitAsCustomer(async (client, session) => {
      await client.request('DELETE', '/api/v1/user/', { session })
      return null
    })
    // Ending the session here also reports it to the browser, which goes home logged out.
    if (result.ok) clearShopSession()
    return result
  },
)

const addressResponseSchema = v.object({ data: v.object({ address: shippingAddressSchema }) })

function addressBody(data: AddressForm) {
  const pickup = data.deliveryType === 'click_and_collect'
  return {
    firstname: data.firstname,
    lastname: data.lastname,
    street: data.street,
    streetNo: data.streetNo,
    postal: data.postal,
    city: data.city,
    countryId: data.countryId,
    deliveryType: data.deliveryType,
    isDefault: data.isDefault,
    ...(pickup ? { storeId: Number(data.storeId) } : {}),
  }
}

/** Spec §7 POST /api/v1/user/address/shipping/. */
export const addAddress = createServerFn({ method: 'POST' })
  .validator(validateInput(addressFormSchema))
  .handler(({ data }) =>
    submitAsCustomer(async (client, session) => {
      const response = await client.request('POST', '/api/v1/user/address/shipping/', {
        session,
        body: addressBody(data),
        schema: addressResponseSchema,
      })
      return response.data.address
    }),
  )

/** Spec §7 PUT /api/v1/user/address/shipping/{id}/ (also "set as default"). */
export const updateAddress = createServerFn({ method: 'POST' })
  .validator(validateInput(v.object({ uuid: addressIdSchema, address: addressFormSchema })))
  .handler(({ data }) =>
    submitAsCustomer(async (client, session) => {
      const response = await client.request('PUT', `/api/v1/user/address/shipping/${data.uuid}/`, {
        session,
        body: addressBody(data.address),
        schema: addressResponseSchema,
      })
      return response.data.address
    }),
  )

/** Spec §7 DELETE /api/v1/user/address/shipping/{id}/. */
export const deleteAddress = createServerFn({ method: 'POST' })
  .validator(validateInput(v.object({ uuid: addressIdSchema })))
  .handler(({ data }) =>
    submitAsCustomer(async (client, session) => {
      await client.request('DELETE', `/api/v1/user/address/shipping/${data.uuid}/`, { session })
      return null
    }),
  )

const storesResponseSchema = v.object({ data: v.object({ stores: v.array(pickupStoreSchema) }) })

/** The stores a click & collect address can name (the shop locator's list, by city). */
export const getPickupStores = createServerFn({ method: 'GET' }).handler(async (): Promise<PickupStore[]> => {
  const response = await readFromShop((client) =>
    client.request('GET', '/api/v1/stores/', { schema: storesResponseSchema }),
  )
  return response.data.stores
})

const ordersResponseSchema = v.object({ data: ordersPageSchema })

/** Spec §7 GET /api/v1/user/orders/, one page of 20, newest first. */
export const getOrders = createServerFn({ method: 'GET' })
  .validator(
    validateInput(
      v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ORDERS_PAGE)) }),
    ),
  )
  .handler(async ({ data }): Promise<OrdersPage | null> => {
    const result = await asCustomer((client, session) =>
      client.request('GET', '/api/v1/user/orders/', {
        session,
        query: data.page > 1 ? { page: data.page } : {},
        schema: ordersResponseSchema,
      }),
    )
    // No session (any more): no page. Answered, not thrown, so that the session's end reaches the browser.
    if (!result.ok) return null
    const { orders, pagination } = result.value.data
    return {
      orders,
      page: pagination?.page ?? 1,
      pages: pagination?.pages ?? Math.max(1, Math.ceil(orders.length / ORDERS_PAGE_SIZE)),
      total: pagination?.total ?? orders.length,
    }
  })

const orderResponseSchema = v.object({ data: v.object({ order: orderDetailSchema }) })

/** Spec §7 GET /api/v1/user/order/{id}/: someone else's or an unknown order is a 404. */
export const getOrder = createServerFn({ method: 'GET' })
  .validator(validateInput(orderParamsSchema))
  .handler(async ({ data }): Promise<OrderDetail | null> => {
    try {
      const result = await asCustomer((client, session) =>
        client.request('GET', `/api/v1/user/order/${data.uuid}/`, { session, schema: orderResponseSchema }),
      )
      return result.ok ? result.value.data.order : null
    } catch (error) {
      if (shopFailureOf(error)?.status === 404) throw notFound()
      throw error
    }
  })
