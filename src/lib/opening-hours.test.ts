import { describe, expect, it } from 'vitest'
import { hoursToday, nextOpening, storeStatus, viennaMoment } from './opening-hours'
import type { Holiday, OpeningHours } from './opening-hours'

const weekdays = (open: string, close: string): OpeningHours[] =>
  [1, 2, 3, 4, 5].map((day) => ({ day, open, close }))
const cityStore: OpeningHours[] = [...weekdays('09:00', '19:00'), { day: 6, open: '09:00', close: '18:00' }]
const noHolidays: Holiday[] = []

describe('viennaMoment', () => {
  it('reads a moment on Vienna’s wall clock in winter (UTC+1) and summer (UTC+2)', () => {
    expect(viennaMoment(new Date('2026-11-23T08:30:00Z'))).toEqual({
      date: '2026-11-23',
      weekday: 1,
      minutes: 9 * 60 + 30,
    })
    expect(viennaMoment(new Date('2026-07-01T22:30:00Z'))).toEqual({
      date: '2026-07-02',
      weekday: 4,
      minutes: 30,
    })
  })
})

describe('storeStatus', () => {
  it('is open within the hours and closed before and at closing time', () => {
    // Monday 23 November 2026, Vienna = UTC+1.
    expect(storeStatus(cityStore, noHolidays, new Date('2026-11-23T07:59:00Z')).open).toBe(false)
    expect(storeStatus(cityStore, noHolidays, new Date('2026-11-23T08:00:00Z'))).toEqual({
      open: true,
      closesAt: '19:00',
    })
    expect(storeStatus(cityStore, noHolidays, new Date('2026-11-23T17:59:00Z')).open).toBe(true)
    expect(storeStatus(cityStore, noHolidays, new Date('2026-11-23T18:00:00Z')).open).toBe(false)
  })

  it('is closed on Sunday', () => {
    expect(storeStatus(cityStore, noHolidays, new Date('2026-11-29T10:00:00Z'))).toEqual({
      open: false,
      holiday: undefined,
    })
  })

  it('is closed all day on a public holiday, and says which', () => {
    const holidays: Holiday[] = [{ date: '2026-12-08', name: 'Mariä Empfängnis' }]
    // Tuesday 8 December 2026, 11:00 in Vienna.
    expect(storeStatus(cityStore, holidays, new Date('2026-12-08T10:00:00Z'))).toEqual({
      open: false,
      holiday: holidays[0],
    })
    expect(hoursToday(cityStore, holidays, new Date('2026-12-08T10:00:00Z')).hours).toEqual([])
    expect(storeStatus(cityStore, holidays, new Date('2026-12-09T10:00:00Z')).open).toBe(true)
  })

  it('follows Vienna time across the spring change day (29 March 2026, clocks go 02:00 → 03:00)', () => {
    const sundayNight: OpeningHours[] = [{ day: 7, open: '01:00', close: '04:00' }]
    // 00:30 UTC is 01:30 CET (before the change): open.
    expect(storeStatus(sundayNight, noHolidays, new Date('2026-03-29T00:30:00Z')).open).toBe(true)
    // 02:30 UTC is 04:30 CEST (after the change): closed, although only two hours passed on the wall clock.
    expect(storeStatus(sundayNight, noHolidays, new Date('2026-03-29T02:30:00Z')).open).toBe(false)
    // The day after, a Monday morning at 09:30 CEST = 07:30 UTC.
    expect(storeStatus(cityStore, noHolidays, new Date('2026-03-30T07:30:00Z')).open).toBe(true)
    expect(storeStatus(cityStore, noHolidays, new Date('2026-03-30T06:30:00Z')).open).toBe(false)
  })

  it('follows Vienna time across the autumn change day (25 October 2026, clocks go 03:00 → 02:00)', () => {
    // Saturday 24 October 17:30 CEST = 15:30 UTC: open until 18:00.
    expect(storeStatus(cityStore, noHolidays, new Date('2026-10-24T15:30:00Z')).open).toBe(true)
    // Monday 26 October 07:30 UTC is 08:30 CET: still closed, though the same UTC time was 09:30 a week before.
    expect(storeStatus(cityStore, noHolidays, new Date('2026-10-19T07:30:00Z')).open).toBe(true)
    expect(storeStatus(cityStore, noHolidays, new Date('2026-10-26T07:30:00Z')).open).toBe(false)
    // 17:30 UTC is 18:30 CET: open, though the same UTC time was 19:30, after closing, a week before.
    expect(storeStatus(cityStore, noHolidays, new Date('2026-10-19T17:30:00Z')).open).toBe(false)
    expect(storeStatus(cityStore, noHolidays, new Date('2026-10-26T17:30:00Z')).open).toBe(true)
    expect(storeStatus(cityStore, noHolidays, new Date('2026-10-26T18:00:00Z')).open).toBe(false)
  })

  it('keeps overnight hours open past midnight into the next day', () => {
    const nightOwl: OpeningHours[] = [{ day: 5, open: '20:00', close: '02:00' }]
    // Friday 27 November 2026 23:00 Vienna.
    expect(storeStatus(nightOwl, noHolidays, new Date('2026-11-27T22:00:00Z'))).toEqual({
      open: true,
      closesAt: '02:00',
    })
    // Saturday 01:30 Vienna: still Friday's opening.
    expect(storeStatus(nightOwl, noHolidays, new Date('2026-11-28T00:30:00Z')).open).toBe(true)
    expect(storeStatus(nightOwl, noHolidays, new Date('2026-11-28T01:00:00Z')).open).toBe(false)
    // A holiday on the Friday cancels the whole night.
    const holiday: Holiday[] = [{ date: '2026-11-27', name: 'Testfeiertag' }]
    expect(storeStatus(nightOwl, holiday, new Date('2026-11-28T00:30:00Z')).open).toBe(false)
  })
})

describe('nextOpening', () => {
  const week: OpeningHours[] = [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:30', close: '19:00' }))
  const saturday: OpeningHours = { day: 6, open: '09:00', close: '18:00' }

  it('opens later the same day before the opening time', () => {
    // Monday 2026-11-30, 07:00 in Vienna (06:00 UTC).
    expect(nextOpening(week, [], new Date('2026-11-30T06:00:00Z'))).toEqual({
      date: '2026-11-30',
      time: '09:30',
    })
  })

  it('opens on the next working day after closing, past Sunday', () => {
    // Saturday 2026-11-28, 20:00 in Vienna: no Sunday hours, so Monday.
    expect(nextOpening([...week, saturday], [], new Date('2026-11-28T19:00:00Z'))).toEqual({
      date: '2026-11-30',
      time: '09:30',
    })
  })

  it('skips a closing holiday', () => {
    const christmas: Holiday[] = [{ date: '2026-12-25', name: 'Christtag' }]
    // Thursday 2026-12-24, 20:00: Friday is Christmas Day, Saturday opens.
    expect(nextOpening([...week, saturday], christmas, new Date('2026-12-24T19:00:00Z'))).toEqual({
      date: '2026-12-26',
      time: '09:00',
    })
  })

  it('answers nothing for a store without hours', () => {
    expect(nextOpening([], [], new Date('2026-11-28T19:00:00Z'))).toBeUndefined()
  })
})
