import { describe, expect, it, vi } from 'vitest'
import type { Brand } from '~/shop-client/schemas/brands.schema'
import { findBrandBySlug } from './brand-directory.server'

const asics: Brand = { id: 7, slug: 'asics', name: 'ASICS', logo: '/media/asics.svg', productCount: 12 }
const MINUTE = 60 * 1000

// The directory lives in the module; each test starts an hour after the last, past its lifetime.
let hour = 0
const nextHour = () => (hour += 1) * 60 * MINUTE

describe('findBrandBySlug', () => {
  it('asks the shop once for a few minutes, then again', async () => {
    const start = nextHour()
    const load = vi.fn(() => Promise.resolve([asics]))
    expect(await findBrandBySlug('asics', () => start, load)).toEqual(asics)
    expect(await findBrandBySlug('nike', () => start + 4 * MINUTE, load)).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(1)
    expect(await findBrandBySlug('asics', () => start + 6 * MINUTE, load)).toEqual(asics)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not keep a failed load', async () => {
    const start = nextHour()
    const load = vi
      .fn<() => Promise<Brand[]>>()
      .mockRejectedValueOnce(new Error('shop down'))
      .mockResolvedValue([asics])
    await expect(findBrandBySlug('asics', () => start, load)).rejects.toThrow('shop down')
    expect(await findBrandBySlug('asics', () => start + MINUTE, load)).toEqual(asics)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
