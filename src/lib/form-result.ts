/**
 * What a form's server function answers (design brief §5: expected failures are values). The
 * server's per-field errors (spec §5 "a map of errors per field") are keyed by the form's field names;
 * the key '' holds errors of the form as a whole.
 */
export type FieldErrors = Readonly<Record<string, readonly string[]>>

export interface FormFailure {
  readonly ok: false
  /**
   * `invalid`: the shop refused the input (see `fieldErrors`); `throttled`: too many attempts, try
   * again after `retryAfterSeconds`; `session-ended`: the session is over (spec §8); `logged-out`:
   * there was no session to begin with; `unavailable`: the shop could not store it now (503, e.g. its
   * disk is full), nothing was changed, try again after `retryAfterSeconds`.
   */
  readonly reason: 'invalid' | 'throttled' | 'session-ended' | 'logged-out' | 'unavailable'
  readonly message: string
  readonly fieldErrors: FieldErrors
  readonly retryAfterSeconds?: number | undefined
}

export type FormResult<T> = { readonly ok: true; readonly value: T } | FormFailure

/** Renames the API's field names to the form's (`password_confirmation` → `passwordConfirmation`). */
export function renameFields(errors: FieldErrors, names: Readonly<Record<string, string>>): FieldErrors {
  const renamed: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(errors)) {
    const name = names[field] ?? field
    renamed[name] = [...(renamed[name] ?? []), ...messages]
  }
  return renamed
}
