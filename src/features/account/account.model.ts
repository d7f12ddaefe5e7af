/**
 * Pure rules of the account forms (spec §4 Forms, §5 Validation rules), shared by login,
 * registration, personal data, password, addresses and deletion.
 */
import type { FormFailure } from '~/lib/form-result'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

/** Spec §4 Forms: changes are tracked per field. The fields whose value differs from the saved one. */
export function changedFields<T extends object>(saved: T, current: T): (keyof T)[] {
  return (Object.keys(saved) as (keyof T)[]).filter((key) => !Object.is(saved[key], current[key]))
}

/** Spec §4, §5: submit is disabled while nothing changed, and while a submission is pending. */
export function canSubmitChanges<T extends object>(saved: T, current: T, submitting: boolean): boolean {
  return !submitting && changedFields(saved, current).length > 0
}

/**
 * Spec §5 password change: submit disabled unless at least one field changed and the new password
 * equals its confirmation.
 */
export function canSubmitPasswordChange(
  values: { oldPassword: string; newPassword: string; newPasswordConfirmation: string },
  submitting: boolean,
): boolean {
  const changed =
    values.oldPassword !== '' || values.newPassword !== '' || values.newPasswordConfirmation !== ''
  return !submitting && changed && values.newPassword === values.newPasswordConfirmation
}

/**
 * Spec §4 Forms: "while submitting, a second submit reuses the pending one". Calls made while a call
 * is pending get that call's promise instead of starting another.
 */
export function singleFlight<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let pending: Promise<R> | undefined
  return (...args: A) => {
    pending ??= run(...args).finally(() => {
      pending = undefined
    })
    return pending
  }
}

/** The shop's own messages (English) in the shopper's language, where we know them. */
const knownServerMessages: Readonly<Record<string, () => string>> = {
  'These credentials do not match our records.': () => m.login_failed(),
  'The email has already been taken.': () => m.register_email_taken(),
  'The birthday must be a date in the past.': () => m.form_birthday_past(),
  'The current password is incorrect.': () => m.password_old_wrong(),
  'This password reset link is invalid or has expired.': () => m.reset_link_invalid(),
  'This e-mail address belongs to another account.': () => m.email_change_taken(),
  'This is already the e-mail address of your account.': () => m.email_change_same(),
  'The password is incorrect.': () => m.email_change_wrong_password(),
}

/**
 * A message of the shop for the shopper: its translation where we know it; on an English page the
 * shop's own (English) text; otherwise a request to check the field (or, for the whole form, that it
 * failed) — never the shop's English on a German page. The forms check the shop's rules themselves
 * first (src/shop-client/schemas/account.schema.ts), so this is for rules only the shop knows.
 */
export function localizedServerMessage(message: string, scope: 'field' | 'form' = 'field'): string {
  const known = knownServerMessages[message]
  if (known) return known()
  if (getLocale() === 'en') return message
  return scope === 'field' ? m.form_field_check() : m.form_failed()
}

/**
 * Spec §5 "server validation errors arrive as a map of errors per field and are shown on the form":
 * errors of the form's own fields go to those fields, the rest (and a refusal without field errors)
 * become the form's message. The shape TanStack Form's submit validators return.
 */
export function formErrorsOf<TField extends string>(
  failure: FormFailure,
  fields: readonly TField[],
): { form?: string; fields: Partial<Record<TField, string>> } {
  if (failure.reason === 'throttled') return { form: throttledMessage(failure.retryAfterSeconds), fields: {} }
  if (failure.reason === 'session-ended' || failure.reason === 'logged-out')
    return { form: m.session_ended(), fields: {} }
  if (failure.reason === 'unavailable') return { form: m.save_unavailable(), fields: {} }
  const own = new Set<string>(fields)
  const fieldErrors: Partial<Record<TField, string>> = {}
  const rest: string[] = []
  for (const [field, messages] of Object.entries(failure.fieldErrors)) {
    if (own.has(field))
      fieldErrors[field as TField] = unique(messages.map((message) => localizedServerMessage(message))).join(
        ' ',
      )
    else rest.push(...messages.map((message) => localizedServerMessage(message, 'form')))
  }
  return rest.length > 0 ? { form: unique(rest).join(' '), fields: fieldErrors } : { fields: fieldErrors }
}

/** Spec §7 429: how long to wait, from `Retry-After`. */
export function throttledMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return m.login_throttled_unknown()
  const total = Math.max(1, Math.ceil(retryAfterSeconds))
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  return minutes > 0
    ? m.login_throttled_minutes({ minutes, seconds })
    : m.login_throttled_seconds({ seconds })
}

/** Each text once: several refusals translated alike say it once. */
function unique(texts: readonly string[]): string[] {
  return [...new Set(texts)]
}
