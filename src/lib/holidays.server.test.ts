import { beforeAll, describe, expect, it } from 'vitest'
import { closingHolidaysAround, holidayCalendar } from './holidays.server'
import type { Holiday } from './opening-hours'

describe('closingHolidaysAround', () => {
  let holidays: Holiday[] = []
  let dates = new Set<string>()
  beforeAll(async () => {
    // The library loads on first use; a cold import on a busy machine takes a while.
    holidays = await closingHolidaysAround(new Date('2026-11-25T10:00:00Z'))
    dates = new Set(holidays.map((holiday) => holiday.date))
  }, 30_000)

  it('covers last year, this year and next year', () => {
    for (const date of ['2025-12-25', '2026-01-01', '2026-10-26', '2027-01-06']) expect(dates).toContain(date)
  })

  it('knows the moving feasts (Easter Monday, Whit Monday, Corpus Christi)', () => {
    // Easter 2027 is on 28 March.
    expect(dates).toContain('2027-03-29')
    expect(dates).toContain('2027-05-17')
    expect(dates).toContain('2027-05-27')
  })

  it('keeps the stores open on 8 December and on days that are no public holiday', () => {
    expect(dates).not.toContain('2026-12-08')
    expect(dates).not.toContain('2026-12-24')
    expect(dates).not.toContain('2026-12-31')
    expect(holidays.find((holiday) => holiday.date === '2026-12-25')?.name).toBe('Christtag')
  })
})

describe('the holiday library’s loading', () => {
  it('tries a failed load again on the next call instead of failing for good', async () => {
    let attempts = 0
    const around = holidayCalendar(async () => {
      attempts++
      if (attempts === 1) throw new Error('the module could not be read')
      return import('date-holidays')
    })
    await expect(around(new Date('2026-11-25T10:00:00Z'))).rejects.toThrow('could not be read')
    const holidays = await around(new Date('2026-11-25T10:00:00Z'))
    expect(holidays.some((holiday) => holiday.date === '2026-12-25')).toBe(true)
    await around(new Date('2026-11-26T10:00:00Z'))
    expect(attempts).toBe(2)
  }, 30_000)
})
