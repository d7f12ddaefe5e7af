import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form'
import type { ComponentProps, SyntheticEvent } from 'react'
import { FormMessage, TextField, primaryButtonClasses } from './form-controls'
import { useDisabledUntilHydrated } from './use-hydrated'

/**
 * A field's errors once they are worth showing: after the shopper has left the field or tried to
 * submit, not while they are still typing their first characters.
 */
export function visibleErrors(field: AnyFieldApi): unknown[] {
  const shown = field.state.meta.isBlurred || field.form.state.submissionAttempts > 0
  return shown ? field.state.meta.errors : []
}

type FormTextFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'value' | 'onChange' | 'onBlur' | 'name' | 'errors'
> & {
  readonly field: AnyFieldApi
}

/** A text field shows text; anything else in the field (it should not be) as empty. */
function textValue(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** A text field bound to a TanStack Form field: value, change, blur and announced errors. */
export function FormTextField({ field, ...props }: FormTextFieldProps) {
  return (
    <TextField
      {...props}
      name={String(field.name)}
      value={textValue(field.state.value)}
      onChange={(event) => {
        field.handleChange(event.target.value)
      }}
      onBlur={field.handleBlur}
      errors={visibleErrors(field)}
    />
  )
}

/**
 * The server's verdict on the last submission (TanStack Form's submit errors) no longer holds once
 * the shopper changes anything: it is cleared, so the form can be sent again. Use as the form's
 * `listeners.onChange`.
 */
export function clearSubmitErrors(formApi: AnyFormApi): void {
  formApi.setErrorMap({ onSubmit: undefined })
  for (const name of Object.keys(formApi.fieldInfo)) {
    formApi.setFieldMeta(name, (meta) =>
      meta.errorMap.onSubmit === undefined
        ? meta
        : { ...meta, errorMap: { ...meta.errorMap, onSubmit: undefined } },
    )
  }
}

/**
 * After a refused submission, focus goes to the first field that says what is wrong, so keyboard and
 * screen-reader users land on the problem (its message is tied to the field). Runs after the errors
 * are rendered.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]')
    invalid?.focus()
  })
}

/**
 * A form's submit handler: TanStack Form's submission instead of the browser's, then focus on the
 * first refused field.
 */
export function submitHandler(form: { handleSubmit: () => Promise<void> }) {
  return (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    void form.handleSubmit().then(() => {
      focusFirstInvalid(element)
    })
  }
}

/** The verdict of the last submission on the form as a whole (a live region, always mounted). */
export function SubmitError({ error }: { error: unknown }) {
  return <FormMessage tone="error">{typeof error === 'string' ? error : null}</FormMessage>
}

/**
 * A form's submit button: disabled until the page is hydrated (or while `disabled`), and saying so
 * while the submission runs (a second press then reuses it, spec §4 Forms).
 */
export function SubmitButton({
  submitting,
  label,
  busyLabel,
  disabled = false,
  className = '',
}: {
  submitting: boolean
  label: string
  busyLabel: string
  disabled?: boolean
  className?: string
}) {
  const disabledProps = useDisabledUntilHydrated({ disabled, busy: submitting })
  return (
    <button type="submit" className={`${primaryButtonClasses} ${className}`} {...disabledProps}>
      {submitting ? busyLabel : label}
    </button>
  )
}
