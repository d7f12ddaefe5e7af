/** Field errors as the spec's forms expect them (spec §5): a map of messages per field. */
export type FieldErrors = Record<string, string[]>

/**
 * An expected failure with its HTTP status. The body is always
 * `{ "message": string, "errors"?: { field: [messages] } }`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toBody(): { message: string; errors?: FieldErrors } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message }
  }
}

export const validationFailed = (errors: FieldErrors) =>
  new ApiError(422, 'The given data was invalid.', errors)

export const notFound = (what: string) => new ApiError(404, `${what} not found`)

// The session-error signals of spec §8, exactly: the storefront turns each into a forced logout.
export const invalidToken = () => new ApiError(403, 'invalid token', { token: ['invalid token'] })
export const noUuidHeader = () => new ApiError(401, 'no uuid header', { uuid: ['no uuid header'] })
export const invalidUuid = () => new ApiError(422, 'invalid uuid', { uuid: ['invalid uuid'] })

/** A call that needs a logged-in customer was made without a bearer token. */
export const unauthenticated = () => new ApiError(401, 'unauthenticated', { token: ['missing token'] })
