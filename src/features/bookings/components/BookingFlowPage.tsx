import { formatMoney } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { BookableService, SlotDay, StoreServices } from '~/shop-client/schemas/bookings.schema'
import type { Store } from '~/shop-client/schemas/stores.schema'
import {
  FormMessage,
  SelectField,
  TextField,
  linkClasses,
  primaryButtonClasses,
  secondaryButtonClasses,
} from '~/ui/form-controls'
import { DAYS_PER_PAGE, flowHref } from '../booking-flow'
import type { FlowQuery } from '../booking-flow'
import { addDays } from '~/lib/booking-slots'

/** What the details form shows: the values typed so far, errors per field, and this attempt's key. */
export interface FormState {
  readonly values: Partial<Record<string, string>>
  readonly errors: Partial<Record<string, string>>
  readonly idempotencyKey: string
  /** A refusal that belongs to no single field (the time was taken, too many bookings). */
  readonly alert?: string | undefined
}

export type FlowStep = 'store' | 'service' | 'day' | 'slot' | 'details' | 'rental-days' | 'rental-details'

export interface FlowView {
  readonly step: FlowStep
  readonly query: FlowQuery
  /** Today in Vienna (ISO date). */
  readonly today: string
  readonly stores: readonly Store[]
  readonly myStoreId: number | null
  readonly customer: boolean
  readonly offer: StoreServices | null
  readonly storeUnknown?: boolean
  readonly serviceMissing?: boolean
  readonly service?: BookableService
  /** The day list (appointments) from `from`. */
  readonly days?: readonly SlotDay[]
  readonly from?: string
  readonly day?: SlotDay
  readonly slotGone?: boolean
  readonly slot?: SlotDay['slots'][number]
  readonly rentalProblem?: string | undefined
  readonly rental?: {
    readonly category: NonNullable<BookableService['rental']>['categories'][number]
    readonly days: number
    readonly sizes: readonly { readonly size: string; readonly free: number }[]
  }
  readonly form: FormState
}

const sectionClasses = 'flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 md:p-6'
const headingClasses = 'font-display text-xl font-bold text-brand-900'
const choiceClasses =
  'flex min-h-11 flex-col justify-center rounded-md border border-line bg-surface px-4 py-2 font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50'

const locale = () => getLocale()

function dayLabel(date: string): string {
  return new Intl.DateTimeFormat(locale() === 'en' ? 'en-GB' : 'de-AT', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`))
}

function priceText(service: BookableService): string {
  if (!service.price)
    return m.booking_rental_price_from({ price: formatMoney(minDayPrice(service) / 100, locale()) })
  return service.price.free ? m.booking_free() : formatMoney(service.price.cents / 100, locale())
}

const minDayPrice = (service: BookableService) =>
  Math.min(...(service.rental?.categories.map((category) => category.dayPriceCents) ?? [0]))

/** The choices made so far, each with a link back to change it. */
function Summary({ view, basePath }: { view: FlowView; basePath: string }) {
  const { query, offer, service, day, slot } = view
  if (!offer) return null
  const rows: { label: string; value: string; change: string }[] = [
    {
      label: m.booking_step_store(),
      value: offer.store.name,
      change: flowHref(basePath, { service: query.service }),
    },
  ]
  if (service)
    rows.push({
      label: m.booking_step_service(),
      value: service.name,
      change: flowHref(basePath, { store: offer.store.id }),
    })
  if (day && view.step !== 'slot')
    rows.push({
      label: m.booking_step_day(),
      value: `${dayLabel(day.date)}${slot ? `, ${slot.time}` : ''}`,
      change: flowHref(basePath, { store: offer.store.id, service: query.service }),
    })
  if (view.rental && query.first && query.last)
    rows.push({
      label: m.booking_step_rental_days(),
      value: `${dayLabel(query.first)} – ${dayLabel(query.last)}, ${view.rental.category.name}`,
      change: flowHref(basePath, { store: offer.store.id, service: query.service }),
    })
  return (
    <dl className="grid grid-cols-[auto_1fr_auto] gap-x-4 gap-y-2 rounded-lg border border-line bg-surface p-4 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold">{row.label}</dt>
          <dd>{row.value}</dd>
          <dd>
            <a
              href={row.change}
              className={linkClasses}
              aria-label={m.booking_change_label({ step: row.label })}
            >
              {m.booking_change()}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  )
}

function StoreStep({ view, basePath }: { view: FlowView; basePath: string }) {
  return (
    <section aria-labelledby="step-store" className={sectionClasses}>
      <h2 id="step-store" className={headingClasses}>
        {m.booking_choose_store()}
      </h2>
      {view.storeUnknown ? <FormMessage tone="error">{m.booking_store_unknown()}</FormMessage> : null}
      <form method="get" action={basePath} className="flex flex-col gap-4">
        {view.query.service ? <input type="hidden" name="service" value={view.query.service} /> : null}
        <SelectField
          label={m.booking_step_store()}
          name="store"
          defaultValue={String(view.query.store ?? view.myStoreId ?? '')}
          required
        >
          <option value="">{m.booking_store_placeholder()}</option>
          {view.stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name} ({store.postal} {store.city})
            </option>
          ))}
        </SelectField>
        <button type="submit" className={`${primaryButtonClasses} self-start`}>
          {m.booking_next()}
        </button>
      </form>
    </section>
  )
}

function ServiceStep({ view, basePath }: { view: FlowView; basePath: string }) {
  const offer = view.offer
  if (!offer) return null
  return (
    <section aria-labelledby="step-service" className={sectionClasses}>
      <h2 id="step-service" className={headingClasses}>
        {m.booking_choose_service()}
      </h2>
      {view.serviceMissing ? <FormMessage tone="error">{m.booking_service_not_here()}</FormMessage> : null}
      {offer.services.length === 0 ? (
        <p>
          {m.booking_no_services()}{' '}
          <a href={flowHref(basePath, {})} className={linkClasses}>
            {m.booking_other_store()}
          </a>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {offer.services.map((service) => (
            <li key={service.slug} className="flex flex-col gap-2 rounded-md border border-line p-4">
              <h3 className="font-semibold text-brand-900">{service.name}</h3>
              <p className="text-sm">{service.description}</p>
              <p className="text-sm text-ink-muted">
                {service.durationMinutes !== null
                  ? `${m.booking_duration({ minutes: service.durationMinutes })} · `
                  : ''}
                {priceText(service)}
              </p>
              <a
                href={flowHref(basePath, { store: offer.store.id, service: service.slug })}
                className={`${secondaryButtonClasses} self-start`}
                aria-label={m.booking_choose_this({ service: service.name })}
              >
                {m.booking_choose()}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function DayStep({ view, basePath }: { view: FlowView; basePath: string }) {
  const { offer, service, days = [], from = view.today } = view
  if (!offer || !service) return null
  const bookable = days.filter((day) => day.slots.some((slot) => slot.free > 0))
  const last = addDays(view.today, service.horizonDays)
  const next = addDays(from, DAYS_PER_PAGE)
  const previous = addDays(from, -DAYS_PER_PAGE)
  const at = (query: Partial<Record<keyof FlowQuery, string | number>>) =>
    flowHref(basePath, { store: offer.store.id, service: service.slug, ...query })
  return (
    <section aria-labelledby="step-day" className={sectionClasses}>
      <h2 id="step-day" className={headingClasses}>
        {m.booking_choose_day()}
      </h2>
      <p className="text-sm text-ink-muted">{m.booking_bring({ what: service.bring })}</p>
      {view.form.alert ? <FormMessage tone="error">{view.form.alert}</FormMessage> : null}
      {bookable.length === 0 ? (
        <p>{m.booking_no_free_days()}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {bookable.map((day) => {
            const free = day.slots.filter((slot) => slot.free > 0).length
            return (
              <li key={day.date}>
                <a href={at({ date: day.date, from })} className={choiceClasses}>
                  <span>{dayLabel(day.date)}</span>
                  <span className="text-sm font-normal text-ink-muted">
                    {free === 1 ? m.booking_free_times_one() : m.booking_free_times_other({ count: free })}
                  </span>
                </a>
              </li>
            )
          })}
        </ul>
      )}
      <nav aria-label={m.booking_more_days()} className="flex flex-wrap gap-4">
        {from > view.today ? (
          <a href={at({ from: previous > view.today ? previous : undefined })} className={linkClasses}>
            {m.booking_earlier_days()}
          </a>
        ) : null}
        {next <= last ? (
          <a href={at({ from: next })} className={linkClasses}>
            {m.booking_later_days()}
          </a>
        ) : null}
      </nav>
    </section>
  )
}

function SlotStep({ view, basePath }: { view: FlowView; basePath: string }) {
  const { offer, service, day } = view
  if (!offer || !service || !day) return null
  return (
    <section aria-labelledby="step-slot" className={sectionClasses}>
      <h2 id="step-slot" className={headingClasses}>
        {m.booking_choose_time({ day: dayLabel(day.date) })}
      </h2>
      {view.slotGone || view.form.alert ? (
        <FormMessage tone="error">{view.form.alert ?? m.booking_slot_taken()}</FormMessage>
      ) : null}
      {day.slots.length === 0 ? (
        <p>{m.booking_no_slots()}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {day.slots.map((slot) => (
            <li key={slot.startsAt}>
              {slot.free > 0 ? (
                <a
                  href={flowHref(basePath, {
                    store: offer.store.id,
                    service: service.slug,
                    date: day.date,
                    time: slot.startsAt,
                  })}
                  className={`${choiceClasses} items-center`}
                  aria-label={m.booking_time_label({ time: slot.time })}
                >
                  {slot.time}
                </a>
              ) : (
                <span className="flex min-h-11 flex-col items-center justify-center rounded-md border border-dashed border-line px-4 py-2 text-ink-muted">
                  <span>{slot.time}</span>
                  <span className="text-xs">{m.booking_fully_booked()}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <a
        href={flowHref(basePath, { store: offer.store.id, service: service.slug, from: view.query.from })}
        className={linkClasses}
      >
        {m.booking_other_day()}
      </a>
    </section>
  )
}

/** Whether the page answers a refused booking: its title and focus say so. */
export const isRefused = (form: FormState) => form.alert !== undefined || Object.keys(form.errors).length > 0

/**
 * What was wrong with a refused booking, at the top of its form. It takes the focus as the page
 * loads (`autofocus`: the page has no script), so the shopper hears it first; each field names its
 * own problem again beside it.
 */
function RefusalSummary({ form }: { form: FormState }) {
  if (!isRefused(form)) return null
  const messages = [form.alert, ...Object.values(form.errors)].filter(
    (message): message is string => typeof message === 'string' && message !== '',
  )
  return (
    <div
      id="booking-refusal"
      role="alert"
      aria-labelledby="booking-refusal-title"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the error summary pattern of the checkout (ADR 015)
      autoFocus
      className="rounded-md border border-sale-600 bg-red-50 p-4 text-sale-600"
    >
      <h3 id="booking-refusal-title" className="font-bold">
        {m.booking_errors_title()}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {[...new Set(messages)].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  )
}

function ContactFields({ view }: { view: FlowView }) {
  const { values, errors } = view.form
  const required = !view.customer
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">{m.booking_your_details()}</legend>
      <TextField
        label={m.booking_field_name()}
        name="name"
        autoComplete="name"
        defaultValue={values.name ?? ''}
        required={required}
        errors={errors.name ? [errors.name] : undefined}
      />
      <TextField
        label={m.booking_field_email()}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={values.email ?? ''}
        required={required}
        errors={errors.email ? [errors.email] : undefined}
      />
      <TextField
        label={m.booking_field_phone()}
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={values.phone ?? ''}
        required={required}
        errors={errors.phone ? [errors.phone] : undefined}
      />
      <TextField
        label={m.booking_field_note()}
        name="note"
        maxLength={500}
        defaultValue={values.note ?? ''}
        errors={errors.note ? [errors.note] : undefined}
      />
    </fieldset>
  )
}

function DetailsStep({ view, basePath }: { view: FlowView; basePath: string }) {
  const { offer, service, slot } = view
  if (!offer || !service || !slot) return null
  return (
    <section aria-labelledby="step-details" className={sectionClasses}>
      <h2 id="step-details" className={headingClasses}>
        {m.booking_details_heading()}
      </h2>
      <p>
        {m.booking_details_intro({
          service: service.name,
          day: dayLabel(view.day?.date ?? view.today),
          time: slot.time,
          price: priceText(service),
        })}
      </p>
      <RefusalSummary form={view.form} />
      <form method="post" action={basePath} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="store" value={offer.store.id} />
        <input type="hidden" name="service" value={service.slug} />
        <input type="hidden" name="startsAt" value={slot.startsAt} />
        <input type="hidden" name="idempotencyKey" value={view.form.idempotencyKey} />
        <ContactFields view={view} />
        <p className="text-sm text-ink-muted">{m.booking_cancel_rule()}</p>
        <button type="submit" className={`${primaryButtonClasses} self-start`}>
          {m.booking_submit()}
        </button>
      </form>
    </section>
  )
}

function RentalDaysStep({ view, basePath }: { view: FlowView; basePath: string }) {
  const { offer, service, query } = view
  const terms = service?.rental
  if (!offer || !service || !terms) return null
  const tomorrow = addDays(view.today, 1)
  return (
    <section aria-labelledby="step-rental-days" className={sectionClasses}>
      <h2 id="step-rental-days" className={headingClasses}>
        {m.booking_rental_heading()}
      </h2>
      <p className="text-sm">{service.description}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {terms.categories.map((category) => (
          <li key={category.slug}>
            {category.name}:{' '}
            {m.booking_rental_day_price({ price: formatMoney(category.dayPriceCents / 100, locale()) })}
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">
        {terms.discounts
          .map((step) => m.booking_rental_discount({ days: step.fromDays, percent: step.percent }))
          .join(' · ')}
      </p>
      {view.rentalProblem ? <FormMessage tone="error">{view.rentalProblem}</FormMessage> : null}
      <form method="get" action={basePath} className="flex flex-col gap-4">
        <input type="hidden" name="store" value={offer.store.id} />
        <input type="hidden" name="service" value={service.slug} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.booking_rental_first_day()}
            name="first"
            type="date"
            min={tomorrow}
            max={addDays(view.today, service.horizonDays)}
            defaultValue={query.first ?? tomorrow}
            required
          />
          <TextField
            label={m.booking_rental_last_day()}
            name="last"
            type="date"
            min={tomorrow}
            defaultValue={query.last ?? addDays(tomorrow, 2)}
            required
          />
        </div>
        <SelectField
          label={m.booking_rental_category()}
          name="category"
          defaultValue={query.category ?? ''}
          required
        >
          {terms.categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={`${primaryButtonClasses} self-start`}>
          {m.booking_rental_show_sizes()}
        </button>
      </form>
    </section>
  )
}

function RentalDetailsStep({ view, basePath }: { view: FlowView; basePath: string }) {
  const { offer, service, rental, query } = view
  const terms = service?.rental
  if (!offer || !service || !rental || !terms || !query.first || !query.last) return null
  const { values, errors } = view.form
  const discount = [...terms.discounts].reverse().find((step) => rental.days >= step.fromDays)?.percent ?? 0
  const total = Math.round((rental.category.dayPriceCents * rental.days * (100 - discount)) / 100)
  const anyFree = rental.sizes.some((size) => size.free > 0)
  return (
    <section aria-labelledby="step-rental-details" className={sectionClasses}>
      <h2 id="step-rental-details" className={headingClasses}>
        {m.booking_rental_size_heading()}
      </h2>
      <p>
        {rental.days === 1
          ? m.booking_rental_total_one({
              category: rental.category.name,
              price: formatMoney(total / 100, locale()),
            })
          : m.booking_rental_total_other({
              days: rental.days,
              category: rental.category.name,
              price: formatMoney(total / 100, locale()),
            })}
        {discount > 0 ? ` ${m.booking_rental_discount_applied({ percent: discount })}` : ''}
      </p>
      <p className="text-sm text-ink-muted">{terms.depositNote}</p>
      <RefusalSummary form={view.form} />
      {!anyFree ? (
        <p>{m.booking_rental_none_free()}</p>
      ) : (
        <form method="post" action={basePath} noValidate className="flex flex-col gap-4">
          <input type="hidden" name="store" value={offer.store.id} />
          <input type="hidden" name="service" value={service.slug} />
          <input type="hidden" name="firstDay" value={query.first} />
          <input type="hidden" name="lastDay" value={query.last} />
          <input type="hidden" name="category" value={rental.category.slug} />
          <input type="hidden" name="idempotencyKey" value={view.form.idempotencyKey} />
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.size ? 'rental-size-error' : undefined}
          >
            <legend className="mb-2 font-semibold">{m.booking_rental_size()}</legend>
            <div className="flex flex-wrap gap-2">
              {rental.sizes.map((entry) => (
                <label
                  key={entry.size}
                  className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3 has-disabled:text-ink-muted"
                >
                  <input
                    type="radio"
                    name="size"
                    value={entry.size}
                    disabled={entry.free === 0}
                    defaultChecked={values.size === entry.size}
                    required
                  />
                  <span>
                    {entry.size}
                    {entry.free === 0 ? ` (${m.booking_rental_size_taken()})` : ''}
                  </span>
                </label>
              ))}
            </div>
            {errors.size ? (
              <p id="rental-size-error" className="text-sm font-medium text-sale-600">
                {errors.size}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 font-semibold">{m.booking_rental_fitting()}</legend>
            <TextField
              label={m.booking_rental_height()}
              name="heightCm"
              inputMode="numeric"
              defaultValue={values.heightCm ?? ''}
              required
              errors={errors.heightCm ? [errors.heightCm] : undefined}
            />
            <TextField
              label={m.booking_rental_weight()}
              name="weightKg"
              inputMode="numeric"
              defaultValue={values.weightKg ?? ''}
              required
              errors={errors.weightKg ? [errors.weightKg] : undefined}
            />
            <TextField
              label={m.booking_rental_shoe_size()}
              name="shoeSize"
              inputMode="decimal"
              defaultValue={values.shoeSize ?? ''}
              required
              errors={errors.shoeSize ? [errors.shoeSize] : undefined}
            />
          </fieldset>
          <SelectField
            label={m.booking_rental_skill()}
            name="skill"
            defaultValue={values.skill ?? '2'}
            errors={errors.skill ? [errors.skill] : undefined}
          >
            <option value="1">{m.booking_rental_skill_1()}</option>
            <option value="2">{m.booking_rental_skill_2()}</option>
            <option value="3">{m.booking_rental_skill_3()}</option>
          </SelectField>
          <ContactFields view={view} />
          <p className="text-sm text-ink-muted">{m.booking_cancel_rule()}</p>
          <button type="submit" className={`${primaryButtonClasses} self-start`}>
            {m.booking_rental_submit()}
          </button>
        </form>
      )}
    </section>
  )
}

/** The booking flow: what is chosen so far, and the one step that comes next. */
export function BookingFlowPage({ view, basePath }: { view: FlowView; basePath: string }) {
  return (
    <div className="page-container flex max-w-3xl flex-col gap-6 py-8">
      <h1 className="font-display text-3xl font-bold text-brand-900 uppercase">{m.booking_title()}</h1>
      <Summary view={view} basePath={basePath} />
      {view.step === 'store' ? <StoreStep view={view} basePath={basePath} /> : null}
      {view.step === 'service' ? <ServiceStep view={view} basePath={basePath} /> : null}
      {view.step === 'day' ? <DayStep view={view} basePath={basePath} /> : null}
      {view.step === 'slot' ? <SlotStep view={view} basePath={basePath} /> : null}
      {view.step === 'details' ? <DetailsStep view={view} basePath={basePath} /> : null}
      {view.step === 'rental-days' ? <RentalDaysStep view={view} basePath={basePath} /> : null}
      {view.step === 'rental-details' ? <RentalDetailsStep view={view} basePath={basePath} /> : null}
    </div>
  )
}
