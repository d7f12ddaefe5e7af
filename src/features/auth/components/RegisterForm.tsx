import { trackSignUp } from '~/features/analytics/events'
import { useForm } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { useSwitchViewer } from '~/features/account/account.queries'
import { formErrorsOf, singleFlight } from '~/features/account/account.model'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/shop-client/schemas/account.schema'
import { useSiteUrls } from '~/features/navigation/use-site-urls'
import { m } from '~/paraglide/messages'
import { linkClasses, SelectField } from '~/ui/form-controls'
import {
  clearSubmitErrors,
  FormTextField,
  SubmitButton,
  SubmitError,
  submitHandler,
  visibleErrors,
} from '~/ui/form-field'
import { withValuesBeforeHydration } from '~/ui/use-hydrated'
import { register } from '../auth.functions'
import { redirectTargetAfterLogin } from '../auth.model'
import { registerFormSchema } from '~/shop-client/schemas/auth.schema'
import { AuthCard } from './AuthCard'

type RegisterValues = {
  firstName: string
  lastName: string
  email: string
  password: string
  passwordConfirmation: string
  team: string
}

const fields = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'team'] as const

/** Spec §2 /register/: a new account, logged in at once; a confirmation mail follows (double opt-in). */
export function RegisterForm({
  redirect,
  teams,
}: {
  redirect: string | undefined
  /** The team build's choice of team to join (public teams); none in the shop. */
  teams?: readonly { readonly slug: string; readonly name: string }[]
}) {
  const site = useSiteUrls()
  const switchViewer = useSwitchViewer()
  const submit = useMemo(() => singleFlight((value: RegisterValues) => register({ data: value })), [])
  const formId = useId()
  // What was typed before the page's script took over is kept, not reset to empty fields.
  const [defaultValues] = useState(() =>
    withValuesBeforeHydration(formId, {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      team: '',
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
      onChange: registerFormSchema,
      onSubmitAsync: async ({ value }) => {
        const result = await submit(value).catch(() => undefined)
        if (!result) return { form: m.form_failed(), fields: {} }
        return result.ok ? undefined : formErrorsOf(result, fields)
      },
    },
    onSubmit: () => {
      trackSignUp()
      return switchViewer(redirectTargetAfterLogin(redirect, site))
    },
  })

  return (
    <AuthCard title={m.register_heading()} intro={m.register_intro()}>
      <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={submitHandler(form)}>
        <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
          {(error) => <SubmitError error={error} />}
        </form.Subscribe>
        <div className="grid gap-4 md:grid-cols-2">
          <form.Field name="firstName">
            {(field) => (
              <FormTextField field={field} label={m.form_first_name()} autoComplete="given-name" required />
            )}
          </form.Field>
          <form.Field name="lastName">
            {(field) => (
              <FormTextField field={field} label={m.form_last_name()} autoComplete="family-name" required />
            )}
          </form.Field>
        </div>
        <form.Field name="email">
          {(field) => (
            <FormTextField field={field} label={m.form_email()} type="email" autoComplete="email" required />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <FormTextField
              field={field}
              label={m.form_password()}
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
        {teams ? (
          <form.Field name="team">
            {(field) => (
              <SelectField
                label={m.register_team()}
                name="team"
                required
                value={field.state.value}
                onChange={(event) => {
                  field.handleChange(event.target.value)
                }}
                onBlur={field.handleBlur}
                errors={visibleErrors(field)}
              >
                <option value="">{m.register_team_choose()}</option>
                {teams.map((team) => (
                  <option key={team.slug} value={team.slug}>
                    {team.name}
                  </option>
                ))}
              </SelectField>
            )}
          </form.Field>
        ) : null}
        <p className="text-sm text-ink-muted">{m.register_privacy_note()}</p>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <SubmitButton
              submitting={submitting}
              label={m.register_submit()}
              busyLabel={m.register_submitting()}
            />
          )}
        </form.Subscribe>
      </form>
      <p className="border-t border-line pt-5 text-ink-muted">
        {m.register_have_account()}{' '}
        <Link to="/login/" search={redirect ? { redirect } : {}} className={linkClasses}>
          {m.register_login_link()}
        </Link>
      </p>
    </AuthCard>
  )
}
