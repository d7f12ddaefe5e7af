/**
 * The account forms' writes (personal data, password, addresses, deletion), each validated with the
 * form's own schema before it reaches the shop. Only the account's form components import this.
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  addShippingAddress,
  changePassword as changePasswordAtShop,
  deleteAccount as deleteAccountAtShop,
  deleteShippingAddress,
  setSeparateEmail as setSeparateEmailAtShop,
  updatePersonalData as updatePersonalDataAtShop,
  updateShippingAddress,
} from '~/shop-client/api/account.server'
import type { FormResult } from '~/lib/form-result'
import { validateInput } from '~/lib/validation'
import { addressIdSchema } from '~/shop-client/schemas/account.schema'
import {
  addressFormSchema,
  passwordFormSchema,
  personalFormSchema,
} from '~/shop-client/schemas/account-forms.schema'
import type { PersonalData, ShippingAddress } from '~/shop-client/schemas/account.schema'

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
