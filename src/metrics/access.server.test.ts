import { describe, expect, it } from 'vitest'
import { mayReadMetrics } from './access.server'

const TOKEN = 'm3tR1cs-k7Q2vX9pL4mN8rT1wY6zB3cF'

describe('mayReadMetrics', () => {
  it('lets nobody in while neither a token nor addresses are configured', () => {
    const none = { token: '', addresses: '' }
    expect(mayReadMetrics(none, 'Bearer ', '127.0.0.1')).toBe(false)
    expect(mayReadMetrics(none, `Bearer ${TOKEN}`, '127.0.0.1')).toBe(false)
    expect(mayReadMetrics(none, null, undefined)).toBe(false)
  })

  it('lets in the configured bearer token only', () => {
    const access = { token: TOKEN, addresses: '' }
    expect(mayReadMetrics(access, `Bearer ${TOKEN}`, undefined)).toBe(true)
    expect(mayReadMetrics(access, `bearer  ${TOKEN}`, '203.0.113.9')).toBe(true)
    for (const header of [
      null,
      '',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN.slice(1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.toUpperCase()}`,
      `Bearer ${TOKEN} ${TOKEN}`,
      'Bearer ',
    ])
      expect(mayReadMetrics(access, header, '203.0.113.9'), String(header)).toBe(false)
  })

  it('lets in the configured client addresses, in any notation of the same address', () => {
    const access = { token: '', addresses: '10.0.0.5, fd00::7' }
    expect(mayReadMetrics(access, null, '10.0.0.5')).toBe(true)
    expect(mayReadMetrics(access, null, '::ffff:10.0.0.5')).toBe(true)
    expect(mayReadMetrics(access, null, 'fd00:0:0::7')).toBe(true)
    expect(mayReadMetrics(access, null, 'FD00::7')).toBe(true)
    for (const address of [undefined, '', '10.0.0.50', '10.0.0.4', 'fd00::8', '127.0.0.1'])
      expect(mayReadMetrics(access, null, address), String(address)).toBe(false)
  })

  it('takes either rule: a wrong token from an allowed address, or the token from anywhere', () => {
    const access = { token: TOKEN, addresses: '10.0.0.5' }
    expect(mayReadMetrics(access, 'Bearer wrong', '10.0.0.5')).toBe(true)
    expect(mayReadMetrics(access, `Bearer ${TOKEN}`, '198.51.100.1')).toBe(true)
    expect(mayReadMetrics(access, 'Bearer wrong', '198.51.100.1')).toBe(false)
  })
})
