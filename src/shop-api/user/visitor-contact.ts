/**
 * What the requests a visitor makes for a store share (click & reserve, service booking): who asks
 * (a customer by token, or a guest by request id, made on the first request), the contact details
 * the store needs (a customer's account fills the gaps), and the required Idempotency-Key.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { idempotencyKeySchema } from '../checkout/checkout.schema'
import type { Database } from '../db/client'
import { users } from '../db/schema'
import { validationFailed } from '../http/errors'
import type { FieldErrors } from '../http/errors'
import type { SessionContext, SessionUser } from '../session/session'
import { newGuestRequestId } from '../session/tokens'

/** Who asks: a customer (bearer token), or a guest by the request id. */
export interface VisitorCaller {
  readonly user: SessionUser | null
  readonly guestRequestId: string | null
}

/** The caller as the session says, for reading or cancelling (a guest may have no id: then none). */
export function visitorCallerOf(session: SessionContext): VisitorCaller {
  return { user: session.user, guestRequestId: session.user ? null : session.requestId }
}

/** The caller of a request that creates something: a first-time guest gets a new request id. */
export function creatingCallerOf(session: SessionContext): VisitorCaller {
  return session.user
    ? visitorCallerOf(session)
    : { user: null, guestRequestId: session.requestId ?? newGuestRequestId() }
}

/** The request id the answer hands back (`uuid`): the customer's, or the guest's (perhaps new). */
export function answeredRequestId(session: SessionContext, caller: VisitorCaller): string {
  return session.user ? session.user.requestId : (caller.guestRequestId ?? '')
}

/** The Idempotency-Key header, required: a missing or malformed one is a 422 naming it. */
export function requiredIdempotencyKey(request: Request): string {
  const parsed = v.safeParse(idempotencyKeySchema, request.headers.get('idempotency-key'))
  if (!parsed.success)
    throw validationFailed({
      idempotencyKey: ['The Idempotency-Key header is required: 1 to 255 visible ASCII characters.'],
    })
  return parsed.output
}

export interface VisitorContact {
  readonly name: string
  readonly email: string
  readonly phone: string
}

/**
 * Who the request is for: the body's fields, a customer's account filling the gaps. A guest must
 * give all three; a customer's phone may stay empty (the account has the e-mail to reach them).
 */
export async function contactOf(
  db: Database,
  caller: VisitorCaller,
  body: VisitorContact,
): Promise<VisitorContact> {
  const errors: FieldErrors = {}
  let { name, email, phone } = body
  if (caller.user) {
    const [account] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      })
      .from(users)
      .where(eq(users.id, caller.user.id))
    name ||= [account?.firstName, account?.lastName].filter(Boolean).join(' ')
    email ||= account?.email ?? ''
    phone ||= account?.phone ?? ''
  } else if (phone === '') errors.phone = ['The phone field is required.']
  if (name === '') errors.name = ['The name field is required.']
  if (email === '') errors.email = ['The email field is required.']
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
  return { name, email, phone }
}
