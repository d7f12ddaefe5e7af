/**
 * The account endpoints (spec §7 "User", docs/api.md): the account data, personal data, password,
 * home store, deletion, shipping addresses and the order history. All of them are the logged-in
 * customer's only: without a session the shop is not asked.
 */
import * as v from 'valibot'
import type { FormResult } from '~/lib/form-result'
import { shopApiPaths } from '../paths'
import {
  ORDERS_PAGE_SIZE,
  accountResponseSchema,
  addressResponseSchema,
  orderResponseSchema,
  ordersResponseSchema,
  dataExportResponseSchema,
  emailChangeResponseSchema,
  emailConfirmedResponseSchema,
  personalResponseSchema,
  registerReturnResponseSchema,
  reorderResponseSchema,
  tokenResponseSchema,
} from '../schemas/account.schema'
import type { Cart } from '../schemas/cart.schema'
import type { Locale } from '~/paraglide/runtime'
import type {
  AccountData,
  OrderDetail,
  OrderRead,
  OrdersPage,
  PersonalData,
  Reorder,
  ReturnReason,
  ShippingAddress,
} from '../schemas/account.schema'
import { pdfFileSchema } from '../schemas/file.schema'
import type { PdfFile } from '../schemas/file.schema'
import type {
  AddressForm,
  EmailChangeForm,
  PasswordForm,
  PersonalForm,
} from '../schemas/account-forms.schema'
import {
  asCustomer,
  clearShopSession,
  readFromShop,
  replaceSessionToken,
  shopFailureOf,
  submitAsCustomer,
} from '../session-gateway.server'
import type { CustomerResult } from '../session-gateway.server'
import type { ShopClient, ShopSession } from '../shop-client'

/** Spec §8: "Account data missing from response". */
export const ACCOUNT_PARSE_ERROR = 'Error during server response parsing!'

/** Reads an account answer; anything that is not one is the spec's parsing error. */
export function parseAccountData(body: unknown): AccountData {
  const account = v.safeParse(accountResponseSchema, body)
  if (!account.success) throw new Error(ACCOUNT_PARSE_ERROR)
  return account.output.data
}

async function fetchAccount(client: ShopClient, session: ShopSession): Promise<AccountData> {
  return parseAccountData(await client.request('GET', shopApiPaths.user.account, { session }))
}

/**
 * The logged-in customer's account data (spec §4 Session: the current-user call). A visitor is
 * answered without asking the shop; a session the shop has ended is reported as such.
 */
export function readAccount(): Promise<CustomerResult<AccountData>> {
  return asCustomer(fetchAccount)
}

/** Spec §7 PUT /api/v1/user/personal/: the personal form; the e-mail address is never sent. */
export function updatePersonalData(form: PersonalForm): Promise<FormResult<PersonalData>> {
  return submitAsCustomer(async (client, session) => {
    const response = await client.request('PUT', shopApiPaths.user.personal, {
      session,
      body: {
        firstName: form.firstName,
        lastName: form.lastName,
        phone: form.phone,
        birthday: form.birthday === '' ? null : form.birthday,
        gender: form.gender,
      },
      schema: personalResponseSchema,
    })
    return response.data.personal
  })
}

/** Spec §7 POST /api/v1/user/separate-email/ (design brief §7: `{ separateEmail }`). */
export function setSeparateEmail(separateEmail: boolean): Promise<FormResult<PersonalData>> {
  return submitAsCustomer(async (client, session) => {
    const response = await client.request('POST', shopApiPaths.user.separateEmail, {
      session,
      body: { separateEmail },
      schema: personalResponseSchema,
    })
    return response.data.personal
  })
}

/**
 * Spec §7 change password. The shop wants the account's e-mail address with it (read first); it ends
 * every session of the account and returns a new token, which replaces the stored one (spec §4): the
 * customer stays logged in here, and only here.
 */
export function changePassword(form: PasswordForm): Promise<FormResult<null>> {
  return submitAsCustomer(
    async (client, session) => {
      const account = await fetchAccount(client, session)
      const response = await client.request('POST', shopApiPaths.user.changePassword, {
        session,
        body: {
          oldPassword: form.oldPassword,
          newPassword: form.newPassword,
          newPassword_confirmation: form.newPasswordConfirmation,
          email: account.personal.email,
        },
        schema: tokenResponseSchema,
      })
      replaceSessionToken(response.data.token)
      return null
    },
    { newPassword_confirmation: 'newPasswordConfirmation' },
  )
}

/** Spec §7 DELETE /api/v1/user/: the account goes, and with it the session (spec §4 Forms). */
export async function deleteAccount(): Promise<FormResult<null>> {
  const result = await submitAsCustomer(async (client, session) => {
    await client.request('DELETE', shopApiPaths.user.account, { session })
    return null
  })
  // Ending the session here also reports it to the browser, which goes home logged out.
  if (result.ok) clearShopSession()
  return result
}

/** Spec §7 PUT /api/v1/user/store/: the customer's home store, or none (null). */
export function setHomeStore(storeId: number | null): Promise<FormResult<null>> {
  return submitAsCustomer(async (client, session) => {
    await client.request('PUT', shopApiPaths.user.store, { session, body: { storeId } })
    return null
  })
}

/** An address as the API takes it: a pick-up store only for click & collect. */
function addressBody(form: AddressForm) {
  const pickup = form.deliveryType === 'click_and_collect'
  return {
    firstname: form.firstname,
    lastname: form.lastname,
    street: form.street,
    streetNo: form.streetNo,
    postal: form.postal,
    city: form.city,
    countryId: form.countryId,
    deliveryType: form.deliveryType,
    isDefault: form.isDefault,
    ...(pickup ? { storeId: Number(form.storeId) } : {}),
  }
}

/** Spec §7 POST /api/v1/user/address/shipping/. */
export function addShippingAddress(form: AddressForm): Promise<FormResult<ShippingAddress>> {
  return submitAsCustomer(async (client, session) => {
    const response = await client.request('POST', shopApiPaths.user.shippingAddresses, {
      session,
      body: addressBody(form),
      schema: addressResponseSchema,
    })
    return response.data.address
  })
}

/** Spec §7 PUT /api/v1/user/address/shipping/{id}/ (also "set as default"). */
export function updateShippingAddress(uuid: string, form: AddressForm): Promise<FormResult<ShippingAddress>> {
  return submitAsCustomer(async (client, session) => {
    const response = await client.request('PUT', shopApiPaths.user.shippingAddress(uuid), {
      session,
      body: addressBody(form),
      schema: addressResponseSchema,
    })
    return response.data.address
  })
}

/** Spec §7 DELETE /api/v1/user/address/shipping/{id}/. */
export function deleteShippingAddress(uuid: string): Promise<FormResult<null>> {
  return submitAsCustomer(async (client, session) => {
    await client.request('DELETE', shopApiPaths.user.shippingAddress(uuid), { session })
    return null
  })
}

/**
 * Spec §7 GET /api/v1/user/orders/, one page of 20, newest first; null without a session (any
 * more). An API that gives no pagination is read as one page of what it listed.
 */
export async function readOrders(page: number): Promise<OrdersPage | null> {
  const result = await asCustomer((client, session) =>
    client.request('GET', shopApiPaths.user.orders, {
      session,
      query: page > 1 ? { page } : {},
      schema: ordersResponseSchema,
    }),
  )
  if (!result.ok) return null
  const { orders, pagination } = result.value.data
  return {
    orders,
    page: pagination?.page ?? 1,
    pages: pagination?.pages ?? Math.max(1, Math.ceil(orders.length / ORDERS_PAGE_SIZE)),
    total: pagination?.total ?? orders.length,
  }
}

/** Spec §7 GET /api/v1/user/order/{id}/: someone else's or an unknown order is `not-found` (404). */
export async function readOrder(uuid: string): Promise<OrderRead> {
  try {
    const result = await asCustomer((client, session) =>
      client.request('GET', shopApiPaths.user.order(uuid), { session, schema: orderResponseSchema }),
    )
    return result.ok ? { ok: true, order: result.value.data.order } : result
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return { ok: false, reason: 'not-found' }
    throw error
  }
}

/** What a cancellation came to: the order as it stands now, or why nothing was cancelled. */
export type CancelOrderResult =
  | { readonly ok: true; readonly order: OrderDetail }
  | {
      readonly ok: false
      /** `shipped`: the order has left the warehouse; `invalid`: the lines asked for cannot be cancelled. */
      readonly reason: 'logged-out' | 'session-ended' | 'not-found' | 'shipped' | 'invalid'
    }

/**
 * POST /api/v1/user/order/{id}/cancel/: the whole order (`lines` undefined) or units of its lines.
 * `idempotencyKey` is the form's: sent twice, it cancels once. The mail speaks `locale`.
 */
export async function cancelOrder(
  uuid: string,
  lines: readonly { id: number; quantity: number }[] | undefined,
  idempotencyKey: string,
  locale: Locale,
): Promise<CancelOrderResult> {
  try {
    const result = await asCustomer((client, session) =>
      client.request('POST', shopApiPaths.user.cancelOrder(uuid), {
        session,
        query: { locale },
        body: lines === undefined ? {} : { lines },
        headers: { 'idempotency-key': idempotencyKey },
        schema: orderResponseSchema,
      }),
    )
    return result.ok ? { ok: true, order: result.value.data.order } : result
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404) return { ok: false, reason: 'not-found' }
    if (status === 409) return { ok: false, reason: 'shipped' }
    if (status === 422) return { ok: false, reason: 'invalid' }
    throw error
  }
}

/** What registering a return came to: the order with the new return, or why there is none. */
export type RegisterReturnResult =
  | { readonly ok: true; readonly order: OrderDetail; readonly returnId: string }
  | {
      readonly ok: false
      /**
       * `not-returnable`: the order cannot (any more) be returned (not shipped, 30 days passed, team
       * kit, nothing left); `invalid`: the request names what cannot come back, with the fields.
       */
      readonly reason: 'logged-out' | 'session-ended' | 'not-found' | 'not-returnable' | 'invalid'
      readonly fields?: readonly string[]
    }

export interface ReturnRequest {
  readonly lines: readonly { id: number; quantity: number; reason: ReturnReason }[]
  readonly method: 'pickup' | 'store'
  readonly storeId?: number
}

/**
 * POST /api/v1/user/order/{id}/returns/: the chosen units, reasons and way back. `idempotencyKey`
 * is the form's: sent twice, it registers one return. The label mail speaks `locale`.
 */
export async function registerReturn(
  uuid: string,
  request: ReturnRequest,
  idempotencyKey: string,
  locale: Locale,
): Promise<RegisterReturnResult> {
  try {
    const result = await asCustomer((client, session) =>
      client.request('POST', shopApiPaths.user.returns(uuid), {
        session,
        query: { locale },
        body: request,
        headers: { 'idempotency-key': idempotencyKey },
        schema: registerReturnResponseSchema,
      }),
    )
    return result.ok
      ? { ok: true, order: result.value.data.order, returnId: result.value.data.orderReturn.uuid }
      : result
  } catch (error) {
    const failure = shopFailureOf(error)
    if (failure?.status === 404) return { ok: false, reason: 'not-found' }
    if (failure?.status === 409 && !failure.errors.idempotencyKey)
      return { ok: false, reason: 'not-returnable' }
    if (failure?.status === 409 || failure?.status === 422)
      return { ok: false, reason: 'invalid', fields: Object.keys(failure.errors) }
    throw error
  }
}

export type ReturnLabelResult =
  | { readonly ok: true; readonly file: PdfFile }
  | { readonly ok: false; readonly reason: 'logged-out' | 'session-ended' | 'not-found' }

/** GET …/returns/{returnId}/label/: the return's label as a PDF, for the customer who placed the order. */
export async function readReturnLabel(uuid: string, returnId: string): Promise<ReturnLabelResult> {
  try {
    const result = await asCustomer((client, session) =>
      client.request('GET', shopApiPaths.user.returnLabel(uuid, returnId), {
        session,
        schema: pdfFileSchema,
      }),
    )
    return result.ok ? { ok: true, file: result.value } : result
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return { ok: false, reason: 'not-found' }
    throw error
  }
}

export type AccountingDocumentResult = ReturnLabelResult

/**
 * The order's invoice (`number` undefined) or one of its credit notes as a PDF in `locale`, for the
 * customer who placed the order (ADR 036).
 */
export async function readAccountingDocument(
  uuid: string,
  number: string | undefined,
  locale: Locale,
): Promise<AccountingDocumentResult> {
  const path =
    number === undefined ? shopApiPaths.user.invoice(uuid) : shopApiPaths.user.creditNote(uuid, number)
  try {
    const result = await asCustomer((client, session) =>
      client.request('GET', path, { session, query: { locale }, schema: pdfFileSchema }),
    )
    return result.ok ? { ok: true, file: result.value } : result
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return { ok: false, reason: 'not-found' }
    throw error
  }
}

/** What "buy the same again" came to: the cart now and what did (not) go in, or why nothing did. */
export type ReorderResult =
  | { readonly ok: true; readonly cart: Cart; readonly outcome: Reorder }
  | { readonly ok: false; readonly reason: 'logged-out' | 'session-ended' | 'not-found' }

/** POST /api/v1/user/order/{id}/reorder/: the order's goods into the cart at today's prices. */
export async function reorder(uuid: string, locale: Locale): Promise<ReorderResult> {
  try {
    const result = await asCustomer((client, session) =>
      client.request('POST', shopApiPaths.user.reorder(uuid), {
        session,
        query: { locale },
        schema: reorderResponseSchema,
      }),
    )
    if (!result.ok) return result
    const { cart, added, unavailable } = result.value.data
    return { ok: true, cart, outcome: { added, unavailable } }
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return { ok: false, reason: 'not-found' }
    throw error
  }
}

/**
 * POST /api/v1/user/email/: asks for another login address with the password; the shop mails the
 * link to it (and a notice to the current one) in `locale`.
 */
export function requestEmailChange(form: EmailChangeForm, locale: Locale): Promise<FormResult<string>> {
  return submitAsCustomer(async (client, session) => {
    const response = await client.request('POST', shopApiPaths.user.email, {
      session,
      query: { locale },
      body: { email: form.email, password: form.password },
      schema: emailChangeResponseSchema,
    })
    return response.data.pendingEmail
  })
}

/** What opening an e-mail-change link came to. */
export type EmailConfirmation =
  { readonly ok: true; readonly email: string } | { readonly ok: false; readonly reason: 'invalid' | 'taken' }

/** POST /api/v1/user/email/confirm/{token}/: the link's address becomes the account's. */
export async function confirmEmailChange(token: string): Promise<EmailConfirmation> {
  try {
    // No session is sent: the link's token is the proof, wherever it is opened.
    const response = await readFromShop((client) =>
      client.request('POST', shopApiPaths.user.confirmEmail(token), { schema: emailConfirmedResponseSchema }),
    )
    return { ok: true, email: response.data.email }
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404) return { ok: false, reason: 'invalid' }
    if (status === 409) return { ok: false, reason: 'taken' }
    throw error
  }
}

/** A copy of the customer's data, or why there is none (no session, or too many copies this hour). */
export type DataExportResult =
  | { readonly ok: true; readonly copy: unknown }
  | { readonly ok: false; readonly reason: 'logged-out' | 'session-ended' }
  | { readonly ok: false; readonly reason: 'throttled'; readonly retryAfterSeconds: number }

/** GET /api/v1/user/export/: everything the shop keeps about the customer. */
export async function readDataExport(): Promise<DataExportResult> {
  try {
    const result = await asCustomer((client, session) =>
      client.request('GET', shopApiPaths.user.export, { session, schema: dataExportResponseSchema }),
    )
    return result.ok ? { ok: true, copy: result.value } : result
  } catch (error) {
    const failure = shopFailureOf(error)
    if (failure?.status === 429)
      return { ok: false, reason: 'throttled', retryAfterSeconds: failure.retryAfterSeconds ?? 3600 }
    throw error
  }
}
