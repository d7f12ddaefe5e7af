import * as v from 'valibot'

/** The user hash returned by login and registration (spec §3 Session values), as used in URLs. */
export const userHashSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/))

export const doiThankYouParamsSchema = v.object({ userHash: userHashSchema })
