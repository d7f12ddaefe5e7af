import { createMiddleware } from '@tanstack/react-start'
import * as v from 'valibot'
import { announceSessionEnded } from './session-ended-signal'
import { sessionEndedDuringRequest } from '~/shop-client/session-gateway.server'

const sentContextSchema = v.object({ session: v.object({ ended: v.literal(true) }) })

/**
 * Reports to the browser, beside any server function's answer, that the session ended while the
 * function ran (logout, or a spec §8 forced logout). The browser then clears its viewer data and
 * goes home, so no page keeps showing the previous customer's prices or data.
 */
export const sessionEndedMiddleware = createMiddleware({ type: 'function' })
  .client(async ({ next }) => {
    const result = await next()
    if (v.is(sentContextSchema, result.context)) announceSessionEnded()
    return result
  })
  .server(async ({ next }) => {
    // Start copies the sent context shallowly when the function starts, before anyone knows how it
    // ends; the nested report object is serialized with the answer, so it is filled in afterwards.
    const report = { ended: false }
    const result = await next({ sendContext: { session: report } })
    report.ended = sessionEndedDuringRequest()
    return result
  })
