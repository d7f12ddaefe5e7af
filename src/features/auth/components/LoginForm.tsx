import { trackLogin } from '~/features/analytics/events'
import { useForm } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { useSwitchViewer } from '~/features/account/account.queries'
import { formErrorsOf, singleFlight } from '~/features/account/account.model'
import { useSiteUrls } from '~/features/navigation/use-site-urls'
import { m } from '~/paraglide/messages'
import { linkClasses } from '~/ui/form-controls'
import { clearSubmitErrors, FormTextField, SubmitButton, SubmitError, submitHandler } from '~/ui/form-field'
import { withValuesBeforeHydration } from '~/ui/use-hydrated'
import { logIn } from '../auth.functions'
import { redirectTargetAfterLogin } from '../auth.model'
import { loginFormSchema } from '~/shop-client/schemas/auth.schema'
import type { LoginForm as LoginValues } from '~/shop-client/schemas/auth.schema'
import { AuthCard } from './AuthCard'

/** Spec §2 /login/: e-mail and password; afterwards back to the page that asked for it. */
export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const site = useSiteUrls()
  const switchViewer = useSwitchViewer()
  const submit = useMemo(() => singleFlight((value: LoginValues) => logIn({ data: value })), [])
  const formId = useId()
  // What was typed before the page's script took over is kept, not reset to empty fields.
  const [defaultValues] = useState(() => withValuesBeforeHydration(formId, { email: '', password: '' }))
  const form = useForm({
    defaultValues,
    listeners: {
      onChange: ({ formApi }) => {
        clearSubmitErrors(formApi)
      },
    },
    validators: {
      onChange: loginFormSchema,
      onSubmitAsync: async ({ value }) => {
        const result = await submit(value).catch(() => undefined)
        if (!result) return { form: m.form_failed(), fields: {} }
        return result.ok ? undefined : formErrorsOf(result, ['email', 'password'])
      },
    },
    onSubmit: () => {
      trackLogin()
      return switchViewer(redirectTargetAfterLogin(redirect, site))
    },
  })

  return (
    <AuthCard title={m.login_heading()} intro={m.login_intro()}>
      <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={submitHandler(form)}>
        <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
          {(error) => <SubmitError error={error} />}
        </form.Subscribe>
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
              autoComplete="current-password"
              required
            />
          )}
        </form.Field>
        <Link to="/forgot-password/" className={`${linkClasses} self-start text-sm`}>
          {m.login_forgot_link()}
        </Link>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <SubmitButton submitting={submitting} label={m.login_submit()} busyLabel={m.login_submitting()} />
          )}
        </form.Subscribe>
      </form>
      <p className="border-t border-line pt-5 text-ink-muted">
        {m.login_new_customer()}{' '}
        <Link to="/register/" search={redirect ? { redirect } : {}} className={linkClasses}>
          {m.login_register_link()}
        </Link>
      </p>
    </AuthCard>
  )
}
