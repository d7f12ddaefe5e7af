import { useForm } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { formErrorsOf, singleFlight } from '~/features/account/account.model'
import { m } from '~/paraglide/messages'
import { FormMessage, linkClasses } from '~/ui/form-controls'
import { clearSubmitErrors, FormTextField, SubmitButton, SubmitError, submitHandler } from '~/ui/form-field'
import { withValuesBeforeHydration } from '~/ui/use-hydrated'
import { requestPasswordReset } from '../auth.functions'
import { forgotPasswordFormSchema } from '~/shop-client/schemas/auth.schema'

/**
 * Spec §2 /forgot-password/. The answer is the same whether or not the address has an account, so
 * the page reveals nothing about who shops here.
 */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const submit = useMemo(() => singleFlight((email: string) => requestPasswordReset({ data: { email } })), [])
  const formId = useId()
  // What was typed before the page's script took over is kept, not reset to empty fields.
  const [defaultValues] = useState(() => withValuesBeforeHydration(formId, { email: '' }))
  const form = useForm({
    defaultValues,
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
      <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={submitHandler(form)}>
        <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
          {(error) => <SubmitError error={error} />}
        </form.Subscribe>
        <form.Field name="email">
          {(field) => (
            <FormTextField field={field} label={m.form_email()} type="email" autoComplete="email" required />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <SubmitButton
              submitting={submitting}
              label={m.forgot_submit()}
              busyLabel={m.forgot_submitting()}
            />
          )}
        </form.Subscribe>
      </form>
      <Link to="/login/" className={`${linkClasses} self-start`}>
        {m.forgot_back_to_login()}
      </Link>
    </>
  )
}
