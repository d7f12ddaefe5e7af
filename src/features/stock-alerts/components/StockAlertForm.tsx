import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { useViewer } from '~/features/account/account.queries'
import type { ProductOption } from '~/shop-client/schemas/product.schema'
import { m } from '~/paraglide/messages'
import { FormMessage, SelectField, TextField, primaryButtonClasses } from '~/ui/form-controls'
import { fieldValueBeforeHydration, disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'
import { createStockAlert } from '../stock-alerts.functions'
import { alertableSizes, initialAlertSize } from '../stock-alerts.model'
import { stockAlertInputSchema } from '~/shop-client/schemas/stock-alerts.schema'
import type { StockAlertResult } from '~/shop-client/schemas/stock-alerts.schema'

function resultMessage(
  result: StockAlertResult,
  sizeLabel: string,
): { tone: 'error' | 'success'; text: string } {
  if (result.ok) {
    if (result.status === 'pending')
      return { tone: 'success', text: m.stock_alert_pending({ email: result.email }) }
    if (result.status === 'active')
      return { tone: 'success', text: m.stock_alert_active({ email: result.email, size: sizeLabel }) }
    return { tone: 'success', text: m.stock_alert_notified({ size: sizeLabel }) }
  }
  if (result.reason === 'in-stock') return { tone: 'error', text: m.stock_alert_in_stock() }
  if (result.reason === 'throttled') return { tone: 'error', text: m.stock_alert_throttled() }
  if (result.reason === 'session-expired') return { tone: 'error', text: m.stock_alert_session_expired() }
  return {
    tone: 'error',
    text: result.fields?.email ? m.stock_alert_email_invalid() : m.stock_alert_failed(),
  }
}

/**
 * The back-in-stock form: a sold-out size and an address, sent as one alert request. A logged-in
 * customer's address is filled in; a visitor confirms by mail. Loaded when the shopper first opens
 * the offer (or with the page when the whole product is sold out and the offer starts open), so
 * pages whose sizes are all in stock carry none of its code.
 */
export default function StockAlertForm({
  options,
  selectedOptionId,
}: {
  options: readonly ProductOption[]
  selectedOptionId: number | null
}) {
  const ids = useId()
  const hydrated = useHydrated()
  const viewer = useViewer()
  const sizes = alertableSizes(options)
  const formId = `${ids}-form`
  // A size chosen or an address typed before hydration is kept, not reset to the defaults.
  const [sizeId, setSizeId] = useState(() => {
    const chosen = Number(fieldValueBeforeHydration(formId, 'productOption'))
    return sizes.some((size) => size.id === chosen) ? chosen : initialAlertSize(options, selectedOptionId)
  })
  // A sold-out size chosen in the sizes above is the form's size too (typed address kept).
  const [shownFor, setShownFor] = useState(selectedOptionId)
  if (selectedOptionId !== shownFor) {
    setShownFor(selectedOptionId)
    if (sizes.some((size) => size.id === selectedOptionId)) setSizeId(selectedOptionId)
  }
  const [email, setEmail] = useState(
    () =>
      fieldValueBeforeHydration(formId, 'email') ??
      (viewer.kind === 'customer' ? viewer.account.personal.email : ''),
  )
  const [emailError, setEmailError] = useState<string | null>(null)
  const send = useMutation({
    mutationFn: (input: { productOption: number; email: string }) => createStockAlert({ data: input }),
  })
  if (sizes.length === 0 || sizeId === null) return null
  const sizeLabel = sizes.find((size) => size.id === sizeId)?.label ?? ''
  let message: { tone: 'error' | 'success'; text: string } | null = null
  if (send.isError) message = { tone: 'error', text: m.stock_alert_failed() }
  else if (send.data) message = resultMessage(send.data, sizeLabel)

  return (
    <>
      <p className="text-sm text-ink-muted">{m.stock_alert_intro()}</p>
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (send.isPending) return
          const parsed = v.safeParse(stockAlertInputSchema, { productOption: sizeId, email })
          if (!parsed.success) {
            setEmailError(parsed.issues[0].message)
            event.currentTarget.querySelector<HTMLElement>('input[type="email"]')?.focus()
            return
          }
          setEmailError(null)
          send.mutate(parsed.output)
        }}
      >
        <SelectField
          label={m.stock_alert_size()}
          name="productOption"
          value={String(sizeId)}
          onChange={(event) => {
            setSizeId(Number(event.target.value))
            send.reset()
          }}
        >
          {sizes.map((size) => (
            <option key={size.id} value={size.id}>
              {size.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={m.stock_alert_email()}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          errors={emailError === null ? [] : [emailError]}
          onChange={(event) => {
            setEmail(event.target.value)
            setEmailError(null)
          }}
        />
        <button
          type="submit"
          {...disabledUntilHydrated(hydrated, { busy: send.isPending })}
          className={primaryButtonClasses}
        >
          {send.isPending ? m.stock_alert_sending() : m.stock_alert_submit()}
        </button>
        {/* Both live regions stay mounted, so a message appearing in either is announced. */}
        <FormMessage tone="success">{message?.tone === 'success' ? message.text : null}</FormMessage>
        <FormMessage tone="error">{message?.tone === 'error' ? message.text : null}</FormMessage>
      </form>
    </>
  )
}
