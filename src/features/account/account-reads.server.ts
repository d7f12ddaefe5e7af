import * as v from 'valibot'
import { accountDataSchema } from '~/shop-client/schemas/account.schema'
import type { AccountData } from '~/shop-client/schemas/account.schema'

/** Spec §8: "Account data missing from response". */
export const ACCOUNT_PARSE_ERROR = 'Error during server response parsing!'

const envelopeSchema = v.object({ data: v.unknown() })

/** Reads `data` of an account answer; anything else is the spec's parsing error. */
export function parseAccountData(body: unknown): AccountData {
  const envelope = v.safeParse(envelopeSchema, body)
  const account = envelope.success ? v.safeParse(accountDataSchema, envelope.output.data) : undefined
  if (!account?.success) throw new Error(ACCOUNT_PARSE_ERROR)
  return account.output
}
