import { useForm } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { m } from '~/paraglide/messages'
import { countryName } from '~/lib/country-name'
import { SelectField, secondaryButtonClasses } from '~/ui/form-controls'
import {
  clearSubmitErrors,
  FormTextField,
  SubmitButton,
  SubmitError,
  submitHandler,
  visibleErrors,
} from '~/ui/form-field'
import { addAddress, updateAddress } from '../account-forms.functions'
import { formErrorsOf, singleFlight } from '../account.model'
import { pickupStoresQuery } from '../account.queries'
import { countryIds } from '~/shop-client/schemas/account.schema'
import { addressFormSchema } from '~/shop-client/schemas/account-forms.schema'
import type { PickupStore, ShippingAddress } from '~/shop-client/schemas/account.schema'
import type { AddressForm as AddressValues } from '~/shop-client/schemas/account-forms.schema'

const fields = [
  'deliveryType',
  'storeId',
  'firstname',
  'lastname',
  'street',
  'streetNo',
  'postal',
  'city',
  'countryId',
  'isDefault',
] as const

/** The form's values for an address being edited, or a new one for the customer. */
export function addressFormValues(
  address: ShippingAddress | undefined,
  name: { firstName: string; lastName: string },
): AddressValues {
  return {
    deliveryType: address?.deliveryType ?? 'home',
    storeId: address?.store ? String(address.store.id) : '',
    firstname: address?.firstname ?? name.firstName,
    lastname: address?.lastname ?? name.lastName,
    street: address?.street ?? '',
    streetNo: address?.streetNo ?? '',
    postal: address?.postal ?? '',
    city: address?.city ?? '',
    countryId: (countryIds as readonly string[]).includes(address?.countryId ?? '')
      ? (address?.countryId as AddressValues['countryId'])
      : 'AT',
    isDefault: address?.isDefault ?? false,
  }
}

/**
 * Adds or edits a shipping address (spec §3 Shipping address): home delivery, or click & collect at
 * a store from the store list, whose address then is the pick-up address.
 */
export function AddressForm({
  address,
  initial,
  onSaved,
  onCancel,
}: {
  address: ShippingAddress | undefined
  initial: AddressValues
  onSaved: (saved: ShippingAddress) => void
  onCancel: () => void
}) {
  const stores = useQuery(pickupStoresQuery)
  const heading = useRef<HTMLHeadingElement>(null)
  // The form opens where the shopper asked for it; keyboard focus follows.
  useEffect(() => {
    heading.current?.focus()
  }, [])
  const submit = useMemo(
    () =>
      singleFlight((value: AddressValues) =>
        address
          ? updateAddress({ data: { uuid: address.uuid, address: value } })
          : addAddress({ data: value }),
      ),
    [address],
  )
  const form = useForm({
    defaultValues: initial,
    listeners: {
      onChange: ({ formApi }) => {
        clearSubmitErrors(formApi)
      },
    },
    validators: {
      onChange: addressFormSchema,
      onSubmitAsync: async ({ value }) => {
        const result = await submit(value).catch(() => undefined)
        if (!result) return { form: m.form_failed(), fields: {} }
        if (result.ok) {
          onSaved(result.value)
          return undefined
        }
        return formErrorsOf(result, fields)
      },
    },
  })

  const chooseStore = (store: PickupStore | undefined) => {
    if (!store) return
    form.setFieldValue('street', store.street)
    form.setFieldValue('streetNo', store.streetNo)
    form.setFieldValue('postal', store.postal)
    form.setFieldValue('city', store.city)
    form.setFieldValue('countryId', 'AT')
  }

  return (
    <form
      noValidate
      aria-label={address ? m.address_edit_heading() : m.address_add_heading()}
      className="flex flex-col gap-4 rounded-lg border border-line p-5"
      onSubmit={submitHandler(form)}
    >
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
        {address ? m.address_edit_heading() : m.address_add_heading()}
      </h2>
      <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
        {(error) => <SubmitError error={error} />}
      </form.Subscribe>
      <form.Field name="deliveryType">
        {(field) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">{m.address_delivery_type()}</legend>
            {(['home', 'click_and_collect'] as const).map((type) => (
              <label key={type} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={field.name}
                  value={type}
                  checked={field.state.value === type}
                  onChange={() => {
                    field.handleChange(type)
                  }}
                  className="size-5 accent-brand-700"
                />
                {type === 'home' ? m.delivery_home() : m.delivery_click_and_collect()}
              </label>
            ))}
          </fieldset>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.deliveryType}>
        {(deliveryType) =>
          deliveryType === 'click_and_collect' ? (
            <form.Field name="storeId">
              {(field) => (
                <SelectField
                  label={m.address_store()}
                  name={field.name}
                  value={field.state.value}
                  onChange={(event) => {
                    field.handleChange(event.target.value)
                    chooseStore(stores.data?.find((store) => String(store.id) === event.target.value))
                  }}
                  onBlur={field.handleBlur}
                  errors={visibleErrors(field)}
                  required
                >
                  <option value="">
                    {stores.isPending ? m.address_stores_loading() : m.address_store_choose()}
                  </option>
                  {stores.data?.map((store) => (
                    <option key={store.id} value={String(store.id)}>
                      {store.name} – {store.postal} {store.city}
                    </option>
                  ))}
                </SelectField>
              )}
            </form.Field>
          ) : null
        }
      </form.Subscribe>
      <div className="grid gap-4 md:grid-cols-2">
        <form.Field name="firstname">
          {(field) => (
            <FormTextField field={field} label={m.form_first_name()} autoComplete="given-name" required />
          )}
        </form.Field>
        <form.Field name="lastname">
          {(field) => (
            <FormTextField field={field} label={m.form_last_name()} autoComplete="family-name" required />
          )}
        </form.Field>
      </div>
      <form.Subscribe selector={(state) => state.values.deliveryType === 'click_and_collect'}>
        {(pickup) => (
          <>
            <div className="grid gap-4 md:grid-cols-[1fr_8rem]">
              <form.Field name="street">
                {(field) => (
                  <FormTextField
                    field={field}
                    label={m.address_street()}
                    autoComplete="address-line1"
                    readOnly={pickup}
                    required
                  />
                )}
              </form.Field>
              <form.Field name="streetNo">
                {(field) => (
                  <FormTextField field={field} label={m.address_street_no()} readOnly={pickup} required />
                )}
              </form.Field>
            </div>
            <div className="grid gap-4 md:grid-cols-[8rem_1fr]">
              <form.Field name="postal">
                {(field) => (
                  <FormTextField
                    field={field}
                    label={m.address_postal()}
                    autoComplete="postal-code"
                    readOnly={pickup}
                    required
                  />
                )}
              </form.Field>
              <form.Field name="city">
                {(field) => (
                  <FormTextField
                    field={field}
                    label={m.address_city()}
                    autoComplete="address-level2"
                    readOnly={pickup}
                    required
                  />
                )}
              </form.Field>
            </div>
            <form.Field name="countryId">
              {(field) => (
                <SelectField
                  label={m.address_country()}
                  name={field.name}
                  value={field.state.value}
                  disabled={pickup}
                  onChange={(event) => {
                    const country = countryIds.find((id) => id === event.target.value)
                    if (country) field.handleChange(country)
                  }}
                  onBlur={field.handleBlur}
                  errors={visibleErrors(field)}
                  autoComplete="country"
                >
                  {countryIds.map((id) => (
                    <option key={id} value={id}>
                      {countryName(id)}
                    </option>
                  ))}
                </SelectField>
              )}
            </form.Field>
          </>
        )}
      </form.Subscribe>
      <form.Field name="isDefault">
        {(field) => (
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name={field.name}
              checked={field.state.value}
              onChange={(event) => {
                field.handleChange(event.target.checked)
              }}
              className="size-5 accent-brand-700"
            />
            {m.address_is_default()}
          </label>
        )}
      </form.Field>
      <div className="flex flex-wrap gap-3">
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <SubmitButton submitting={submitting} label={m.address_save()} busyLabel={m.form_saving()} />
          )}
        </form.Subscribe>
        <button type="button" className={secondaryButtonClasses} onClick={onCancel}>
          {m.form_cancel()}
        </button>
      </div>
    </form>
  )
}
