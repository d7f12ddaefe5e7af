/**
 * A form's idempotency key: one per form instance, so a form sent twice (a double press, a retry
 * after a lost answer) has one effect, and the next form another.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Outside a secure context browsers leave randomUUID out; 16 random bytes serve the same purpose.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}
