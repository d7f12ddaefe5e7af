/** Spec §7 "User": the account area's calls. All need a logged-in customer. */
import { requireUser } from '../auth/current-user'
import { formatCents } from '../catalog/product-summary'
import type { AnyEndpoint } from '../http/endpoint'
import { defineEndpoint } from '../http/endpoint'
import { createAddress, deleteAddress, updateAddress } from './address.service'
import { getOrder, listOrders } from './order-history.service'
import {
  accountResponseSchema,
  addressBodySchema,
  addressResponseSchema,
  changePasswordBodySchema,
  deletedResponseSchema,
  orderResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  personalBodySchema,
  personalResponseSchema,
  MAX_ORDERS_PAGE,
  STORE_MISSING,
  UNKNOWN_STORE,
  separateEmailBodySchema,
  homeStoreBodySchema,
  homeStoreResponseSchema,
  tokenResponseSchema,
  uuidParamsSchema,
} from './user.schema'
import type { Address, OrderDetail, Personal } from './user.schema'
import {
  changePassword,
  deleteAccount,
  getAccount,
  setHomeStore,
  setSeparateEmail,
  updatePersonal,
} from './user.service'

const UNAUTHENTICATED = { status: 401, when: 'no bearer token was sent' } as const

const examplePersonal: Personal = {
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna.huber@example.at',
  phone: '+43 664 1234567',
  birthday: '1991-04-17',
  gender: 'female',
  avatar: '',
  separateEmail: false,
}

const exampleAddress: Address = {
  uuid: '3f8e2c1a-7b4d-4e9f-a2c6-5d1b8e0f7a93',
  firstname: 'Anna',
  lastname: 'Huber',
  city: 'Innsbruck',
  countryId: 'AT',
  postal: '6020',
  street: 'Maria-Theresien-Straße',
  streetNo: '18',
  deliveryType: 'home',
  isDefault: true,
  store: null,
}

const exampleStore = {
  id: 3,
  slug: 'innsbruck-rathausgalerien',
  name: 'Sportalpin Innsbruck',
  city: 'Innsbruck',
}

const examplePickupAddress: Address = {
  uuid: '8a1d4c7e-2f5b-4a9c-b3e6-0d7f1a2c5e84',
  firstname: 'Anna',
  lastname: 'Huber',
  city: 'Innsbruck',
  countryId: 'AT',
  postal: '6020',
  street: 'Maria-Theresien-Straße',
  streetNo: '18',
  deliveryType: 'click_and_collect',
  isDefault: false,
  store: exampleStore,
}

const exampleAddressBody = {
  firstname: 'Anna',
  lastname: 'Huber',
  city: 'Innsbruck',
  countryId: 'AT',
  postal: '6020',
  street: 'Maria-Theresien-Straße',
  streetNo: '18',
  deliveryType: 'home',
  isDefault: true,
}

const exampleOrderId = 'b7c1d2e3-4f5a-4b6c-8d7e-9f0a1b2c3d4e'

export const getUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/',
  summary:
    'The logged-in customer: personal data, role (price type), home store, shipping addresses (default first, each with `store`: the pick-up store of a click & collect address, else null) and account flags (`verified`: the e-mail address was confirmed through the double opt-in link).',
  auth: 'required',
  requestId: 'optional',
  response: accountResponseSchema,
  failures: [UNAUTHENTICATED],
  example: {
    response: {
      data: {
        personal: examplePersonal,
        role: 'vk',
        store: exampleStore,
        addresses: { shipping: [exampleAddress, examplePickupAddress] },
        p4m: false,
        verified: true,
      },
    },
  },
  handler: async ({ services, session }) => ({ data: await getAccount(services.db, requireUser(session)) }),
})

export const updatePersonalEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/user/personal/',
  summary:
    'Saves the personal form. The e-mail address cannot be changed here: an `email` field is ignored. Phone, birthday and gender keep their value when left out; an empty birthday clears it.',
  auth: 'required',
  requestId: 'optional',
  body: personalBodySchema,
  response: personalResponseSchema,
  failures: [UNAUTHENTICATED],
  example: {
    body: {
      firstName: 'Anna',
      lastName: 'Huber',
      phone: '+43 664 1234567',
      birthday: '1991-04-17',
      gender: 'female',
    },
    response: { data: { personal: examplePersonal } },
  },
  handler: async ({ services, session, body }) => ({
    data: { personal: await updatePersonal(services, requireUser(session), body) },
  }),
})

export const separateEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user/separate-email/',
  summary: 'Turns separate marketing e-mail on or off.',
  auth: 'required',
  requestId: 'optional',
  body: separateEmailBodySchema,
  response: personalResponseSchema,
  failures: [UNAUTHENTICATED],
  example: {
    body: { separateEmail: true },
    response: { data: { personal: { ...examplePersonal, separateEmail: true } } },
  },
  handler: async ({ services, session, body }) => ({
    data: { personal: await setSeparateEmail(services, requireUser(session), body.separateEmail) },
  }),
})

export const homeStoreEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/user/store/',
  summary:
    'Sets the customer\'s home store ("my store": shown in the header, preselected for click & collect) or clears it with `storeId: null`.',
  auth: 'required',
  requestId: 'optional',
  body: homeStoreBodySchema,
  response: homeStoreResponseSchema,
  failures: [UNAUTHENTICATED, { status: 422, when: 'the store does not exist' }],
  example: {
    body: { storeId: 3 },
    response: {
      data: {
        store: {
          id: 3,
          slug: 'wien-mariahilfer-strasse',
          name: 'Sportalpin Wien Mariahilfer Straße',
          city: 'Wien',
        },
      },
    },
  },
  handler: async ({ services, session, body }) => ({
    data: { store: await setHomeStore(services, requireUser(session), body.storeId) },
  }),
})

export const deleteUserEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/user/',
  summary:
    'Deletes the account: personal data, addresses, carts, wishlists, team memberships and sessions are removed; past orders stay for accounting, anonymised. The token answers 403 afterwards and the e-mail address can no longer log in.',
  auth: 'required',
  requestId: 'optional',
  response: deletedResponseSchema,
  failures: [UNAUTHENTICATED],
  example: { response: { data: { deleted: true } } },
  handler: async ({ services, session }) => {
    await deleteAccount(services, requireUser(session))
    return { data: { deleted: true as const } }
  },
})

export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user/change-password/',
  summary:
    'Changes the password. Ends every session of the account and returns the token of a new one, which replaces the stored token (spec §4).',
  auth: 'required',
  requestId: 'optional',
  body: changePasswordBodySchema,
  response: tokenResponseSchema,
  failures: [
    UNAUTHENTICATED,
    {
      status: 422,
      when: 'the current password is wrong (`errors.oldPassword`) or the e-mail address is not the account’s (`errors.email`)',
    },
    {
      status: 429,
      when: 'too many wrong current passwords in this session (counted like logins, per session)',
    },
  ],
  example: {
    body: {
      oldPassword: 'Bergsommer2026',
      newPassword: 'Herbstwind2026',
      newPassword_confirmation: 'Herbstwind2026',
      email: 'anna.huber@example.at',
    },
    response: { data: { token: 'M4nV8cX1zL6kJ3hG9fD2sA5pO0iU7yT4rE1wQ8bN2mK' } },
  },
  handler: async ({ services, session, body }) => ({
    data: { token: await changePassword(services, requireUser(session), session.sessionId ?? 0, body) },
  }),
})

/** A shipped home delivery, as GET /api/v1/user/order/{id}/ answers it. */
export const exampleOrderDetail: OrderDetail = {
  uuid: exampleOrderId,
  number: 'SA-2026-004711',
  status: 'shipped',
  placedAt: '2026-11-14T09:32:11.000Z',
  deliveryType: 'home',
  deliveryAddress: {
    firstname: 'Anna',
    lastname: 'Huber',
    street: 'Maria-Theresien-Straße',
    streetNo: '18',
    postal: '6020',
    city: 'Innsbruck',
    countryId: 'AT',
  },
  store: null,
  paymentMethod: 'invoice',
  lines: [
    {
      id: 48101,
      sku: 'SAL-417384-BLU',
      name: 'Speedcross 6 Damen Trailrunningschuh',
      brandName: 'Salomon',
      genderSysname: 'male',
      color: 'Blau',
      size: '39 1/3',
      quantity: 1,
      unitPrice: 139.95,
      unitPriceFormatted: formatCents(13995),
      lineTotal: 139.95,
      lineTotalFormatted: formatCents(13995),
      image: '/media/products/salomon/shoe-1f4e8c-1.svg?v=3f9a0c2b71d4',
      productUrl: '/p/salomon-speedcross-6-damen-blau-417384/',
      cancelledQuantity: 0,
      returnedQuantity: 0,
    },
    {
      id: 48102,
      sku: 'FAL-220915-BLK',
      name: 'TK Run Laufsocken',
      brandName: 'Falke',
      genderSysname: 'female',
      color: 'Schwarz',
      size: '39-41',
      quantity: 1,
      unitPrice: 19.99,
      unitPriceFormatted: formatCents(1999),
      lineTotal: 19.99,
      lineTotalFormatted: formatCents(1999),
      image: '/media/products/falke/sock-2b2b2b-1.svg?v=9e4f0a6c3d12',
      productUrl: null,
      cancelledQuantity: 0,
      returnedQuantity: 0,
    },
  ],
  subtotal: 159.94,
  subtotalFormatted: formatCents(15994),
  delivery: 4.95,
  deliveryFormatted: formatCents(495),
  total: 164.89,
  totalFormatted: formatCents(16489),
  loyaltyPoints: 164,
  cancellable: false,
  cancelled: 0,
  cancelledFormatted: formatCents(0),
  amountDue: 164.89,
  amountDueFormatted: formatCents(16489),
  history: [
    { status: 'received', at: '2026-11-14T09:32:11.000Z' },
    { status: 'in_preparation', at: '2026-11-14T13:05:40.000Z' },
    { status: 'shipped', at: '2026-11-15T08:41:02.000Z' },
  ],
  returnable: true,
  returns: [],
  refunded: 0,
  refundedFormatted: formatCents(0),
  invoiceNumber: 'RE-2026-000042',
  creditNotes: [],
}

export const listOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/orders/',
  summary:
    'The customer’s orders, newest first, 20 per page (`page`, default 1). `pagination` gives the page, the page size, the number of orders and of pages (at least 1); a page past the last one lists no orders.',
  auth: 'required',
  requestId: 'optional',
  query: ordersQuerySchema,
  response: ordersResponseSchema,
  failures: [
    UNAUTHENTICATED,
    {
      status: 422,
      when: `\`page\` is not a whole number from 1 to ${MAX_ORDERS_PAGE} (\`errors.page\`)`,
    },
  ],
  example: {
    query: { page: '1' },
    response: {
      data: {
        orders: [
          {
            uuid: exampleOrderId,
            number: 'SA-2026-004711',
            status: 'shipped',
            placedAt: '2026-11-14T09:32:11.000Z',
            total: 164.89,
            totalFormatted: formatCents(16489),
            itemCount: 2,
            deliveryType: 'home',
          },
        ],
        pagination: { page: 1, pageSize: 20, total: 1, pages: 1 },
      },
    },
  },
  handler: async ({ services, session, query }) => ({
    data: await listOrders(services.db, requireUser(session).id, query.page),
  }),
})

export const getOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/order/:id/',
  summary:
    'One of the customer’s orders with its lines, totals and the loyalty points booked for it (`loyaltyPoints`, 0 if none). `{id}` is the order’s uuid.',
  auth: 'required',
  requestId: 'optional',
  params: uuidParamsSchema,
  response: orderResponseSchema,
  failures: [
    UNAUTHENTICATED,
    { status: 404, when: 'the id is malformed, unknown or another customer’s order' },
  ],
  example: {
    path: `/api/v1/user/order/${exampleOrderId}/`,
    response: {
      data: {
        order: exampleOrderDetail,
      },
    },
  },
  handler: async ({ services, session, params }) => ({
    data: { order: await getOrder(services.db, requireUser(session).id, params.id, services.now()) },
  }),
})

export const createAddressEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user/address/shipping/',
  summary:
    'Adds a shipping address. The first address, or one sent with `isDefault: true`, becomes the default (the previous default is cleared). Click & collect addresses name their pick-up store with `storeId` (required for `click_and_collect`; ignored and cleared for `home`); every address in a response carries `store` (`{ id, slug, name, city }`, null for home delivery).',
  auth: 'required',
  requestId: 'optional',
  body: addressBodySchema,
  response: addressResponseSchema,
  successStatus: 201,
  failures: [
    UNAUTHENTICATED,
    {
      status: 422,
      when: `\`storeId\` is missing for click & collect ("${STORE_MISSING}") or names no store ("${UNKNOWN_STORE}")`,
    },
  ],
  example: { body: exampleAddressBody, response: { data: { address: exampleAddress } } },
  handler: async ({ services, session, body }) => ({
    data: { address: await createAddress(services, requireUser(session).id, body) },
  }),
})

export const updateAddressEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/user/address/shipping/:id/',
  summary:
    'Replaces a shipping address. `isDefault: true` makes it the default; `false` on the default passes the default to the oldest other address (a lone address stays the default). Click & collect addresses name their pick-up store with `storeId` (required for `click_and_collect`; ignored and cleared for `home`); every address in a response carries `store` (`{ id, slug, name, city }`, null for home delivery).',
  auth: 'required',
  requestId: 'optional',
  params: uuidParamsSchema,
  body: addressBodySchema,
  response: addressResponseSchema,
  failures: [
    UNAUTHENTICATED,
    { status: 404, when: 'the id is malformed, unknown or another customer’s address' },
    {
      status: 422,
      when: `\`storeId\` is missing for click & collect ("${STORE_MISSING}") or names no store ("${UNKNOWN_STORE}")`,
    },
  ],
  example: {
    path: `/api/v1/user/address/shipping/${examplePickupAddress.uuid}/`,
    body: {
      ...exampleAddressBody,
      deliveryType: 'click_and_collect',
      storeId: exampleStore.id,
      isDefault: false,
    },
    response: { data: { address: examplePickupAddress } },
  },
  handler: async ({ services, session, params, body }) => ({
    data: { address: await updateAddress(services, requireUser(session).id, params.id, body) },
  }),
})

export const deleteAddressEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/user/address/shipping/:id/',
  summary: 'Deletes a shipping address. Deleting the default makes the oldest remaining address the default.',
  auth: 'required',
  requestId: 'optional',
  params: uuidParamsSchema,
  response: deletedResponseSchema,
  failures: [
    UNAUTHENTICATED,
    { status: 404, when: 'the id is malformed, unknown or another customer’s address' },
  ],
  example: {
    path: `/api/v1/user/address/shipping/${exampleAddress.uuid}/`,
    response: { data: { deleted: true } },
  },
  handler: async ({ services, session, params }) => {
    await deleteAddress(services, requireUser(session).id, params.id)
    return { data: { deleted: true as const } }
  },
})

export const userEndpoints: AnyEndpoint[] = [
  getUserEndpoint,
  updatePersonalEndpoint,
  separateEmailEndpoint,
  homeStoreEndpoint,
  deleteUserEndpoint,
  changePasswordEndpoint,
  listOrdersEndpoint,
  getOrderEndpoint,
  createAddressEndpoint,
  updateAddressEndpoint,
  deleteAddressEndpoint,
]
