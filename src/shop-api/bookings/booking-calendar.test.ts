/**
 * The booking calendar file, read back with ical.js (a real iCalendar parser, as calendar apps use):
 * times must come out at the right instant using only the file's own VTIMEZONE, text must survive
 * escaping and folding exactly, and the layout rules (CRLF, 75 octets) must hold for any text.
 */
import fc from 'fast-check'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { bookingCalendar, calendarContentType } from './booking-calendar'
import type { CalendarEvent } from './booking-calendar'

const appointment: CalendarEvent = {
  uid: '3f0c9a52-5d1e-4c1b-9a57-0c2f6e1b7d10@sportalpin.at',
  timing: {
    kind: 'appointment',
    startsAt: new Date('2026-12-05T08:00:00Z'),
    endsAt: new Date('2026-12-05T08:30:00Z'),
  },
  summary: 'Skiservice',
  description: 'Bitte die Ski am Vortag bringen.',
  location: 'Sportalpin Innsbruck, Maria-Theresien-Straße 1, 6020 Innsbruck',
  url: 'https://www.sportalpin.at/buchungen/3f0c9a52-5d1e-4c1b-9a57-0c2f6e1b7d10',
  stampedAt: new Date('2026-11-20T14:03:07.123Z'),
}

const rental: CalendarEvent = {
  ...appointment,
  timing: { kind: 'days', firstDay: '2026-12-20', lastDay: '2026-12-22' },
  summary: 'Skiverleih: Atomic Redster, 3 Tage',
}

function appointmentAt(startsAt: string, endsAt: string): CalendarEvent {
  return {
    ...appointment,
    timing: { kind: 'appointment', startsAt: new Date(startsAt), endsAt: new Date(endsAt) },
  }
}

/**
 * Parses like a calendar app: the file as the UTF-8 bytes a mail carries (where a character split by
 * folding would turn into U+FFFD), then the VCALENDAR and its one VEVENT.
 */
function parse(ics: string): { calendar: ICAL.Component; event: ICAL.Event } {
  const calendar = ICAL.Component.fromString(new TextDecoder().decode(Buffer.from(ics, 'utf8')))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('No VEVENT in the calendar file')
  return { calendar, event: new ICAL.Event(vevent) }
}

/** A parsed date-time as the instant it stands for, through the zone it was written in. */
function instantOf(time: ICAL.Time): string {
  return time.toJSDate().toISOString()
}

/** The physical lines of the file as bytes, split at CRLF only. */
function octetLines(ics: string): Buffer[] {
  const bytes = Buffer.from(ics, 'utf8')
  const lines: Buffer[] = []
  let start = 0
  for (let end = bytes.indexOf('\r\n', start); end !== -1; end = bytes.indexOf('\r\n', start)) {
    lines.push(bytes.subarray(start, end))
    start = end + 2
  }
  lines.push(bytes.subarray(start))
  return lines
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

describe('bookingCalendar', () => {
  it('writes the calendar header, the event properties and a stamp in UTC', () => {
    const ics = bookingCalendar(appointment)
    const lines = ics.split('\r\n')

    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Sportalpin//Storefront//DE',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ])
    expect(lines).toContain('DTSTAMP:20261120T140307Z')
    expect(lines).toContain('STATUS:CONFIRMED')
    expect(lines).toContain('SEQUENCE:0')
    expect(lines).toContain('TRANSP:OPAQUE')

    const { calendar, event } = parse(ics)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(event.uid).toBe(appointment.uid)
    expect(event.summary).toBe('Skiservice')
    expect(event.location).toBe(appointment.location)
    expect(event.component.getFirstPropertyValue('url')).toBe(appointment.url)
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(event.sequence).toBe(0)
    expect(calendarContentType(false)).toBe('text/calendar; charset=utf-8; method=PUBLISH')
  })

  describe('appointments', () => {
    it('writes Vienna wall-clock time with TZID, which parses back to the same instant', () => {
      const ics = bookingCalendar(appointment)
      expect(ics).toContain('\r\nDTSTART;TZID=Europe/Vienna:20261205T090000\r\n')
      expect(ics).toContain('\r\nDTEND;TZID=Europe/Vienna:20261205T093000\r\n')

      const { event } = parse(ics)
      expect(event.startDate.zone.tzid).toBe('Europe/Vienna')
      expect([event.startDate.hour, event.startDate.minute]).toEqual([9, 0])
      expect(instantOf(event.startDate)).toBe('2026-12-05T08:00:00.000Z')
      expect(event.startDate.convertToZone(ICAL.Timezone.utcTimezone).toString()).toBe('2026-12-05T08:00:00Z')
      expect(instantOf(event.endDate)).toBe('2026-12-05T08:30:00.000Z')
      // The instant came from the file's VTIMEZONE: ical.js knows no zones of its own.
      expect(ICAL.TimezoneService.has('Europe/Vienna')).toBe(false)
    })

    it.each([
      ['the day summer time starts, after the change', '2026-03-29T08:00:00Z', '20260329T100000'],
      ['the day summer time ends, after the change', '2026-10-25T09:00:00Z', '20261025T100000'],
      ['the last minute before summer time', '2026-03-29T00:59:00Z', '20260329T015900'],
      ['the first minute of summer time', '2026-03-29T01:00:00Z', '20260329T030000'],
      ['the first minute of winter time', '2026-10-25T02:00:00Z', '20261025T030000'],
    ])('gets %s right', (_, startsAt, wallClock) => {
      const endsAt = new Date(Date.parse(startsAt) + 3_600_000).toISOString()
      const ics = bookingCalendar(appointmentAt(startsAt, endsAt))
      expect(ics).toContain(`\r\nDTSTART;TZID=Europe/Vienna:${wallClock}\r\n`)

      const { event } = parse(ics)
      expect(instantOf(event.startDate)).toBe(new Date(startsAt).toISOString())
      expect(instantOf(event.endDate)).toBe(endsAt)
    })

    it('writes the VTIMEZONE rules of Europe/Vienna', () => {
      const { calendar } = parse(bookingCalendar(appointment))
      const zone = calendar.getFirstSubcomponent('vtimezone')
      expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Vienna')
      const rules = Object.fromEntries(
        (zone?.getAllSubcomponents() ?? []).map((rule) => [
          rule.name,
          [
            rule.getFirstPropertyValue('tzname'),
            rule.getFirstProperty('tzoffsetto')?.toICALString(),
            rule.getFirstProperty('dtstart')?.toICALString(),
            rule.getFirstProperty('rrule')?.toICALString(),
          ],
        ]),
      )
      expect(rules).toEqual({
        daylight: [
          'CEST',
          'TZOFFSETTO:+0200',
          'DTSTART:19700329T020000',
          'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
        ],
        standard: [
          'CET',
          'TZOFFSETTO:+0100',
          'DTSTART:19701025T030000',
          'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
        ],
      })
    })

    it('agrees with the tz database for any instant under the EU rule (1996 on)', () => {
      fc.assert(
        fc.property(
          fc.date({
            min: new Date('1996-01-01T00:00:00Z'),
            max: new Date('2099-12-31T00:00:00Z'),
            noInvalidDate: true,
          }),
          (startsAt) => {
            // The hour that repeats in October is written the same both times, and read as the first.
            const repeatedHour =
              startsAt.getUTCMonth() === 9 &&
              startsAt.getUTCDay() === 0 &&
              startsAt.getUTCDate() >= 25 &&
              startsAt.getUTCHours() === 1
            fc.pre(!repeatedHour)
            const endsAt = new Date(startsAt.getTime() + 1000)
            const { event } = parse(
              bookingCalendar(appointmentAt(startsAt.toISOString(), endsAt.toISOString())),
            )
            expect(instantOf(event.startDate)).toBe(
              new Date(Math.floor(startsAt.getTime() / 1000) * 1000).toISOString(),
            )
          },
        ),
        { numRuns: 500 },
      )
    })

    it('refuses an appointment that ends before it starts, and invalid dates', () => {
      expect(() => bookingCalendar(appointmentAt('2026-12-05T09:00:00Z', '2026-12-05T08:00:00Z'))).toThrow(
        RangeError,
      )
      expect(() => bookingCalendar(appointmentAt('2026-12-05T09:00:00Z', 'tomorrow'))).toThrow(RangeError)
      expect(() => bookingCalendar({ ...appointment, stampedAt: new Date(Number.NaN) })).toThrow(RangeError)
    })
  })

  describe('rentals', () => {
    it('is an all-day event from the pick-up day to the day after the return day', () => {
      const ics = bookingCalendar(rental)
      expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261220\r\n')
      expect(ics).toContain('\r\nDTEND;VALUE=DATE:20261223\r\n')
      expect(ics).not.toContain('VTIMEZONE')

      const { event } = parse(ics)
      expect(event.startDate.isDate).toBe(true)
      expect(event.endDate.isDate).toBe(true)
      expect(event.startDate.toString()).toBe('2026-12-20')
      expect(event.endDate.toString()).toBe('2026-12-23')
      expect(event.duration.days).toBe(3)
    })

    it('rolls the end over months and years, and takes a one-day rental', () => {
      const timing = (firstDay: string, lastDay: string) =>
        parse(bookingCalendar({ ...rental, timing: { kind: 'days', firstDay, lastDay } })).event
      expect(timing('2026-12-30', '2027-01-01').endDate.toString()).toBe('2027-01-02')
      expect(timing('2028-02-27', '2028-02-29').endDate.toString()).toBe('2028-03-01')
      const oneDay = timing('2027-02-28', '2027-02-28')
      expect([oneDay.startDate.toString(), oneDay.endDate.toString()]).toEqual(['2027-02-28', '2027-03-01'])
    })

    it('refuses days that do not exist or run backwards', () => {
      const withDays = (firstDay: string, lastDay: string): CalendarEvent => ({
        ...rental,
        timing: { kind: 'days', firstDay, lastDay },
      })
      expect(() => bookingCalendar(withDays('2026-02-29', '2026-03-01'))).toThrow(RangeError)
      expect(() => bookingCalendar(withDays('2026-12-20', '2026-12-19'))).toThrow(RangeError)
      expect(() => bookingCalendar(withDays('20.12.2026', '2026-12-22'))).toThrow(RangeError)
    })
  })

  describe('text', () => {
    const awkward = 'Skiservice, Wachsen; bitte\nSki mitbringen – Größe'

    it('escapes commas, semicolons, backslashes and line breaks, and round-trips them exactly', () => {
      const ics = bookingCalendar({
        ...appointment,
        summary: awkward,
        description: `${awkward}\r\nPfad: C:\\neu\\`,
        location: awkward,
      })
      expect(ics).toContain('\r\nSUMMARY:Skiservice\\, Wachsen\\; bitte\\nSki mitbringen – Größe\r\n')
      expect(ics.replaceAll('\r\n ', '')).toContain(
        '\r\nDESCRIPTION:Skiservice\\, Wachsen\\; bitte\\nSki mitbringen – Größe\\nPfad: C:\\\\neu\\\\\r\n',
      )

      const { event } = parse(ics)
      expect(event.summary).toBe(awkward)
      expect(event.description).toBe(`${awkward}\nPfad: C:\\neu\\`)
      expect(event.location).toBe(awkward)
    })

    it('ends every line with CRLF and keeps every physical line within 75 octets', () => {
      const description = `${'Größe, Bindung; Kanten schleifen – Ötztal '.repeat(12)}⛷️🏂`
      const ics = bookingCalendar({ ...appointment, description })

      expect(ics.endsWith('\r\n')).toBe(true)
      expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
      const lines = octetLines(ics.slice(0, -2))
      for (const line of lines) {
        expect(line.length).toBeLessThanOrEqual(75)
        // A line split inside a multi-byte character would not be valid UTF-8 on its own.
        expect(() => strictUtf8.decode(line)).not.toThrow()
      }
      const continuations = lines.filter((line) => line[0] === 0x20)
      expect(continuations.length).toBeGreaterThan(5)
      expect(parse(ics).event.description).toBe(description)
    })

    it('folds only what is too long', () => {
      // 'SUMMARY:' is 8 octets; 67 more make a line of exactly 75.
      const fits = bookingCalendar({ ...appointment, summary: 'x'.repeat(67) })
      expect(fits).toContain(`\r\nSUMMARY:${'x'.repeat(67)}\r\nDESCRIPTION`)
      // 'ä' is two octets: the 75th octet would split it, so it moves to the next line.
      const split = bookingCalendar({ ...appointment, summary: `${'x'.repeat(66)}äy` })
      expect(split).toContain(`\r\nSUMMARY:${'x'.repeat(66)}\r\n äy\r\n`)
      // An emoji is four octets (and two UTF-16 code units): it moves as a whole, too.
      const emoji = bookingCalendar({ ...appointment, summary: `${'x'.repeat(64)}🏂` })
      expect(emoji).toContain(`\r\nSUMMARY:${'x'.repeat(64)}\r\n 🏂\r\n`)
      expect(parse(emoji).event.summary).toBe(`${'x'.repeat(64)}🏂`)
    })

    const anyText = fc.string({ unit: 'binary', maxLength: 300 })
    // Characters of one to four octets and the ones to escape, dense enough to land on every fold point.
    const awkwardText = fc.string({
      unit: fc.constantFrom('x', 'ä', '–', '🏂', ',', ';', '\\', '\n', '\r'),
      minLength: 50,
      maxLength: 200,
    })

    // RFC 5545 CONTROL, less tab and line feed (carriage returns are line breaks by then).
    // eslint-disable-next-line no-control-regex -- finding them is the point
    const forbiddenControls = /[\u0000-\u0008\u000B-\u001F\u007F]/g

    it('round-trips any text, with line breaks as \\n and other control characters dropped', () => {
      fc.assert(
        fc.property(fc.oneof(anyText, awkwardText), (text) => {
          const ics = bookingCalendar({ ...appointment, summary: text, description: text, location: text })
          for (const line of octetLines(ics.slice(0, -2))) expect(line.length).toBeLessThanOrEqual(75)

          const expected = text.replaceAll(/\r\n|\r/g, '\n').replaceAll(forbiddenControls, '')
          const { event } = parse(ics)
          expect([event.summary, event.description, event.location]).toEqual([expected, expected, expected])
        }),
        { numRuns: 300 },
      )
    })
  })

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED and a higher SEQUENCE', () => {
    const ics = bookingCalendar({ ...appointment, cancelled: true })
    const lines = ics.split('\r\n')
    expect(lines).toContain('METHOD:CANCEL')
    expect(lines).toContain('STATUS:CANCELLED')
    expect(lines).toContain('SEQUENCE:1')
    expect(lines).not.toContain('METHOD:PUBLISH')

    const { calendar, event } = parse(ics)
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(event.sequence).toBe(1)
    expect(event.uid).toBe(appointment.uid)
    expect(calendarContentType(true)).toBe('text/calendar; charset=utf-8; method=CANCEL')
  })
})
