import { useForm } from '@tanstack/react-form'
import { useId, useMemo, useState } from 'react'
import { m } from '~/paraglide/messages'
import { emailChangeFormSchema } from '~/shop-client/schemas/account-forms.schema'
import type { EmailChangeForm as EmailChangeValues } from '~/shop-client/schemas/account-forms.schema'
import { FormMessage } from '~/ui/form-controls'
import { clearSubmitErrors, FormTextField, SubmitButton, SubmitError, submitHandler } from '~/ui/form-field'
import { withValuesBeforeHydration } from '~/ui/use-hydrated'
import { formErrorsOf, singleFlight } from '../account.model'
import { requestMyEmailChange } from '../email-change.functions'

const empty: EmailChangeValues = { email: '', password: '' }

/**
 * "E-Mail-Adresse ändern": the new address and the password; the shop mails a link to the new
 * address, which makes the change (the personal-data form's address field stays read-only and links
 * here). Until then the current address holds.
 */
export function EmailChangeForm() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const submit = useMemo(
    () => singleFlight((value: EmailChangeValues) => requestMyEmailChange({ data: value })),
    [],
  )
  const formId = useId()
  const [defaultValues] = useState(() => withValuesBeforeHydration(formId, empty))
  const form = useForm({
    defaultValues,
    listeners: {
      onChange: ({ formApi }) => {
        clearSubmitErrors(formApi)
      },
    },
    validators: {
      onChange: emailChangeFormSchema,
      onSubmitAsync: async ({ value }) => {
        setSentTo(null)
        const result = await submit(value).catch(() => undefined)
        if (!result) return { form: m.form_failed(), fields: {} }
        if (!result.ok) return formErrorsOf(result, ['email', 'password'])
        form.reset(empty)
        setSentTo(result.value)
        return undefined
      },
    },
  })

  return (
    <form
      id={formId}
      noValidate
      aria-labelledby="email-aendern"
      className="flex flex-col gap-4"
      onSubmit={submitHandler(form)}
    >
      <h2 id="email-aendern" tabIndex={-1} className="text-xl font-bold text-brand-900">
        {m.email_change_heading()}
      </h2>
      <p className="text-sm text-ink-muted">{m.email_change_intro()}</p>
      <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
        {(error) => <SubmitError error={error} />}
      </form.Subscribe>
      <FormMessage tone="success">{sentTo ? m.email_change_sent({ email: sentTo }) : null}</FormMessage>
      <form.Field name="email">
        {(field) => (
          <FormTextField
            field={field}
            label={m.email_change_new()}
            type="email"
            autoComplete="email"
            required
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <FormTextField
            field={field}
            label={m.email_change_password()}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SubmitButton
            submitting={submitting}
            label={m.email_change_submit()}
            busyLabel={m.form_saving()}
            className="self-start"
          />
        )}
      </form.Subscribe>
    </form>
  )
}
