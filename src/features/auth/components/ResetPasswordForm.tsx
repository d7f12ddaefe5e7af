import { useForm } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { formErrorsOf, singleFlight } from '~/features/account/account.model'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/shop-client/schemas/account.schema'
import { m } from '~/paraglide/messages'
import { FormMessage, linkClasses, primaryButtonClasses } from '~/ui/form-controls'
import { clearSubmitErrors, FormTextField, SubmitButton, SubmitError, submitHandler } from '~/ui/form-field'
import { withValuesBeforeHydration } from '~/ui/use-hydrated'
import { resetPassword } from '../auth.functions'
import { resetPasswordFormSchema } from '~/shop-client/schemas/auth.schema'

type ResetValues = { token: string; email: string; password: string; passwordConfirmation: string }

/** Why the link cannot be used: it never was one, or the shop says it is used up or expired. */
function InvalidLink() {
  return (
    <div className="flex flex-col gap-4">
      <FormMessage tone="error">{m.reset_link_invalid()}</FormMessage>
      <Link to="/forgot-password/" className={primaryButtonClasses}>
        {m.reset_request_new()}
      </Link>
    </div>
  )
}

/** Spec §2 /reset-password/: the new password for the account of the mailed link. */
export function ResetPasswordForm({
  token,
  email,
}: {
  token: string | undefined
  email: string | undefined
}) {
  const [outcome, setOutcome] = useState<'done' | 'link-invalid' | null>(null)
  const submit = useMemo(() => singleFlight((value: ResetValues) => resetPassword({ data: value })), [])
  const formId = useId()
  // What was typed before the page's script took over is kept, not reset to empty fields.
  const [defaultValues] = useState(() =>
    withValuesBeforeHydration(formId, {
      token: token ?? '',
      email: email ?? '',
      password: '',
      passwordConfirmation: '',
    }),
  )
  const form = useForm({
    defaultValues,
    listeners: {
      onChange: ({ formApi }) => {
        clearSubmitErrors(formApi)
      },
    },
    validators: {
      onChange: resetPasswordFormSchema,
      onSubmitAsync: async ({ value }) => {
        const result = await submit(value).catch(() => undefined)
        if (!result) return { form: m.form_failed(), fields: {} }
        if (result.ok) return undefined
        if (result.reason === 'invalid' && (result.fieldErrors.token || result.fieldErrors.email)) {
          setOutcome('link-invalid')
          return undefined
        }
        return formErrorsOf(result, ['password', 'passwordConfirmation'])
      },
    },
    onSubmit: () => {
      setOutcome((current) => current ?? 'done')
    },
  })

  if (!token || !email || outcome === 'link-invalid') return <InvalidLink />
  if (outcome === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">{m.reset_done()}</FormMessage>
        <Link to="/login/" className={primaryButtonClasses}>
          {m.reset_to_login()}
        </Link>
      </div>
    )
  }

  return (
    <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={submitHandler(form)}>
      <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
        {(error) => <SubmitError error={error} />}
      </form.Subscribe>
      <p className="text-ink-muted">{m.reset_for_account({ email })}</p>
      <form.Field name="password">
        {(field) => (
          <FormTextField
            field={field}
            label={m.form_new_password()}
            type="password"
            autoComplete="new-password"
            description={m.form_password_hint({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
            required
          />
        )}
      </form.Field>
      <form.Field name="passwordConfirmation">
        {(field) => (
          <FormTextField
            field={field}
            label={m.form_password_confirmation()}
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SubmitButton submitting={submitting} label={m.reset_submit()} busyLabel={m.reset_submitting()} />
        )}
      </form.Subscribe>
      <Link to="/forgot-password/" className={`${linkClasses} self-start text-sm`}>
        {m.reset_request_new()}
      </Link>
    </form>
  )
}
