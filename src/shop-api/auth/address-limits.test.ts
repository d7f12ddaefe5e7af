import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { authEndpoints } from './auth.endpoints'
import { metricsRegistry } from '~/metrics/metrics.server'
import { ADDRESS_LIMITS } from './address-limits'

/** Refusals counted for GET /metrics under the limit's name. */
async function refusalsOf(limit: string): Promise<number> {
  const counter = await metricsRegistry.getSingleMetric('rate_limit_refusals_total')?.get()
  return counter?.values.find((value) => value.labels['limit'] === limit)?.value ?? 0
}

const PASSWORD = 'Bergsommer2026'

describe.each(testBackends())('limits per client address (%s)', (backend) => {
  let api: TestApi
  let second: TestApi
  beforeAll(async () => {
    api = await startTestApi(backend, authEndpoints)
    // A second node over the same database (on PostgreSQL its own pool: two app servers).
    second = await startTestApi(backend, authEndpoints, { sameDatabaseAs: api })
  })
  afterAll(async () => {
    await second.close()
    await api.close()
  })

  const login = (node: TestApi, email: string, clientAddress: string, password = 'falsch-geraten') =>
    node.call('POST', '/api/v1/auth/login/', { body: { email, password }, clientAddress })

  it('stops password spraying: 40 logins with distinct e-mails from one address meet 429 before the end, on both nodes', async () => {
    const refusedBefore = await refusalsOf('login')
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let attempt = 0; attempt < 40; attempt++) {
      const node = attempt % 2 === 0 ? api : second
      const result = await login(node, `spray-${String(attempt)}@example.at`, '203.0.113.7')
      statuses.push(result.status)
      if (result.status === 429) retryAfter ??= result.headers.get('retry-after')
    }
    const { max, windowMs } = ADDRESS_LIMITS.login
    // The nodes count together: the limit holds across both.
    expect(statuses.slice(0, max).every((status) => status === 422)).toBe(true)
    expect(statuses.slice(max)).toEqual(Array(40 - max).fill(429))
    expect(await refusalsOf('login')).toBe(refusedBefore + 40 - max)
    expect(Number(retryAfter)).toBeGreaterThan(0)
    expect(Number(retryAfter)).toBeLessThanOrEqual(windowMs / 1000)
  })

  it('lets the owner in from another address while the sprayer is blocked, and forgives after the window', async () => {
    const email = `owner-${backend}@example.at`
    const registered = await api.call('POST', '/api/v1/auth/register/', {
      body: {
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        firstName: 'Olga',
        lastName: 'Owner',
      },
      clientAddress: '198.51.100.20',
    })
    expect(registered.status).toBe(201)
    expect((await login(api, email, '203.0.113.7', PASSWORD)).status).toBe(429)
    expect((await login(second, email, '198.51.100.21', PASSWORD)).status).toBe(200)
    api.clock.advance(ADDRESS_LIMITS.login.windowMs)
    second.clock.advance(ADDRESS_LIMITS.login.windowMs)
    expect((await login(api, email, '203.0.113.7', PASSWORD)).status).toBe(200)
  })

  it('limits sign-up floods, reset-mail floods and reset-token guessing per address', async () => {
    const flood = async (path: string, limit: number, body: (index: number) => unknown) => {
      const statuses: number[] = []
      for (let index = 0; index <= limit; index++) {
        statuses.push(
          (await api.call('POST', path, { body: body(index), clientAddress: '192.0.2.50' })).status,
        )
      }
      return statuses
    }
    const signUps = await flood('/api/v1/auth/register/', ADDRESS_LIMITS.register.max, (index) => ({
      email: `flood-${backend}-${String(index)}@example.at`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      firstName: 'Flo',
      lastName: 'Od',
    }))
    expect(signUps.at(-1)).toBe(429)
    expect(signUps.slice(0, -1).every((status) => status === 201)).toBe(true)

    const mails = await flood('/api/v1/forgotpassword/', ADDRESS_LIMITS['forgot-password'].max, (index) => ({
      email: `someone-${String(index)}@example.at`,
    }))
    expect(mails.at(-1)).toBe(429)
    expect(mails.slice(0, -1).every((status) => status === 200)).toBe(true)

    const guesses = await flood('/api/v1/resetpassword/', ADDRESS_LIMITS['reset-password'].max, () => ({
      token: 'Zk8rT2pQx7Lm4Nv9Bc1Hd6Fg3Js0Wa5Ye8Ri2Uo7Ip4',
      email: 'someone@example.at',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }))
    expect(guesses.at(-1)).toBe(429)
    expect(guesses.slice(0, -1).every((status) => status === 422)).toBe(true)
  })

  it('counts nothing for a caller in this process that names no address', async () => {
    for (let attempt = 0; attempt <= ADDRESS_LIMITS.register.max; attempt++) {
      const result = await api.call('POST', '/api/v1/forgotpassword/', { body: { email: 'x@example.at' } })
      expect(result.status).toBe(200)
    }
  })
})
