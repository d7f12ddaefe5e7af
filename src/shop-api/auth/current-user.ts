import { unauthenticated } from '../http/errors'
import type { SessionContext, SessionUser } from '../session/session'

/**
 * The logged-in customer of an `auth: 'required'` endpoint. The core has already refused calls
 * without a valid token; this narrows the type and keeps the guarantee if an endpoint is misdeclared.
 */
export function requireUser(session: SessionContext): SessionUser {
  if (!session.user) throw unauthenticated()
  return session.user
}

/** The session id of an authenticated call (for logout). */
export function requireSessionId(session: SessionContext): number {
  if (session.sessionId === null) throw unauthenticated()
  return session.sessionId
}
