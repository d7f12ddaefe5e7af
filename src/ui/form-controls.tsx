/**
 * Form primitives shared by every form of the shop: a labelled field whose errors are announced and
 * tied to it (aria-invalid, aria-describedby), a form-level alert and a status line.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react'
import { useId } from 'react'

export const inputClasses =
  'h-11 w-full rounded-md border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted aria-invalid:border-sale-600 read-only:bg-surface-muted disabled:bg-surface-muted'

export const primaryButtonClasses =
  'inline-flex h-11 items-center justify-center gap-2 rounded-pill bg-accent-600 px-6 font-semibold text-white hover:bg-accent-500 hover:text-brand-950 disabled:cursor-not-allowed disabled:opacity-60'

export const secondaryButtonClasses =
  'inline-flex h-11 items-center justify-center gap-2 rounded-pill border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60'

export const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** The visible messages of a field's errors: strings, or anything with a `message` (a schema issue). */
export function errorMessages(errors: readonly unknown[] | undefined): string[] {
  const messages: string[] = []
  for (const error of errors ?? []) {
    if (typeof error === 'string' && error) messages.push(error)
    else if (Array.isArray(error)) messages.push(...errorMessages(error))
    else if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      messages.push(error.message)
  }
  return [...new Set(messages)]
}

interface FieldFrameProps {
  readonly label: string
  readonly errors?: readonly unknown[] | undefined
  readonly description?: ReactNode
  readonly children: (ids: {
    inputId: string
    describedBy: string | undefined
    invalid: boolean
  }) => ReactNode
}

function FieldFrame({ label, errors, description, children }: FieldFrameProps) {
  const inputId = useId()
  const errorId = `${inputId}-error`
  const descriptionId = `${inputId}-description`
  const messages = errorMessages(errors)
  const describedBy =
    [description ? descriptionId : '', messages.length > 0 ? errorId : ''].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ inputId, describedBy, invalid: messages.length > 0 })}
      {description ? (
        <p id={descriptionId} className="text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      {messages.length > 0 ? (
        <p id={errorId} className="text-sm font-medium text-sale-600">
          {messages.join(' ')}
        </p>
      ) : null}
    </div>
  )
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  readonly label: string
  readonly errors?: readonly unknown[] | undefined
  readonly description?: ReactNode
}

/** A labelled text input; its errors are read out with it and shown below it. */
export function TextField({ label, errors, description, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} errors={errors} description={description}>
      {({ inputId, describedBy, invalid }) => (
        <input
          // Explicit, so a field that sets no type (a name) still says what it is.
          type="text"
          {...input}
          id={inputId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${inputClasses} ${className ?? ''}`}
        />
      )}
    </FieldFrame>
  )
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  readonly label: string
  readonly errors?: readonly unknown[] | undefined
  readonly description?: ReactNode
}

/** A labelled native select (keyboard and screen-reader behaviour of the platform). */
export function SelectField({
  label,
  errors,
  description,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} errors={errors} description={description}>
      {({ inputId, describedBy, invalid }) => (
        <select
          {...select}
          id={inputId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${inputClasses} ${className ?? ''}`}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  )
}

/**
 * The form's own message: an error (role alert, read out at once) or a confirmation (role status).
 * The live region stays mounted so that a message appearing in it is announced.
 */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const hasContent = children !== null && children !== undefined && children !== false && children !== ''
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        hasContent
          ? tone === 'error'
            ? 'rounded-md border border-sale-600 bg-red-50 px-4 py-3 text-sm font-medium text-sale-600'
            : 'rounded-md border border-success-600 bg-green-50 px-4 py-3 text-sm font-medium text-success-600'
          : 'sr-only'
      }
    >
      {children}
    </div>
  )
}
