import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { STORAGE_LOG_INTERVAL_MS, createStorageFailureLog, isStorageFailure } from './storage-failure'

const driverError = (code: string) => Object.assign(new Error('could not extend file'), { code })

describe('isStorageFailure', () => {
  it('recognises a full disk, a failing or read-only storage in a failed query', () => {
    for (const code of ['53100', '58030', '25006'])
      expect(isStorageFailure(new DrizzleQueryError('insert into …', [], driverError(code)))).toBe(true)
  })

  it('recognises the same from a file written outside the database', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'EROFS', 'EIO'])
      expect(isStorageFailure(driverError(code))).toBe(true)
  })

  it('leaves every other failure a fault of its own', () => {
    expect(isStorageFailure(new DrizzleQueryError('insert into …', [], driverError('23505')))).toBe(false)
    expect(isStorageFailure(driverError('ECONNRESET'))).toBe(false)
    expect(isStorageFailure(new Error('boom'))).toBe(false)
    expect(isStorageFailure('53100')).toBe(false)
  })
})

describe('the storage failure log', () => {
  it('logs the first failure, then at most one a minute, counting those left out', () => {
    let now = 1_000_000
    const log = createStorageFailureLog(() => now)
    expect(log.shouldLog()).toBe(0)
    now += 1_000
    expect(log.shouldLog()).toBeUndefined()
    now += 1_000
    expect(log.shouldLog()).toBeUndefined()
    now += STORAGE_LOG_INTERVAL_MS
    expect(log.shouldLog()).toBe(2)
    now += STORAGE_LOG_INTERVAL_MS - 1
    expect(log.shouldLog()).toBeUndefined()
  })
})
