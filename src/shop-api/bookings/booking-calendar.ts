/**
 * The iCalendar file (RFC 5545) attached to a booking confirmation mail, so that a service appointment
 * or a ski rental lands in the shopper's calendar with one tap. Written by hand rather than with a
 * library: one event, one time zone, and the few rules that calendar apps are strict about (CRLF,
 * folding by octets, text escaping) are easier to see here than to configure elsewhere.
 */

/** One booking as a calendar entry; the booking's own data stays with the booking. */
export interface CalendarEvent {
  /** Globally unique, e.g. `${bookingUuid}@sportalpin.at` */
  readonly uid: string
  /** An appointment: a start and end instant, written in Europe/Vienna local time with TZID. */
  readonly timing:
    | { readonly kind: 'appointment'; readonly startsAt: Date; readonly endsAt: Date }
    /** A rental: whole days, pick-up day to return day inclusive (ISO dates YYYY-MM-DD), written as VALUE=DATE with DTEND the day after lastDay. */
    | { readonly kind: 'days'; readonly firstDay: string; readonly lastDay: string }
  readonly summary: string
  readonly description: string
  readonly location: string
  /** A link to the booking (view, cancel). */
  readonly url: string
  /** DTSTAMP */
  readonly stampedAt: Date
  /** METHOD:CANCEL + STATUS:CANCELLED + SEQUENCE 1 when true; METHOD:PUBLISH/REQUEST-free confirmation (METHOD:PUBLISH, STATUS:CONFIRMED, SEQUENCE 0) otherwise. */
  readonly cancelled?: boolean
}

/**
 * The attachment's MIME type: mail clients (Outlook, Gmail) read `method` here, not only inside the
 * file, to decide whether to offer "add" or "remove" — so it must match the file's METHOD.
 */
export function calendarContentType(cancelled: boolean): string {
  return `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`
}

/**
 * The whole .ics text, CRLF line ends included. The same uid with `cancelled` replaces the earlier
 * confirmation in the shopper's calendar (the higher SEQUENCE wins). Throws a RangeError for an
 * invalid date or an event that ends before it starts.
 */
export function bookingCalendar(event: CalendarEvent): string {
  const cancelled = event.cancelled === true
  const timing = event.timing
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sportalpin//Storefront//DE',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    // Only a TZID that is used needs (and gets) its definition; whole days are the same everywhere.
    ...(timing.kind === 'appointment' ? viennaTimezone : []),
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stampedAt)}`,
    ...timingLines(timing),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    // A URI, not text: escaping would break it. Parsing rejects a relative link and drops or encodes
    // anything (line breaks, spaces) that could break the line.
    `URL:${new URL(event.url).href}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${cancelled ? 1 : 0}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}

const viennaZone = 'Europe/Vienna'

// The EU rule since 1996 (last Sunday of March and of October). Calendar apps use it to turn the
// written wall-clock time back into an instant, so it only has to agree with Intl for current dates.
const viennaTimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${viennaZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

function timingLines(timing: CalendarEvent['timing']): string[] {
  if (timing.kind === 'appointment') {
    const { startsAt, endsAt } = timing
    if (validTime(endsAt) <= validTime(startsAt)) {
      throw new RangeError(`Appointment does not end (${endsAt.toISOString()}) after it starts`)
    }
    return [
      `DTSTART;TZID=${viennaZone}:${viennaDateTime(startsAt)}`,
      `DTEND;TZID=${viennaZone}:${viennaDateTime(endsAt)}`,
    ]
  }
  const first = dayNumber(timing.firstDay)
  const last = dayNumber(timing.lastDay)
  if (last < first) {
    throw new RangeError(`Rental ends (${timing.lastDay}) before it starts (${timing.firstDay})`)
  }
  // DTEND of a date event is exclusive: the return day is still part of the rental.
  return [`DTSTART;VALUE=DATE:${basicDate(first)}`, `DTEND;VALUE=DATE:${basicDate(last + 1)}`]
}

const millisPerDay = 86_400_000

function validTime(date: Date): number {
  const time = date.getTime()
  if (Number.isNaN(time)) throw new RangeError('Invalid date in calendar event')
  return time
}

// Days since 1970-01-01 of an ISO date, rejecting what Date.UTC would silently roll over (02-30).
function dayNumber(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (match) {
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
    const date = new Date(Date.UTC(year, month - 1, day))
    if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day) {
      return date.getTime() / millisPerDay
    }
  }
  throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${isoDate}`)
}

function basicDate(dayNumber: number): string {
  return new Date(dayNumber * millisPerDay).toISOString().slice(0, 10).replaceAll('-', '')
}

function utcDateTime(date: Date): string {
  validTime(date)
  // 2026-12-05T08:00:00.000Z → 20261205T080000Z
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(/[-:]/g, '')
}

const viennaClock = new Intl.DateTimeFormat('en-US', {
  timeZone: viennaZone,
  numberingSystem: 'latn',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

// The wall-clock time in Vienna, with the tz database deciding the offset of that very day. In the hour
// that repeats in October (02:00–03:00) a calendar reads the time as the first one; no shop is open then.
function viennaDateTime(date: Date): string {
  validTime(date)
  const parts = Object.fromEntries(viennaClock.formatToParts(date).map((part) => [part.type, part.value]))
  const field = (type: Intl.DateTimeFormatPartTypes): string => (parts[type] ?? '').padStart(2, '0')
  const day = [field('year').padStart(4, '0'), field('month'), field('day')].join('')
  return `${day}T${field('hour')}${field('minute')}${field('second')}`
}

// RFC 5545 3.3.11: backslash first, so that the escapes added after it stay single. Other control
// characters than tab are not allowed in text at all; a stray one from a product name is dropped.
function escapeText(text: string): string {
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replaceAll(/\r\n|\r|\n/g, '\\n')
    .replaceAll(controlCharacters, '')
}

// eslint-disable-next-line no-control-regex -- finding them is the point
const controlCharacters = /[\u0000-\u0008\u000B-\u001F\u007F]/g

const maxLineOctets = 75
const utf8 = new TextEncoder()

// RFC 5545 3.1: at most 75 octets a line, CRLF not counted; a continuation line starts with a space
// that counts. Split between code points only, so no UTF-8 sequence (and no surrogate pair) breaks.
function fold(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8.encode(char).length
    if (octets + size > maxLineOctets) {
      lines.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n')
}
