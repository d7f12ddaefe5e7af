import { useForm } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { m } from '~/paraglide/messages'
import { linkClasses } from '~/ui/form-controls'
import { FormMessage, SelectField, TextField } from '~/ui/form-controls'
import {
  clearSubmitErrors,
  FormTextField,
  SubmitButton,
  SubmitError,
  submitHandler,
  visibleErrors,
} from '~/ui/form-field'
import { updatePersonalData } from '../account-forms.functions'
import { withValuesBeforeHydration } from '~/ui/use-hydrated'
import { canSubmitChanges, formErrorsOf, singleFlight } from '../account.model'
import { viewerQuery } from '../account.queries'
import { genders } from '~/shop-client/schemas/account.schema'
import type { AccountData } from '~/shop-client/schemas/account.schema'
import { personalFormSchema } from '~/shop-client/schemas/account-forms.schema'
import type { PersonalForm } from '~/shop-client/schemas/account-forms.schema'

const fields = ['firstName', 'lastName', 'phone', 'birthday', 'gender'] as const

const genderText: Record<(typeof genders)[number], () => string> = {
  '': m.gender_none,
  male: m.gender_male,
  female: m.gender_female,
  divers: m.gender_divers,
}

function formValues(account: AccountData): PersonalForm {
  return {
    firstName: account.personal.firstName,
    lastName: account.personal.lastName,
    phone: account.personal.phone ?? '',
    birthday: account.personal.birthday ?? '',
    gender: account.personal.gender,
  }
}

/**
 * Spec §4 Forms, §5 personal form: the e-mail address is shown but cannot be edited; submit stays
 * disabled until a field changed; after saving, the local account data is the saved one.
 */
export function PersonalDataForm({ account }: { account: AccountData }) {
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(false)
  const submit = useMemo(() => singleFlight((value: PersonalForm) => updatePersonalData({ data: value })), [])
  // Spec §4 Forms: changes are measured against what was last saved.
  const [savedValues, setSavedValues] = useState(() => formValues(account))
  const formId = useId()
  // What was typed before the page's script took over is the form's state, and a change to save:
  // React keeps it on screen, and a state that did not know it would save the old values.
  const [defaultValues, setDefaultValues] = useState(() => withValuesBeforeHydration(formId, savedValues))
  const form = useForm({
    defaultValues,
    listeners: {
      onChange: ({ formApi }) => {
        clearSubmitErrors(formApi)
      },
    },
    validators: {
      onChange: personalFormSchema,
      onSubmitAsync: async ({ value }) => {
        setSaved(false)
        const result = await submit(value).catch(() => undefined)
        if (!result) return { form: m.form_failed(), fields: {} }
        if (!result.ok) return formErrorsOf(result, fields)
        const updated = { ...account, personal: result.value }
        queryClient.setQueryData(viewerQuery.queryKey, (viewer) =>
          viewer?.kind === 'customer' ? { ...viewer, account: updated } : viewer,
        )
        const values = formValues(updated)
        setSavedValues(values)
        // The form takes its defaults again on every render: they must be the saved values now.
        setDefaultValues(values)
        form.reset(values)
        setSaved(true)
        return undefined
      },
    },
  })

  return (
    <form
      id={formId}
      noValidate
      aria-labelledby="personal-heading"
      className="flex flex-col gap-4"
      onSubmit={submitHandler(form)}
    >
      <h2 id="personal-heading" className="text-xl font-bold text-brand-900">
        {m.personal_heading()}
      </h2>
      <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
        {(error) => <SubmitError error={error} />}
      </form.Subscribe>
      <FormMessage tone="success">{saved ? m.personal_saved() : null}</FormMessage>
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
      <TextField
        label={m.form_email()}
        type="email"
        value={account.personal.email}
        readOnly
        description={
          <>
            {m.personal_email_readonly()}{' '}
            <a href="#email-aendern" className={linkClasses}>
              {m.personal_email_change_link()}
            </a>
          </>
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        <form.Field name="phone">
          {(field) => <FormTextField field={field} label={m.form_phone()} type="tel" autoComplete="tel" />}
        </form.Field>
        <form.Field name="birthday">
          {(field) => (
            <FormTextField field={field} label={m.form_birthday()} type="date" autoComplete="bday" />
          )}
        </form.Field>
      </div>
      <form.Field name="gender">
        {(field) => (
          <SelectField
            label={m.form_gender()}
            name={field.name}
            value={field.state.value}
            onChange={(event) => {
              const gender = genders.find((value) => value === event.target.value)
              if (gender !== undefined) field.handleChange(gender)
            }}
            onBlur={field.handleBlur}
            errors={visibleErrors(field)}
          >
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {genderText[gender]()}
              </option>
            ))}
          </SelectField>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => ({ values: state.values, submitting: state.isSubmitting })}>
        {({ values, submitting }) => (
          <SubmitButton
            submitting={submitting}
            label={m.form_save()}
            busyLabel={m.form_saving()}
            disabled={!canSubmitChanges(savedValues, values, submitting)}
            className="self-start"
          />
        )}
      </form.Subscribe>
    </form>
  )
}
