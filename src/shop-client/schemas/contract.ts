/**
 * The storefront's half of the HTTP contract, as data: every shop API endpoint the storefront calls,
 * with the schema it reads the success body with. Each resource's schema module lists its own
 * endpoints in a function, so that the client bundle (which imports the schemas) drops the lists;
 * `src/shop-client/contract.test.ts` parses the API's documented example of each with it, so that a
 * field renamed on either side fails the unit tests.
 */
import * as v from 'valibot'

export type ContractMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ContractEndpoint {
  readonly method: ContractMethod
  /** The path as docs/api.md names it, parameters as `:name` (e.g. `/api/v1/cart/hash/:hash/`). */
  readonly path: string
  /** How the storefront reads the success body; `ignoredBody` when it reads nothing from it. */
  readonly response: v.GenericSchema
}

/** The body of a call whose answer the storefront does not read (it only needs the status). */
export const ignoredBody = v.unknown()

export function endpoint(
  method: ContractMethod,
  path: string,
  response: v.GenericSchema = ignoredBody,
): ContractEndpoint {
  return { method, path, response }
}
