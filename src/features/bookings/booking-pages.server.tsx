/**
 * Service booking's HTTP side (ADR 037): the flow at /termin-buchen/ and a booking's page at
 * /termin/{uuid}/, both whole documents rendered on the server like the checkout, so every step
 * works without JavaScript, on a phone and with the keyboard. A post counts only from the shop's own
 * pages; after it the browser is sent on with a GET (a reload does not book twice, and the form's
 * idempotency key makes a double click book once).
 */
import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import type { ReactElement } from 'react'
import { documentResponse, isSameOriginPost, seeOther } from '~/app-shell/form-post.server'
import { ServerDocument } from '~/app-shell/ServerDocument'
import { getServerConfig } from '~/config/config.server'
import { DocumentAnalytics } from '~/features/analytics/components/DocumentAnalytics'
import type { DocumentAnalyticsData } from '~/features/analytics/components/DocumentAnalytics'
import { documentAnalytics } from '~/features/analytics/document-analytics.server'
import { readMyStoreCookie } from '~/features/stores/my-store.server'
import { addDays, daysBetween } from '~/lib/booking-slots'
import { localizeHref } from '~/lib/locale-url'
import { viennaMoment } from '~/lib/opening-hours'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { readAccount } from '~/shop-client/api/account.server'
import {
  cancelBooking,
  createBooking,
  readBooking,
  readRentalAvailability,
  readServiceCatalog,
  readSlots,
  readStoreServices,
} from '~/shop-client/api/bookings.server'
import { readStoreDirectory } from '~/shop-client/api/stores.server'
import appCss from '~/styles/app.css?url'
import { bookingCompleteEvent, bookingOnceKey, bookingStartEvent } from './booking-analytics'
import { DAYS_PER_PAGE, bookingFormSchema, finiteOrUndefined, flowQueryOf, formFields } from './booking-flow'
import type { BookingForm, FlowQuery } from './booking-flow'
import { BookingFlowPage, isRefused } from './components/BookingFlowPage'
import type { FlowView, FormState } from './components/BookingFlowPage'
import { BookingPage } from './components/BookingPage'

const FLOW_PATH = '/termin-buchen/'

function page(
  title: string,
  body: ReactElement,
  status = 200,
  backTo?: { href: string; label: string },
  analytics?: DocumentAnalyticsData,
) {
  return documentResponse(
    <ServerDocument
      title={title}
      stylesheet={appCss}
      head={analytics ? <DocumentAnalytics analytics={analytics} /> : undefined}
      footerNote={m.booking_footer_note()}
      headerAction={
        backTo ? (
          <a href={backTo.href} className="text-sm font-semibold text-brand-800 underline">
            {backTo.label}
          </a>
        ) : null
      }
    >
      {body}
    </ServerDocument>,
    status,
  )
}

const notice = (title: string, text: string, status: number) =>
  page(title, <p className="page-container py-8">{text}</p>, status)

const locale = () => (getLocale() === 'en' ? 'en' : 'de-AT')

/** What the details form starts with: a customer's own name, e-mail and phone. */
async function accountContact(): Promise<{
  contact: FormState['values']
  storeId: number | null
  customer: boolean
}> {
  const account = await readAccount()
  if (!account.ok) return { contact: {}, storeId: null, customer: false }
  const { personal } = account.value
  return {
    contact: {
      name: [personal.firstName, personal.lastName].filter(Boolean).join(' '),
      email: personal.email,
      phone: personal.phone ?? '',
    },
    storeId: account.value.store?.id ?? null,
    customer: true,
  }
}

/** Everything the flow's current step needs, read from the shop for the choices in the address. */
async function flowView(query: FlowQuery, form: FormState | null): Promise<FlowView> {
  const [directory, viewer, catalog] = await Promise.all([
    readStoreDirectory(),
    accountContact(),
    readServiceCatalog(locale()),
  ])
  // The store step lists the stores that offer the service asked for, or any bookable service.
  const offering = new Set(
    catalog
      .filter((entry) => query.service === undefined || entry.slug === query.service)
      .flatMap((entry) => entry.storeIds),
  )
  const stores = directory.filter((store) => offering.has(store.id))
  const visitorSlug = readMyStoreCookie()
  const myStoreId = viewer.storeId ?? stores.find((store) => store.slug === visitorSlug)?.id ?? null
  const today = viennaMoment(new Date()).date
  const base: FlowView = {
    step: 'store',
    query,
    today,
    stores,
    myStoreId,
    customer: viewer.customer,
    offer: null,
    form: form ?? { values: viewer.contact, errors: {}, idempotencyKey: randomUUID() },
  }
  if (query.store === undefined) return base
  const offer = await readStoreServices(query.store, locale())
  if (!offer) return { ...base, storeUnknown: true }
  const service = offer.services.find((entry) => entry.slug === query.service)
  const withOffer: FlowView = {
    ...base,
    offer,
    step: 'service',
    serviceMissing: query.service !== undefined && !service,
  }
  if (!service) return withOffer

  if (service.kind === 'rental') {
    const chosen = { ...withOffer, service, step: 'rental-days' as const }
    const { first, last, category } = query
    if (first === undefined || last === undefined || category === undefined) return chosen
    const terms = service.rental
    const categoryTerms = terms?.categories.find((entry) => entry.slug === category)
    const length = daysBetween(first, last) + 1
    const problem =
      first <= today
        ? m.booking_rental_from_tomorrow()
        : length < 1
          ? m.booking_rental_return_before()
          : length > (terms?.maxDays ?? 0)
            ? m.booking_rental_too_long({ days: terms?.maxDays ?? 0 })
            : !categoryTerms
              ? m.booking_rental_pick_category()
              : undefined
    if (problem || !categoryTerms) return { ...chosen, rentalProblem: problem }
    const days = await readRentalAvailability(
      offer.store.id,
      service.slug,
      { from: first, to: last },
      locale(),
    )
    if (!days) return chosen
    const closed = days.filter((day, index) => !day.open && (index === 0 || index === days.length - 1))
    if (closed.length > 0) return { ...chosen, rentalProblem: m.booking_rental_closed_day() }
    const sizes = categoryTerms.sizes.map((size) => ({
      size,
      free: Math.min(
        ...days.map(
          (day) =>
            day.equipment.find((entry) => entry.category === category && entry.size === size)?.free ?? 0,
        ),
      ),
    }))
    return { ...chosen, step: 'rental-details', rental: { category: categoryTerms, days: length, sizes } }
  }

  const from = query.from !== undefined && query.from > today ? query.from : today
  const dayList = await readSlots(
    offer.store.id,
    service.slug,
    { from, to: addDays(from, DAYS_PER_PAGE - 1) },
    locale(),
  )
  const chosen: FlowView = { ...withOffer, service, step: 'day', days: dayList ?? [], from }
  if (query.date === undefined) return chosen
  const [day] =
    (await readSlots(offer.store.id, service.slug, { from: query.date, to: query.date }, locale())) ?? []
  if (!day) return chosen
  const withDay: FlowView = { ...chosen, step: 'slot', day }
  const slot = day.slots.find((entry) => entry.startsAt === query.time && entry.free > 0)
  if (!slot) return { ...withDay, slotGone: query.time !== undefined }
  return { ...withDay, step: 'details', slot }
}

function flowPage(view: FlowView, status = 200) {
  const storeHref = view.offer ? localizeHref(view.offer.store.url) : localizeHref('/shops/')
  const title = isRefused(view.form)
    ? m.booking_title_refused({ title: m.booking_title() })
    : m.booking_title()
  return page(
    title,
    <BookingFlowPage view={view} basePath={localizeHref(FLOW_PATH)} />,
    status,
    { href: storeHref, label: view.offer ? m.booking_back_to_store() : m.booking_back_to_stores() },
    documentAnalytics(bookingStartEvent(view, status)),
  )
}

/** GET /termin-buchen/: the step the address asks for. */
export async function showBookingFlow(request: Request): Promise<Response> {
  return flowPage(await flowView(flowQueryOf(new URL(request.url)), null))
}

/** The form's fields the page shows the shop's refusal beside (the rest goes to the form's alert). */
const FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'note',
  'size',
  'heightCm',
  'weightKg',
  'shoeSize',
  'skill',
] as const

function fieldMessage(field: string): string {
  switch (field) {
    case 'name':
      return m.booking_error_name()
    case 'email':
      return m.booking_error_email()
    case 'phone':
      return m.booking_error_phone()
    case 'size':
      return m.booking_error_size()
    case 'heightCm':
      return m.booking_error_height()
    case 'weightKg':
      return m.booking_error_weight()
    case 'shoeSize':
      return m.booking_error_shoe_size()
    case 'skill':
      return m.booking_error_skill()
    default:
      return m.booking_error_note()
  }
}

/** The query of the step a posted form came from, so a refusal shows that step again. */
function queryOfForm(form: BookingForm): FlowQuery {
  return {
    store: form.store,
    service: form.service,
    from: undefined,
    date: form.startsAt ? viennaMoment(new Date(form.startsAt)).date : undefined,
    time: form.startsAt,
    first: form.firstDay,
    last: form.lastDay,
    category: form.category,
  }
}

/**
 * POST /termin-buchen/: books and sends the browser to the booking's page; a refusal shows the form
 * again with what was typed and, beside each field, what is wrong (422), or the slot list when the
 * time was taken meanwhile (409).
 */
export async function submitBooking(request: Request, context: unknown): Promise<Response> {
  if (!isSameOriginPost(request, context)) return notice(m.booking_title(), m.booking_cross_site(), 403)
  let fields: Record<string, string>
  try {
    fields = formFields(await request.formData())
  } catch {
    return notice(m.booking_title(), m.booking_bad_form(), 400)
  }
  const parsed = v.safeParse(bookingFormSchema, fields)
  if (!parsed.success) return notice(m.booking_title(), m.booking_bad_form(), 400)
  const form = parsed.output
  const outcome = await createBooking(
    {
      store: form.store,
      service: form.service,
      startsAt: form.startsAt,
      firstDay: form.firstDay,
      lastDay: form.lastDay,
      category: form.category,
      size: form.size,
      heightCm: finiteOrUndefined(form.heightCm),
      weightKg: finiteOrUndefined(form.weightKg),
      shoeSize: finiteOrUndefined(form.shoeSize),
      skill: finiteOrUndefined(form.skill),
      name: form.name,
      email: form.email,
      phone: form.phone,
      note: form.note,
      locale: locale(),
    },
    form.idempotencyKey,
  )
  if (outcome.ok) return seeOther(localizeHref(`/termin/${outcome.booking.uuid}/`))
  const values = {
    name: form.name,
    email: form.email,
    phone: form.phone,
    note: form.note,
    ...rentalValues(form),
  }
  if (outcome.reason === 'taken') {
    const view = await flowView(
      { ...queryOfForm(form), time: undefined },
      {
        values,
        errors: {},
        idempotencyKey: randomUUID(),
        alert: form.startsAt ? m.booking_slot_taken() : m.booking_size_taken(),
      },
    )
    return flowPage(view, 409)
  }
  const errors: Record<string, string> = {}
  let alert: string | undefined
  if (outcome.reason === 'invalid') {
    for (const field of Object.keys(outcome.fields ?? {})) {
      if ((FORM_FIELDS as readonly string[]).includes(field)) errors[field] = fieldMessage(field)
      else alert = m.booking_error_choice()
    }
  } else alert = outcome.reason === 'throttled' ? m.booking_throttled() : m.booking_session_expired()
  const view = await flowView(queryOfForm(form), {
    values,
    errors,
    alert,
    // The same attempt: a corrected form is a new request, so it gets a key of its own.
    idempotencyKey: randomUUID(),
  })
  return flowPage(view, outcome.reason === 'throttled' ? 429 : 422)
}

function rentalValues(form: BookingForm): FormState['values'] {
  const text = (value: number | undefined) =>
    value === undefined || !Number.isFinite(value) ? '' : String(value)
  return {
    size: form.size ?? '',
    heightCm: text(form.heightCm),
    weightKg: text(form.weightKg),
    shoeSize: text(form.shoeSize),
    skill: text(form.skill),
  }
}

const bookingKeyOf = (url: URL) => url.searchParams.get('key') ?? undefined

/** GET /termin/{uuid}/: the booking for whoever made it, or with the mail's key; 404 for anyone else. */
export async function showBooking(uuid: string, request: Request, cancelError?: string): Promise<Response> {
  const key = bookingKeyOf(new URL(request.url))
  const booking = await readBooking(uuid, locale(), key)
  if (!booking) return notice(m.booking_page_title(), m.booking_not_found(), 404)
  // The booking is complete when its page first opens after the flow; the mail's link, opened
  // later and maybe on another device, is not a booking.
  const completed =
    key === undefined && !cancelError ? bookingCompleteEvent(booking, getServerConfig().CURRENCY) : undefined
  return page(
    m.booking_page_title(),
    <BookingPage booking={booking} bookingKey={key} cancelError={cancelError} now={new Date()} />,
    cancelError ? 409 : 200,
    { href: localizeHref(booking.store.url), label: m.booking_back_to_store() },
    documentAnalytics(completed, bookingOnceKey(booking)),
  )
}

/** POST /termin/{uuid}/: the page's cancel button; then the page again (303), or why not (409). */
export async function submitBookingCancel(
  uuid: string,
  request: Request,
  context: unknown,
): Promise<Response> {
  if (!isSameOriginPost(request, context)) return notice(m.booking_page_title(), m.booking_cross_site(), 403)
  const key = bookingKeyOf(new URL(request.url))
  const outcome = await cancelBooking(uuid, locale(), key)
  if (outcome.ok) {
    const target = new URL(localizeHref(`/termin/${uuid}/`), 'http://localhost')
    if (key) target.searchParams.set('key', key)
    return seeOther(`${target.pathname}${target.search}`)
  }
  if (outcome.reason === 'not-found') return notice(m.booking_page_title(), m.booking_not_found(), 404)
  return showBooking(
    uuid,
    request,
    outcome.reason === 'too-late' ? m.booking_cancel_too_late() : m.booking_session_expired(),
  )
}
