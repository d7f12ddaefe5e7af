import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  findSlot,
  isOpenDay,
  lastBookableDate,
  slotsBetween,
  viennaInstant,
  weekdayOf,
} from './booking-slots'
import type { Slot, SlotRules } from './booking-slots'
import type { Holiday, OpeningHours } from './opening-hours'

// Dates used below (ISO weekdays checked with `date`):
// 2026-12-01 Tuesday, 2026-12-06 Sunday, 2026-12-08 Tuesday (Mariä Empfängnis),
// 2026-03-29 Sunday (spring change, 02:00 → 03:00), 2026-10-25 Sunday (autumn change, 03:00 → 02:00).

const weekdays = (open: string, close: string): OpeningHours[] =>
  [1, 2, 3, 4, 5].map((day) => ({ day, open, close }))
const sundays = (open: string, close: string): OpeningHours[] => [{ day: 7, open, close }]
const noHolidays: Holiday[] = []
const immaculateConception: Holiday = { date: '2026-12-08', name: 'Mariä Empfängnis' }

/** Rules without lead time and with a horizon far enough to reach every date used here. */
const rulesOf = (
  durationMinutes: number,
  stepMinutes: number,
  extra: Partial<SlotRules> = {},
): SlotRules => ({
  durationMinutes,
  stepMinutes,
  leadMinutes: 0,
  horizonDays: 400,
  ...extra,
})

/** A moment well before every date used in the December tests (Monday 2026-11-30, 01:00 Vienna). */
const beforeDecember = new Date('2026-11-30T00:00:00Z')
/** A moment well before both daylight-saving change days of 2026. */
const beforeSpring = new Date('2026-01-01T00:00:00Z')

const oneDay = (date: string) => ({ from: date, to: date })
const timesOf = (slots: readonly Slot[]) => slots.map((slot) => slot.time)
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

describe('slotsBetween: opening hours', () => {
  it('lays out 60-minute slots every 60 minutes from 09:00 to 17:00 on a 09:00–18:00 weekday', () => {
    const slots = slotsBetween(
      weekdays('09:00', '18:00'),
      noHolidays,
      rulesOf(60, 60),
      oneDay('2026-12-01'),
      beforeDecember,
    )
    expect(timesOf(slots)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ])
    expect(slots.every((slot) => slot.date === '2026-12-01')).toBe(true)
    // Vienna is UTC+1 in December.
    expect(slots[0]).toEqual({
      date: '2026-12-01',
      time: '09:00',
      startsAt: new Date('2026-12-01T08:00:00Z'),
      endsAt: new Date('2026-12-01T09:00:00Z'),
    })
    // The last slot ends exactly at closing time (18:00 Vienna = 17:00Z).
    expect(slots.at(-1)).toEqual({
      date: '2026-12-01',
      time: '17:00',
      startsAt: new Date('2026-12-01T16:00:00Z'),
      endsAt: new Date('2026-12-01T17:00:00Z'),
    })
  })

  it('offers no slot that would end after closing time', () => {
    // 60 minutes every 30: 17:00 ends at 18:00 (offered), 17:30 would end at 18:30 (not offered).
    const slots = slotsBetween(
      weekdays('09:00', '18:00'),
      noHolidays,
      rulesOf(60, 30),
      oneDay('2026-12-01'),
      beforeDecember,
    )
    expect(slots).toHaveLength(17)
    expect(timesOf(slots).at(-1)).toBe('17:00')
    expect(timesOf(slots)).not.toContain('17:30')
    for (const slot of slots) {
      expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(60 * 60_000)
      expect(slot.endsAt.getTime()).toBeLessThanOrEqual(Date.parse('2026-12-01T17:00:00Z'))
    }
  })

  it('lays a 45-minute grid from the opening time: 09:00–19:00 ends with 18:00, not 18:45', () => {
    const slots = slotsBetween(
      weekdays('09:00', '19:00'),
      noHolidays,
      rulesOf(45, 45),
      oneDay('2026-12-01'),
      beforeDecember,
    )
    expect(slots).toHaveLength(13)
    expect(timesOf(slots).slice(0, 3)).toEqual(['09:00', '09:45', '10:30'])
    // 18:00 + 45 = 18:45 ≤ 19:00; 18:45 + 45 = 19:30 > 19:00.
    expect(timesOf(slots).at(-1)).toBe('18:00')
    expect(timesOf(slots)).not.toContain('18:45')
    expect(slots.at(-1)?.endsAt).toEqual(new Date('2026-12-01T17:45:00Z'))
  })

  it('starts the 45-minute grid at a 09:30 opening: the last slot of 09:30–19:00 is 17:45', () => {
    const slots = slotsBetween(
      weekdays('09:30', '19:00'),
      noHolidays,
      rulesOf(45, 45),
      oneDay('2026-12-01'),
      beforeDecember,
    )
    expect(timesOf(slots)).toEqual([
      '09:30',
      '10:15',
      '11:00',
      '11:45',
      '12:30',
      '13:15',
      '14:00',
      '14:45',
      '15:30',
      '16:15',
      '17:00',
      '17:45',
    ])
    // 18:30 would end at 19:15; 18:00 is not on the grid that starts at 09:30.
    expect(timesOf(slots)).not.toContain('18:30')
    expect(timesOf(slots)).not.toContain('18:00')
  })

  it('offers a 45-minute slot that ends exactly at closing time', () => {
    // 09:15–19:00 is 585 minutes = 13 × 45: the 13th slot, 18:15, ends at 19:00 sharp.
    const slots = slotsBetween(
      weekdays('09:15', '19:00'),
      noHolidays,
      rulesOf(45, 45),
      oneDay('2026-12-01'),
      beforeDecember,
    )
    expect(slots).toHaveLength(13)
    expect(slots.at(-1)).toEqual({
      date: '2026-12-01',
      time: '18:15',
      startsAt: new Date('2026-12-01T17:15:00Z'),
      endsAt: new Date('2026-12-01T18:00:00Z'),
    })
  })

  it('offers no slot across a midday break and restarts the grid at the second opening', () => {
    const split: OpeningHours[] = [
      { day: 2, open: '09:00', close: '12:00' },
      { day: 2, open: '14:00', close: '18:00' },
    ]
    const slots = slotsBetween(split, noHolidays, rulesOf(60, 30), oneDay('2026-12-01'), beforeDecember)
    expect(timesOf(slots)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ])
    // Every slot lies wholly inside one of the two spans.
    for (const slot of slots) {
      const start = toMinutes(slot.time)
      const end = start + 60
      const inMorning = start >= 9 * 60 && end <= 12 * 60
      const inAfternoon = start >= 14 * 60 && end <= 18 * 60
      expect(inMorning || inAfternoon, slot.time).toBe(true)
    }
  })

  it('restarts the grid at an afternoon opening off the morning grid', () => {
    // 45-minute grid: the morning 09:00–12:00 gives 09:00, 09:45, 10:30, 11:15; the afternoon
    // grid starts at 13:30 itself (not at 13:45, where the morning grid would continue).
    const split: OpeningHours[] = [
      { day: 2, open: '13:30', close: '15:00' },
      { day: 2, open: '09:00', close: '12:00' },
    ]
    const slots = slotsBetween(split, noHolidays, rulesOf(45, 45), oneDay('2026-12-01'), beforeDecember)
    expect(timesOf(slots)).toEqual(['09:00', '09:45', '10:30', '11:15', '13:30', '14:15'])
  })

  it('orders slots by time even when the spans are listed afternoon first', () => {
    const split: OpeningHours[] = [
      { day: 2, open: '14:00', close: '16:00' },
      { day: 2, open: '09:00', close: '11:00' },
    ]
    const slots = slotsBetween(split, noHolidays, rulesOf(60, 60), oneDay('2026-12-01'), beforeDecember)
    expect(timesOf(slots)).toEqual(['09:00', '10:00', '14:00', '15:00'])
  })

  it('offers nothing on a weekday without hours (Sunday)', () => {
    const hours = [...weekdays('09:00', '18:00'), { day: 6, open: '09:00', close: '17:00' }]
    expect(slotsBetween(hours, noHolidays, rulesOf(60, 60), oneDay('2026-12-06'), beforeDecember)).toEqual([])
    expect(isOpenDay(hours, noHolidays, '2026-12-06')).toBe(false)
    // Saturday and Monday around it do have slots.
    const weekend = slotsBetween(
      hours,
      noHolidays,
      rulesOf(60, 60),
      { from: '2026-12-05', to: '2026-12-07' },
      beforeDecember,
    )
    expect([...new Set(weekend.map((slot) => slot.date))]).toEqual(['2026-12-05', '2026-12-07'])
    expect(weekend.filter((slot) => slot.date === '2026-12-05')).toHaveLength(8)
  })

  it('offers nothing for hours that run past midnight or have no length', () => {
    const overnight: OpeningHours[] = [
      { day: 2, open: '20:00', close: '02:00' },
      { day: 2, open: '10:00', close: '10:00' },
    ]
    expect(
      slotsBetween(overnight, noHolidays, rulesOf(60, 60), oneDay('2026-12-01'), beforeDecember),
    ).toEqual([])
  })

  it('offers nothing when the service is longer than the span', () => {
    const short: OpeningHours[] = [{ day: 2, open: '09:00', close: '09:30' }]
    expect(slotsBetween(short, noHolidays, rulesOf(45, 15), oneDay('2026-12-01'), beforeDecember)).toEqual([])
  })

  it('gives every day of a range its slots, in date order', () => {
    const slots = slotsBetween(
      weekdays('09:00', '11:00'),
      noHolidays,
      rulesOf(60, 60),
      { from: '2026-11-30', to: '2026-12-07' },
      beforeDecember,
    )
    expect(slots.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      '2026-11-30 09:00',
      '2026-11-30 10:00',
      '2026-12-01 09:00',
      '2026-12-01 10:00',
      '2026-12-02 09:00',
      '2026-12-02 10:00',
      '2026-12-03 09:00',
      '2026-12-03 10:00',
      '2026-12-04 09:00',
      '2026-12-04 10:00',
      '2026-12-07 09:00',
      '2026-12-07 10:00',
    ])
  })

  it('offers nothing for a range that ends before it starts', () => {
    expect(
      slotsBetween(
        weekdays('09:00', '18:00'),
        noHolidays,
        rulesOf(60, 60),
        { from: '2026-12-03', to: '2026-12-01' },
        beforeDecember,
      ),
    ).toEqual([])
  })
})

describe('holidays', () => {
  const hours = weekdays('09:00', '18:00')

  it('offers no slots on a public holiday on a weekday, and slots the days around it', () => {
    const slots = slotsBetween(
      hours,
      [immaculateConception],
      rulesOf(60, 60),
      { from: '2026-12-07', to: '2026-12-09' },
      beforeDecember,
    )
    expect(slots.filter((slot) => slot.date === '2026-12-08')).toEqual([])
    expect(slots.filter((slot) => slot.date === '2026-12-07')).toHaveLength(9)
    expect(slots.filter((slot) => slot.date === '2026-12-09')).toHaveLength(9)
  })

  it('offers the usual slots on that weekday without the holiday', () => {
    expect(
      slotsBetween(hours, noHolidays, rulesOf(60, 60), oneDay('2026-12-08'), beforeDecember),
    ).toHaveLength(9)
  })

  it('tells a holiday, a closed weekday and an open day apart with isOpenDay', () => {
    expect(isOpenDay(hours, [immaculateConception], '2026-12-08')).toBe(false)
    expect(isOpenDay(hours, noHolidays, '2026-12-08')).toBe(true)
    expect(isOpenDay(hours, [immaculateConception], '2026-12-09')).toBe(true)
    expect(isOpenDay(hours, [immaculateConception], '2026-12-06')).toBe(false)
    expect(isOpenDay([], noHolidays, '2026-12-01')).toBe(false)
  })

  it('closes a store open on Sundays on a Sunday holiday too', () => {
    const easterSunday: Holiday = { date: '2026-04-05', name: 'Ostersonntag' }
    expect(isOpenDay(sundays('09:00', '12:00'), [easterSunday], '2026-04-05')).toBe(false)
    expect(
      slotsBetween(
        sundays('09:00', '12:00'),
        [easterSunday],
        rulesOf(60, 60),
        oneDay('2026-04-05'),
        beforeSpring,
      ),
    ).toEqual([])
  })
})

describe('daylight saving', () => {
  const sundayMorning = sundays('09:00', '12:00')

  it('maps 09:00 to 07:00Z on the spring change day (2026-03-29)', () => {
    const slots = slotsBetween(sundayMorning, noHolidays, rulesOf(60, 60), oneDay('2026-03-29'), beforeSpring)
    expect(slots).toEqual([
      {
        date: '2026-03-29',
        time: '09:00',
        startsAt: new Date('2026-03-29T07:00:00Z'),
        endsAt: new Date('2026-03-29T08:00:00Z'),
      },
      {
        date: '2026-03-29',
        time: '10:00',
        startsAt: new Date('2026-03-29T08:00:00Z'),
        endsAt: new Date('2026-03-29T09:00:00Z'),
      },
      {
        date: '2026-03-29',
        time: '11:00',
        startsAt: new Date('2026-03-29T09:00:00Z'),
        endsAt: new Date('2026-03-29T10:00:00Z'),
      },
    ])
  })

  it('maps 09:00 to 08:00Z on the autumn change day (2026-10-25)', () => {
    const slots = slotsBetween(sundayMorning, noHolidays, rulesOf(60, 60), oneDay('2026-10-25'), beforeSpring)
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-10-25T08:00:00.000Z',
      '2026-10-25T09:00:00.000Z',
      '2026-10-25T10:00:00.000Z',
    ])
    expect(slots.at(-1)?.endsAt).toEqual(new Date('2026-10-25T11:00:00Z'))
  })

  it('maps 09:00 to 08:00Z on an ordinary winter Sunday and 07:00Z on a summer Sunday', () => {
    const winter = slotsBetween(
      sundayMorning,
      noHolidays,
      rulesOf(60, 60),
      oneDay('2026-12-06'),
      beforeSpring,
    )
    const summer = slotsBetween(
      sundayMorning,
      noHolidays,
      rulesOf(60, 60),
      oneDay('2026-07-05'),
      beforeSpring,
    )
    expect(winter[0]?.startsAt).toEqual(new Date('2026-12-06T08:00:00Z'))
    expect(summer[0]?.startsAt).toEqual(new Date('2026-07-05T07:00:00Z'))
    // The Sundays just before and after the changes keep the old and new offsets.
    const around = slotsBetween(
      sundayMorning,
      noHolidays,
      rulesOf(60, 60),
      { from: '2026-03-22', to: '2026-04-05' },
      beforeSpring,
    )
    expect(around.filter((slot) => slot.time === '09:00').map((slot) => slot.startsAt.toISOString())).toEqual(
      ['2026-03-22T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-04-05T07:00:00.000Z'],
    )
  })

  it('resolves Vienna wall-clock times to instants in winter, summer and at midnight', () => {
    expect(viennaInstant('2026-12-01', 9 * 60)).toEqual(new Date('2026-12-01T08:00:00Z'))
    expect(viennaInstant('2026-07-01', 9 * 60)).toEqual(new Date('2026-07-01T07:00:00Z'))
    expect(viennaInstant('2026-12-01', 0)).toEqual(new Date('2026-11-30T23:00:00Z'))
    expect(viennaInstant('2026-07-01', 0)).toEqual(new Date('2026-06-30T22:00:00Z'))
    expect(viennaInstant('2026-12-31', 23 * 60 + 59)).toEqual(new Date('2026-12-31T22:59:00Z'))
    expect(viennaInstant('2027-01-01', 0)).toEqual(new Date('2026-12-31T23:00:00Z'))
  })

  it('has no instant for a wall-clock time skipped by the spring change', () => {
    expect(viennaInstant('2026-03-29', 150)).toBeNull() // 02:30
    expect(viennaInstant('2026-03-29', 120)).toBeNull() // 02:00
    expect(viennaInstant('2026-03-29', 179)).toBeNull() // 02:59
    expect(viennaInstant('2026-03-29', 119)).toEqual(new Date('2026-03-29T00:59:00Z')) // 01:59 CET
    expect(viennaInstant('2026-03-29', 180)).toEqual(new Date('2026-03-29T01:00:00Z')) // 03:00 CEST
  })

  it('resolves a wall-clock time repeated by the autumn change to its first occurrence', () => {
    expect(viennaInstant('2026-10-25', 150)).toEqual(new Date('2026-10-25T00:30:00Z')) // 02:30 CEST
    expect(viennaInstant('2026-10-25', 120)).toEqual(new Date('2026-10-25T00:00:00Z')) // 02:00 CEST
    expect(viennaInstant('2026-10-25', 119)).toEqual(new Date('2026-10-24T23:59:00Z')) // 01:59 CEST
    expect(viennaInstant('2026-10-25', 180)).toEqual(new Date('2026-10-25T02:00:00Z')) // 03:00 CET
  })

  it('skips the missing hour in slots on the spring change day', () => {
    const night = sundays('01:00', '04:00')
    const slots = slotsBetween(night, noHolidays, rulesOf(30, 30), oneDay('2026-03-29'), beforeSpring)
    expect(slots.map((slot) => `${slot.time} ${slot.startsAt.toISOString()}`)).toEqual([
      '01:00 2026-03-29T00:00:00.000Z',
      '01:30 2026-03-29T00:30:00.000Z',
      '03:00 2026-03-29T01:00:00.000Z',
      '03:30 2026-03-29T01:30:00.000Z',
    ])
  })

  it('offers the repeated hour once, at its first occurrence, on the autumn change day', () => {
    const night = sundays('01:00', '04:00')
    const slots = slotsBetween(night, noHolidays, rulesOf(30, 30), oneDay('2026-10-25'), beforeSpring)
    expect(slots.map((slot) => `${slot.time} ${slot.startsAt.toISOString()}`)).toEqual([
      '01:00 2026-10-24T23:00:00.000Z',
      '01:30 2026-10-24T23:30:00.000Z',
      '02:00 2026-10-25T00:00:00.000Z',
      '02:30 2026-10-25T00:30:00.000Z',
      '03:00 2026-10-25T02:00:00.000Z',
      '03:30 2026-10-25T02:30:00.000Z',
    ])
    // Each slot still lasts its 30 minutes of real time.
    for (const slot of slots) expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(30 * 60_000)
  })

  // On the spring change day a slot before 02:00 runs through the skipped hour: 01:30 + 60 minutes
  // of real time ends at 03:30, after a 03:00 closing, though the wall-clock sum says 02:30.
  it('keeps a slot that runs through the skipped hour inside the span (spring change day)', () => {
    const night = sundays('01:00', '03:00')
    const slots = slotsBetween(night, noHolidays, rulesOf(60, 30), oneDay('2026-03-29'), beforeSpring)
    // 03:00 CEST, the closing time.
    const closesAt = Date.parse('2026-03-29T01:00:00Z')
    expect(viennaInstant('2026-03-29', 3 * 60)?.getTime()).toBe(closesAt)
    for (const slot of slots) expect(slot.endsAt.getTime(), slot.time).toBeLessThanOrEqual(closesAt)
    expect(timesOf(slots)).toEqual(['01:00'])
  })
})

describe('lead time', () => {
  const hours = weekdays('09:00', '18:00')

  it('starts the day at the first slot at least the lead time after now', () => {
    // Now: Tuesday 09:10 Vienna; 120 minutes lead → 11:10; the 30-minute grid from 09:00 → 11:30.
    const now = new Date('2026-12-01T08:10:00Z')
    const slots = slotsBetween(
      hours,
      noHolidays,
      rulesOf(30, 30, { leadMinutes: 120 }),
      oneDay('2026-12-01'),
      now,
    )
    expect(slots[0]).toEqual({
      date: '2026-12-01',
      time: '11:30',
      startsAt: new Date('2026-12-01T10:30:00Z'),
      endsAt: new Date('2026-12-01T11:00:00Z'),
    })
    expect(timesOf(slots)).not.toContain('11:00')
    expect(timesOf(slots).at(-1)).toBe('17:30')
    expect(slots).toHaveLength(13)
  })

  it('offers a slot that starts exactly at now plus the lead time', () => {
    const now = new Date('2026-12-01T08:00:00Z') // 09:00 Vienna
    const slots = slotsBetween(
      hours,
      noHolidays,
      rulesOf(30, 30, { leadMinutes: 120 }),
      oneDay('2026-12-01'),
      now,
    )
    expect(slots[0]?.time).toBe('11:00')
    expect(slots[0]?.startsAt).toEqual(new Date('2026-12-01T10:00:00Z'))
  })

  it('offers no slot that has started when there is no lead time', () => {
    const now = new Date('2026-12-01T08:10:00Z') // 09:10 Vienna
    const slots = slotsBetween(hours, noHolidays, rulesOf(30, 30), oneDay('2026-12-01'), now)
    expect(slots[0]?.time).toBe('09:30')
  })

  it('carries a lead time past closing over to the next open day', () => {
    // Now: Tuesday 17:30 Vienna, lead 120 minutes → nothing left today, Wednesday from 09:00.
    const now = new Date('2026-12-01T16:30:00Z')
    const slots = slotsBetween(
      hours,
      noHolidays,
      rulesOf(30, 30, { leadMinutes: 120 }),
      { from: '2026-12-01', to: '2026-12-02' },
      now,
    )
    expect(slots.filter((slot) => slot.date === '2026-12-01')).toEqual([])
    expect(slots[0]).toMatchObject({ date: '2026-12-02', time: '09:00' })
  })

  it('measures a lead time of a day in real time, into the next day', () => {
    // Now: Tuesday 09:10 Vienna, lead 24 hours → Wednesday 09:10 → first slot Wednesday 10:00.
    const now = new Date('2026-12-01T08:10:00Z')
    const slots = slotsBetween(
      hours,
      noHolidays,
      rulesOf(60, 60, { leadMinutes: 24 * 60 }),
      { from: '2026-12-01', to: '2026-12-03' },
      now,
    )
    expect(slots[0]).toMatchObject({ date: '2026-12-02', time: '10:00' })
    expect(slots.filter((slot) => slot.date === '2026-12-03')).toHaveLength(9)
  })
})

describe('horizon', () => {
  const hours = [
    ...weekdays('09:00', '18:00'),
    { day: 6, open: '09:00', close: '18:00' },
    { day: 7, open: '09:00', close: '18:00' },
  ]

  it('offers nothing after today plus the horizon days', () => {
    const now = new Date('2026-12-01T08:10:00Z') // Tuesday 09:10 Vienna
    const slots = slotsBetween(
      hours,
      noHolidays,
      rulesOf(60, 60, { horizonDays: 2 }),
      { from: '2026-12-01', to: '2026-12-10' },
      now,
    )
    expect([...new Set(slots.map((slot) => slot.date))]).toEqual(['2026-12-01', '2026-12-02', '2026-12-03'])
    expect(slots.every((slot) => slot.date <= '2026-12-03')).toBe(true)
    expect(slots.filter((slot) => slot.date === '2026-12-03')).toHaveLength(9)
    expect(lastBookableDate({ horizonDays: 2 }, now)).toBe('2026-12-03')
  })

  it('counts today by the Vienna date, not the UTC date', () => {
    // 23:30Z on 1 December is 00:30 on 2 December in Vienna.
    const now = new Date('2026-12-01T23:30:00Z')
    expect(lastBookableDate({ horizonDays: 2 }, now)).toBe('2026-12-04')
    const slots = slotsBetween(
      hours,
      noHolidays,
      rulesOf(60, 60, { horizonDays: 2 }),
      { from: '2026-12-01', to: '2026-12-10' },
      now,
    )
    expect([...new Set(slots.map((slot) => slot.date))]).toEqual(['2026-12-02', '2026-12-03', '2026-12-04'])
  })

  it('offers only today with a horizon of 0 days', () => {
    const now = new Date('2026-12-01T08:10:00Z')
    const slots = slotsBetween(
      hours,
      noHolidays,
      rulesOf(60, 60, { horizonDays: 0 }),
      { from: '2026-12-01', to: '2026-12-10' },
      now,
    )
    expect([...new Set(slots.map((slot) => slot.date))]).toEqual(['2026-12-01'])
    expect(slots[0]?.time).toBe('10:00')
  })

  it('starts a range that begins in the past at today', () => {
    const now = new Date('2026-12-01T06:00:00Z') // 07:00 Vienna, before opening
    const slots = slotsBetween(
      hours,
      noHolidays,
      rulesOf(60, 60, { horizonDays: 2 }),
      { from: '2026-11-20', to: '2026-12-10' },
      now,
    )
    expect(slots[0]).toMatchObject({ date: '2026-12-01', time: '09:00' })
    expect(slots.some((slot) => slot.date < '2026-12-01')).toBe(false)
    expect(slots.some((slot) => slot.startsAt.getTime() < now.getTime())).toBe(false)
  })

  it('offers nothing for a range wholly in the past or wholly beyond the horizon', () => {
    const now = new Date('2026-12-01T08:10:00Z')
    const rules = rulesOf(60, 60, { horizonDays: 2 })
    expect(slotsBetween(hours, noHolidays, rules, { from: '2026-11-20', to: '2026-11-30' }, now)).toEqual([])
    expect(slotsBetween(hours, noHolidays, rules, { from: '2026-12-04', to: '2026-12-10' }, now)).toEqual([])
  })

  it('reaches across the year end', () => {
    const now = new Date('2026-12-30T10:00:00Z')
    expect(lastBookableDate({ horizonDays: 3 }, now)).toBe('2027-01-02')
    const slots = slotsBetween(
      hours,
      noHolidays,
      rulesOf(60, 60, { horizonDays: 3 }),
      { from: '2026-12-30', to: '2027-01-10' },
      now,
    )
    expect(slots.at(-1)?.date).toBe('2027-01-02')
    expect([...new Set(slots.map((slot) => slot.date))]).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
  })
})

describe('findSlot', () => {
  const hours = weekdays('09:00', '18:00')
  const rules = rulesOf(60, 30, { leadMinutes: 120, horizonDays: 28 })

  it('finds an offered slot by its exact start instant', () => {
    const slot = findSlot(hours, noHolidays, rules, new Date('2026-12-01T09:30:00Z'), beforeDecember)
    expect(slot).toEqual({
      date: '2026-12-01',
      time: '10:30',
      startsAt: new Date('2026-12-01T09:30:00Z'),
      endsAt: new Date('2026-12-01T10:30:00Z'),
    })
  })

  it('finds the last slot of the day and a slot on a summer day', () => {
    expect(findSlot(hours, noHolidays, rules, new Date('2026-12-01T16:00:00Z'), beforeDecember)?.time).toBe(
      '17:00',
    )
    const summerRules = rulesOf(60, 30, { horizonDays: 400 })
    expect(
      findSlot(hours, noHolidays, summerRules, new Date('2026-07-01T07:00:00Z'), beforeSpring),
    ).toMatchObject({
      date: '2026-07-01',
      time: '09:00',
    })
  })

  it('finds nothing off the grid', () => {
    const at = (iso: string) => findSlot(hours, noHolidays, rules, new Date(iso), beforeDecember)
    expect(at('2026-12-01T09:45:00Z')).toBeUndefined() // 10:45 Vienna, between slots
    expect(at('2026-12-01T09:30:01Z')).toBeUndefined() // one second late
    expect(at('2026-12-01T07:30:00Z')).toBeUndefined() // 08:30, before opening
    expect(at('2026-12-01T16:30:00Z')).toBeUndefined() // 17:30, would end after closing
    expect(at('2026-12-06T09:00:00Z')).toBeUndefined() // Sunday, closed
  })

  it('finds nothing in the past or within the lead time', () => {
    const now = new Date('2026-12-01T12:00:00Z') // 13:00 Vienna
    expect(findSlot(hours, noHolidays, rules, new Date('2026-12-01T08:00:00Z'), now)).toBeUndefined()
    expect(findSlot(hours, noHolidays, rules, new Date('2026-11-30T08:00:00Z'), now)).toBeUndefined()
    expect(findSlot(hours, noHolidays, rules, new Date('2026-12-01T13:30:00Z'), now)).toBeUndefined() // 14:30
    expect(findSlot(hours, noHolidays, rules, new Date('2026-12-01T14:00:00Z'), now)?.time).toBe('15:00')
  })

  it('finds nothing on a holiday, and the same time the next day', () => {
    expect(
      findSlot(hours, [immaculateConception], rules, new Date('2026-12-08T09:00:00Z'), beforeDecember),
    ).toBeUndefined()
    expect(findSlot(hours, noHolidays, rules, new Date('2026-12-08T09:00:00Z'), beforeDecember)?.time).toBe(
      '10:00',
    )
    expect(
      findSlot(hours, [immaculateConception], rules, new Date('2026-12-09T09:00:00Z'), beforeDecember)?.time,
    ).toBe('10:00')
  })

  it('finds nothing beyond the horizon', () => {
    // 28 days after Monday 30 November is Monday 28 December; Tuesday 29 December is beyond.
    expect(findSlot(hours, noHolidays, rules, new Date('2026-12-28T08:00:00Z'), beforeDecember)?.time).toBe(
      '09:00',
    )
    expect(
      findSlot(hours, noHolidays, rules, new Date('2026-12-29T08:00:00Z'), beforeDecember),
    ).toBeUndefined()
  })

  it('matches only the first occurrence of a repeated autumn time', () => {
    const night = sundays('01:00', '04:00')
    const nightRules = rulesOf(30, 30)
    expect(
      findSlot(night, noHolidays, nightRules, new Date('2026-10-25T00:30:00Z'), beforeSpring)?.time,
    ).toBe('02:30')
    // 01:30Z is 02:30 again (CET), which is not offered a second time.
    expect(
      findSlot(night, noHolidays, nightRules, new Date('2026-10-25T01:30:00Z'), beforeSpring),
    ).toBeUndefined()
  })
})

describe('calendar helpers', () => {
  it('adds days over month, year and leap-day ends', () => {
    expect(addDays('2026-12-01', 0)).toBe('2026-12-01')
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-04-30', 1)).toBe('2026-05-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01')
    expect(addDays('2028-01-01', 365)).toBe('2028-12-31')
  })

  it('adds days across the daylight-saving change days', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25')
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26')
    expect(addDays('2026-03-30', -2)).toBe('2026-03-28')
  })

  it('gives the ISO weekday, Sunday as 7', () => {
    expect(weekdayOf('2026-11-30')).toBe(1)
    expect(weekdayOf('2026-12-01')).toBe(2)
    expect(weekdayOf('2026-12-05')).toBe(6)
    expect(weekdayOf('2026-12-06')).toBe(7)
    expect(weekdayOf('2026-12-07')).toBe(1)
    expect(weekdayOf('2026-12-31')).toBe(4)
    expect(weekdayOf('2027-01-01')).toBe(5)
    expect(weekdayOf('2026-02-28')).toBe(6)
    expect(weekdayOf('2026-03-01')).toBe(7)
    expect(weekdayOf('2028-02-29')).toBe(2)
    expect(weekdayOf('2026-03-29')).toBe(7)
    expect(weekdayOf('2026-10-25')).toBe(7)
  })

  it('counts the days between two dates over month and year ends', () => {
    expect(daysBetween('2026-12-01', '2026-12-01')).toBe(0)
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1)
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1)
    expect(daysBetween('2026-11-30', '2026-12-01')).toBe(1)
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(28)
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29)
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365)
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366)
    expect(daysBetween('2026-12-20', '2027-01-10')).toBe(21)
  })

  it('counts whole days across the daylight-saving change days', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2)
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2)
    expect(daysBetween('2026-03-01', '2026-11-01')).toBe(245)
  })

  it('agrees with addDays', () => {
    for (const date of ['2026-01-31', '2026-02-28', '2026-12-31', '2028-02-29', '2026-10-25']) {
      for (const days of [-400, -31, -1, 0, 1, 29, 366]) {
        expect(daysBetween(date, addDays(date, days))).toBe(days)
      }
    }
  })
})
