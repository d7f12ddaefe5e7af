import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { m } from '~/paraglide/messages'
import { FormMessage, primaryButtonClasses } from '~/ui/form-controls'
import { disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'
import { deleteAddress, updateAddress } from '../account-forms.functions'
import { formErrorsOf } from '../account.model'
import { useAccount, viewerQuery } from '../account.queries'
import type { ShippingAddress } from '~/shop-client/schemas/account.schema'
import { AccountHeading } from './AccountLayout'
import { AddressForm, addressFormValues } from './AddressForm'
import { AddressText } from './AddressText'

const deleteButtonId = (address: ShippingAddress) => `address-delete-${address.uuid}`

type Editing = { kind: 'new' } | { kind: 'edit'; address: ShippingAddress } | null

const smallButton =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60'

/**
 * Spec §2 /my-account/delivery-address/: the customer's shipping addresses, default first; add,
 * edit, set as default and delete. After every change the account data is loaded again (spec §4).
 */
export function DeliveryAddressesView() {
  const account = useAccount()
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const [editing, setEditing] = useState<Editing>(null)
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  // The address whose deletion the card is asking about (a delete is not undone, so it asks first).
  const [confirmingDelete, setConfirmingDelete] = useState<string | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  // Where keyboard focus goes when the form or an address it was on goes away.
  const focusAddButton = () => requestAnimationFrame(() => addButton.current?.focus())

  const reload = () => queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey })

  const change = useMutation({
    mutationFn: async (action: { kind: 'delete' | 'default'; address: ShippingAddress }) => {
      if (action.kind === 'delete') return deleteAddress({ data: { uuid: action.address.uuid } })
      const values = addressFormValues(action.address, { firstName: '', lastName: '' })
      return updateAddress({ data: { uuid: action.address.uuid, address: { ...values, isDefault: true } } })
    },
    onSuccess: async (result, action) => {
      if (!result.ok) {
        setStatus({ tone: 'error', text: formErrorsOf(result, []).form ?? m.form_failed() })
        return
      }
      await reload()
      // The deleted address's buttons are gone; focus moves to a stable place.
      if (action.kind === 'delete') {
        setConfirmingDelete(null)
        focusAddButton()
      }
      setStatus({
        tone: 'success',
        text: action.kind === 'delete' ? m.address_deleted() : m.address_default_set(),
      })
    },
    onError: () => {
      setStatus({ tone: 'error', text: m.form_failed() })
    },
  })

  if (!account) return null
  const addresses = account.addresses.shipping
  const name = { firstName: account.personal.firstName, lastName: account.personal.lastName }

  return (
    <section>
      <AccountHeading>{m.addresses_heading()}</AccountHeading>
      <div className="mb-4">
        <FormMessage tone="success">{status?.tone === 'success' ? status.text : null}</FormMessage>
        <FormMessage tone="error">{status?.tone === 'error' ? status.text : null}</FormMessage>
      </div>
      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.uuid : 'new'}
          address={editing.kind === 'edit' ? editing.address : undefined}
          initial={addressFormValues(editing.kind === 'edit' ? editing.address : undefined, name)}
          onCancel={() => {
            setEditing(null)
            focusAddButton()
          }}
          onSaved={(saved) => {
            void reload()
            setEditing(null)
            focusAddButton()
            setStatus({
              tone: 'success',
              text: editing.kind === 'edit' ? m.address_updated() : m.address_added({ city: saved.city }),
            })
          }}
        />
      ) : (
        <button
          ref={addButton}
          type="button"
          className={`${primaryButtonClasses} mb-6`}
          disabled={!hydrated}
          onClick={() => {
            setEditing({ kind: 'new' })
          }}
        >
          <Plus aria-hidden="true" className="size-5" />
          {m.address_add()}
        </button>
      )}
      {addresses.length === 0 ? (
        <p className="mt-6 text-ink-muted">{m.addresses_empty()}</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label={m.addresses_heading()}>
          {addresses.map((address) => {
            const label = `${address.street} ${address.streetNo}, ${address.city}`
            return (
              <li key={address.uuid} className="flex flex-col gap-3 rounded-lg border border-line p-4">
                <div className="flex flex-wrap gap-2">
                  {address.isDefault ? (
                    <span className="rounded-pill bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
                      {m.address_default_badge()}
                    </span>
                  ) : null}
                  <span className="rounded-pill bg-surface-muted px-2.5 py-0.5 text-sm font-semibold text-ink-muted">
                    {address.deliveryType === 'home' ? m.delivery_home() : m.delivery_click_and_collect()}
                  </span>
                </div>
                <AddressText address={address} />
                {confirmingDelete === address.uuid ? (
                  <DeleteQuestion
                    busy={change.isPending}
                    onConfirm={() => {
                      if (!change.isPending) change.mutate({ kind: 'delete', address })
                    }}
                    onCancel={() => {
                      setConfirmingDelete(null)
                      requestAnimationFrame(() => document.getElementById(deleteButtonId(address))?.focus())
                    }}
                  />
                ) : (
                  <div className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      className={smallButton}
                      disabled={!hydrated}
                      aria-label={m.address_edit_label({ address: label })}
                      onClick={() => {
                        setEditing({ kind: 'edit', address })
                      }}
                    >
                      {m.address_edit()}
                    </button>
                    {address.isDefault ? null : (
                      <button
                        type="button"
                        className={smallButton}
                        {...disabledUntilHydrated(hydrated, { busy: change.isPending })}
                        aria-label={m.address_set_default_label({ address: label })}
                        onClick={() => {
                          if (!change.isPending) change.mutate({ kind: 'default', address })
                        }}
                      >
                        {m.address_set_default()}
                      </button>
                    )}
                    <button
                      type="button"
                      id={deleteButtonId(address)}
                      className={`${smallButton} text-sale-600`}
                      {...disabledUntilHydrated(hydrated, { busy: change.isPending })}
                      aria-label={m.address_delete_label({ address: label })}
                      onClick={() => {
                        setStatus(null)
                        setConfirmingDelete(address.uuid)
                      }}
                    >
                      {m.address_delete()}
                    </button>
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/**
 * "Delete this address?" in the address's card, in place of its buttons. The focus starts on
 * "Cancel", the answer that loses nothing; Escape cancels too.
 */
function DeleteQuestion({
  busy,
  onConfirm,
  onCancel,
}: {
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const questionId = useId()
  const cancelButton = useRef<HTMLButtonElement>(null)
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel()
  }
  useEffect(() => {
    cancelButton.current?.focus()
  }, [])
  return (
    <div role="group" aria-labelledby={questionId} className="flex flex-wrap items-center gap-2">
      <p id={questionId} className="w-full text-sm font-semibold">
        {m.address_delete_question()}
      </p>
      <button
        type="button"
        className={`${smallButton} text-sale-600`}
        {...disabledUntilHydrated(true, { busy })}
        onClick={onConfirm}
        onKeyDown={cancelOnEscape}
      >
        {m.address_delete_confirm()}
      </button>
      <button
        ref={cancelButton}
        type="button"
        className={smallButton}
        onClick={onCancel}
        onKeyDown={cancelOnEscape}
      >
        {m.form_cancel()}
      </button>
    </div>
  )
}
