import { useForm } from '@tanstack/react-form'
import { useId, useMemo, useState } from 'react'
import { m } from '~/paraglide/messages'
import { FormMessage } from '~/ui/form-controls'
import { clearSubmitErrors, FormTextField, SubmitButton, SubmitError, submitHandler } from '~/ui/form-field'
import { withValuesBeforeHydration } from '~/ui/use-hydrated'
import { changePassword } from '../account-forms.functions'
import { canSubmitPasswordChange, formErrorsOf, singleFlight } from '../account.model'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/shop-client/schemas/account.schema'
import { passwordFormSchema } from '~/shop-client/schemas/account-forms.schema'
import type { PasswordForm as PasswordValues } from '~/shop-client/schemas/account-forms.schema'

const empty: PasswordValues = { oldPassword: '', newPassword: '', newPasswordConfirmation: '' }

/**
 * Spec §4, §5 password change: submit disabled unless a field changed and the new password equals
 * its confirmation. The new session token replaces the old one on the server; the customer stays
 * logged in here, while every other session of the account ends.
 */
export function PasswordForm() {
  const [changed, setChanged] = useState(false)
  const submit = useMemo(() => singleFlight((value: PasswordValues) => changePassword({ data: value })), [])
  const formId = useId()
  // What was typed before the page's script took over is kept, not reset to empty fields.
  const [defaultValues] = useState(() => withValuesBeforeHydration(formId, empty))
  const form = useForm({
    defaultValues,
    listeners: {
      onChange: ({ formApi }) => {
        clearSubmitErrors(formApi)
      },
    },
    validators: {
      onChange: passwordFormSchema,
      onSubmitAsync: async ({ value }) => {
        setChanged(false)
        const result = await submit(value).catch(() => undefined)
        if (!result) return { form: m.form_failed(), fields: {} }
        if (!result.ok) return formErrorsOf(result, ['oldPassword', 'newPassword', 'newPasswordConfirmation'])
        form.reset(empty)
        setChanged(true)
        return undefined
      },
    },
  })

  return (
    <form
      id={formId}
      noValidate
      aria-labelledby="password-heading"
      className="flex flex-col gap-4"
      onSubmit={submitHandler(form)}
    >
      <h2 id="password-heading" className="text-xl font-bold text-brand-900">
        {m.password_heading()}
      </h2>
      <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
        {(error) => <SubmitError error={error} />}
      </form.Subscribe>
      <FormMessage tone="success">{changed ? m.password_changed() : null}</FormMessage>
      <form.Field name="oldPassword">
        {(field) => (
          <FormTextField
            field={field}
            label={m.form_current_password()}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
      </form.Field>
      <form.Field name="newPassword">
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
      <form.Field name="newPasswordConfirmation">
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
      <form.Subscribe selector={(state) => ({ values: state.values, submitting: state.isSubmitting })}>
        {({ values, submitting }) => (
          <SubmitButton
            submitting={submitting}
            label={m.password_submit()}
            busyLabel={m.form_saving()}
            disabled={!canSubmitPasswordChange(values, submitting)}
            className="self-start"
          />
        )}
      </form.Subscribe>
    </form>
  )
}
