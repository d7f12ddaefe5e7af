import { describe, expect, it } from 'vitest'
import { REQUEST_TIMEOUTS, withRequestTimeouts } from './request-timeouts.server'

describe('request timeouts', () => {
  it('bound the headers to 10 s and the whole request to 30 s, checked every second', () => {
    expect(withRequestTimeouts({})).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      connectionsCheckingInterval: 1_000,
    })
  })

  it('keep what the server is created with otherwise, and a timeout set by the caller', () => {
    expect(withRequestTimeouts({ keepAliveTimeout: 5_000, requestTimeout: 60_000 })).toEqual({
      ...REQUEST_TIMEOUTS,
      keepAliveTimeout: 5_000,
      requestTimeout: 60_000,
    })
  })
})
