import { validationFailed } from '../http/errors'

/**
 * Refuses a birthday that is not in the past. Kept out of the schema because "the past" is measured
 * on the API's clock (`services.now()`), which tests control.
 */
export function assertBirthdayInPast(birthday: string | null | undefined, now: Date): void {
  if (birthday && birthday >= now.toISOString().slice(0, 10))
    throw validationFailed({ birthday: ['The birthday must be a date in the past.'] })
}
