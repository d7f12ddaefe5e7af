/**
 * The visit's counters and pseudo visitor id (spec §4: kept in session storage). Both are analytics
 * data, so they touch the browser's storage only while the shopper allows statistics; before that
 * the counters live in memory for this page only, and withdrawing consent removes them.
 */
import * as v from 'valibot'
import { newVisit } from './analytics.model'
import type { VisitCounters } from './analytics.model'
import { subscribeConsent } from './consent'
import { statisticsAllowed } from './data-layer'

const VISIT_KEY = 'sp_visit'
const VISITOR_KEY = 'sp_visitor'

const visitSchema = v.object({
  pageViews: v.pipe(v.number(), v.integer(), v.minValue(0)),
  startedAt: v.number(),
  sentTenPages: v.boolean(),
  sentEightMinutes: v.boolean(),
})

let inMemory: VisitCounters | undefined

function stored(): VisitCounters | undefined {
  try {
    const parsed = v.safeParse(visitSchema, JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null'))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

export function loadVisit(now: number): VisitCounters {
  inMemory = (statisticsAllowed() ? stored() : undefined) ?? inMemory ?? newVisit(now)
  return inMemory
}

export function saveVisit(visit: VisitCounters): void {
  inMemory = visit
  if (!statisticsAllowed()) return
  try {
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit))
  } catch {
    // Storage full or blocked: the counters still work for this page.
  }
}

/** A random id in UUID form; `crypto.randomUUID` exists only on https pages and localhost. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The pseudo visitor id of this browser session, only while statistics are allowed. */
export function visitorId(): string | undefined {
  if (!statisticsAllowed()) return undefined
  try {
    let id = sessionStorage.getItem(VISITOR_KEY)
    if (!id || !/^pv-[0-9a-f-]{36}$/.test(id)) {
      id = `pv-${randomId()}`
      sessionStorage.setItem(VISITOR_KEY, id)
    }
    return id
  } catch {
    return undefined
  }
}

let watching = false

/** Keeps storage in step with consent: counters are written once allowed, removed when withdrawn. */
export function watchConsentForVisit(): void {
  if (watching) return
  watching = true
  subscribeConsent((choice) => {
    try {
      if (choice?.statistics) {
        if (inMemory) sessionStorage.setItem(VISIT_KEY, JSON.stringify(inMemory))
      } else {
        sessionStorage.removeItem(VISIT_KEY)
        sessionStorage.removeItem(VISITOR_KEY)
      }
    } catch {
      // Storage blocked: nothing was kept either.
    }
  })
}
