/**
 * Whether a database error (or one it wraps, as Drizzle does) is a unique-constraint violation
 * (SQLSTATE 23505), e.g. two registrations racing for the same e-mail address.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && current.code === '23505') return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}
