import { createHash, randomBytes } from 'node:crypto'

/**
 * A secret token (bearer, password reset, double opt-in): 256 bits of randomness, base64url.
 * Only its SHA-256 is stored.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Request ids: `g` (guest) or `u` (logged in) followed by 128 random bits in hex. */
export const REQUEST_ID_PATTERN = /^[gu][0-9a-f]{32}$/

export function newGuestRequestId(): string {
  return `g${randomBytes(16).toString('hex')}`
}

export function newUserRequestId(): string {
  return `u${randomBytes(16).toString('hex')}`
}

/** The user hash of spec §3: 128 random bits in hex. Not a secret (login returns it). */
export function newUserHash(): string {
  return randomBytes(16).toString('hex')
}

/** Tokens of {@link newToken} are base64url of 32 bytes (43 characters). */
export const BEARER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
