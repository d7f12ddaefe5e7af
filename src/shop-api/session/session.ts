import { and, eq, gt, isNull } from 'drizzle-orm'
import { sessions, users } from '../db/schema'
import type { PriceType } from '../db/schema'
import type { Database } from '../db/client'
import { invalidToken, invalidUuid, noUuidHeader, unauthenticated } from '../http/errors'
import type { AnyEndpoint } from '../http/endpoint'
import { BEARER_TOKEN_PATTERN, REQUEST_ID_PATTERN, hashToken } from './tokens'

export type SessionUser = typeof users.$inferSelect

export interface SessionContext {
  /** The logged-in customer, when a valid bearer token was sent. */
  readonly user: SessionUser | null
  /** Id of the session row, for logout. */
  readonly sessionId: number | null
  /**
   * The effective request id: the account's (`u…`) when logged in, otherwise the guest id from the
   * header (`g…`), or null when the endpoint allows none and none was sent.
   */
  readonly requestId: string | null
}

/**
 * Resolves who is calling, with the session-error signals of spec §8:
 * a bad or revoked token → 403 "invalid token"; a missing request id where one is required →
 * 401 "no uuid header"; a malformed id, or a logged-in id (`u…`) without its token → 422 "invalid uuid".
 */
/** A session unused for 30 days, or older than 180 days, is over: its token answers "invalid token". */
export const SESSION_IDLE_LIMIT_MS = 30 * 24 * 60 * 60 * 1000
export const SESSION_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000
const LAST_USED_PRECISION_MS = 5 * 60 * 1000

export async function resolveSession(
  db: Database,
  request: Request,
  endpoint: AnyEndpoint,
  now: Date,
): Promise<SessionContext> {
  let user: SessionUser | null = null
  let sessionId: number | null = null

  const authorization = request.headers.get('authorization')
  if (endpoint.auth !== 'none' && authorization !== null) {
    // The auth scheme is case-insensitive (RFC 9110 §11.1).
    const match = /^Bearer +(\S+)$/i.exec(authorization)
    const token = match?.[1]
    if (!token || !BEARER_TOKEN_PATTERN.test(token)) throw invalidToken()
    const [row] = await db
      .select({ user: users, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          isNull(sessions.revokedAt),
          isNull(users.deletedAt),
          gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_LIMIT_MS)),
          gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
        ),
      )
      .limit(1)
    if (!row) throw invalidToken()
    user = row.user
    sessionId = row.sessionId
    // Recording every request would turn each read into a write; a few minutes' precision is plenty.
    if (now.getTime() - row.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId))
    }
  }
  if (endpoint.auth === 'required' && !user) throw unauthenticated()

  let requestId: string | null = null
  if (endpoint.requestId !== 'none') {
    const header = request.headers.get('x-request-id')
    if (header !== null && header !== '') {
      if (!REQUEST_ID_PATTERN.test(header)) throw invalidUuid()
      if (header.startsWith('u') && header !== user?.requestId) throw invalidUuid()
    }
    requestId = user?.requestId ?? (header || null)
    if (endpoint.requestId === 'required' && requestId === null) throw noUuidHeader()
  }
  return { user, sessionId, requestId }
}

/**
 * The price type prices are shown in (spec §4, §6): the logged-in customer's role, vk for guests.
 * Never taken from the request, or anybody could ask for staff prices.
 */
export function viewerPriceType(user: SessionUser | null): PriceType {
  return user?.role ?? 'vk'
}
