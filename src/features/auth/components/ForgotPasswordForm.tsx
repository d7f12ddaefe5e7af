import { useForm } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { formErrorsOf, singleFlight } from '~/features/account/account.model'
import { m } from '~/paraglide/messages'
import { FormMessage, linkClasses, primaryButtonClasses } from '~/ui/form-controls'
import { clearSubmitErrors, focusFirstInvalid, FormTextField } from '~/ui/form-field'
import { useHydrated } from '~/ui/use-hydrated'
import { requestPasswordReset } from '../auth.functions'
import { forgotPasswordFormSchema } from '../auth.schema'

/**
 * Spec §2 /forgot-password/. The answer is the same whether or not the address has an account, so
 * the page reveals nothing about who shops here.
 */
export function ForgotPasswordForm() {
  const hydrated = useHydrated()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const submit = useMemo(() => singleFlight((email: string) => requestPasswordReset({ data: { email } })), [])
  const form = useForm({
    defaultValues: { email: '' },
    listeners: {
      onChange: ({ formApi }) => {
        clearSubmitErrors(formApi)
      },
    },
    validators: {
      onChange: forgotPasswordFormSchema,
      onSubmitAsync: async ({ value }) => {
        const result = await submit(value.email).catch(() => undefined)
        if (!result) return { form: m.form_failed(), fields: {} }
        return result.ok ? undefined : formErrorsOf(result, ['email'])
      },
    },
    onSubmit: ({ value }) => {
      setSentTo(value.email.trim())
    },
  })

  return (
    <>
      <FormMessage tone="success">{sentTo ? m.forgot_sent({ email: sentTo }) : null}</FormMessage>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          const element = event.currentTarget
          void form.handleSubmit().then(() => {
            focusFirstInvalid(element)
          })
        }}
      >
        <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
          {(error) => <FormMessage tone="error">{typeof error === 'string' ? error : null}</FormMessage>}
        </form.Subscribe>
        <form.Field name="email">
          {(field) => (
            <FormTextField field={field} label={m.form_email()} type="email" autoComplete="email" required />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <button
              type="submit"
              className={primaryButtonClasses}
              disabled={!hydrated}
              aria-disabled={submitting}
            >
              {submitting ? m.forgot_submitting() : m.forgot_submit()}
            </button>
          )}
        </form.Subscribe>
      </form>
      <Link to="/login/" className={`${linkClasses} self-start`}>
        {m.forgot_back_to_login()}
      </Link>
    </>
  )
}
