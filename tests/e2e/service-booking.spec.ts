import ICAL from 'ical.js'
import * as v from 'valibot'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import {
  expectNoAxeViolations,
  latestMail,
  linkIn,
  logInThroughForm,
  registerThroughApi,
  uniqueEmail,
} from '../setup/accounts'
import { gotoHydrated } from '../setup/hydration'
import { findProduct } from '../setup/products'
import { addConsentChoice, expect, expectCleanPhone, openPhone, test } from '../setup/test'

/**
 * Issue 32: booking a service or a rental in a store. The flow's steps are plain server-rendered
 * pages (like the checkout), so the journeys also run with JavaScript off. Slots are the real ones
 * of the running server's clock: the journeys take the next free one.
 */

const catalogSchema = v.object({
  data: v.object({
    services: v.array(v.object({ slug: v.string(), name: v.string(), storeIds: v.array(v.number()) })),
  }),
})
const storesSchema = v.object({
  data: v.object({ stores: v.array(v.object({ id: v.number(), slug: v.string(), name: v.string() })) }),
})
const slotsSchema = v.object({
  data: v.object({
    days: v.array(
      v.object({
        date: v.string(),
        open: v.boolean(),
        slots: v.array(v.object({ time: v.string(), startsAt: v.string(), free: v.number() })),
      }),
    ),
  }),
})
const rentalSchema = v.object({
  data: v.object({
    days: v.array(
      v.object({
        date: v.string(),
        open: v.boolean(),
        equipment: v.array(v.object({ category: v.string(), size: v.string(), free: v.number() })),
      }),
    ),
  }),
})
const outboxSchema = v.object({
  data: v.object({
    mails: v.array(
      v.object({
        kind: v.string(),
        attachments: v.array(
          v.object({ filename: v.string(), contentType: v.string(), text: v.nullable(v.string()) }),
        ),
      }),
    ),
  }),
})

/**
 * Axe on the current step at both widths the flow is built for: the page's own, then the other one
 * (390 px on a phone, 1280 px on a desktop), and back.
 */
async function expectAccessibleAtBothWidths(page: Page, label: string) {
  const own = page.viewportSize() ?? { width: 1280, height: 900 }
  const other = own.width < 800 ? { width: 1280, height: 900 } : { width: 390, height: 844 }
  await expectNoAxeViolations(page, `${label} at ${String(own.width)} px`)
  await page.setViewportSize(other)
  await expectNoAxeViolations(page, `${label} at ${String(other.width)} px`)
  await page.setViewportSize(own)
}

/** The first store (by id) that offers a service, with its slug and name. */
async function storeOffering(request: APIRequestContext, service: string) {
  const catalog = v.parse(catalogSchema, await (await request.get('/api/v1/services/')).json())
  const offer = catalog.data.services.find((entry) => entry.slug === service)
  const stores = v.parse(storesSchema, await (await request.get('/api/v1/stores/')).json()).data.stores
  const store = stores.find((entry) => entry.id === offer?.storeIds[0])
  if (!offer || !store) throw new Error(`No store offers ${service}`)
  return { ...store, serviceName: offer.name }
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10)
const daysFrom = (days: number) => isoDate(new Date(Date.now() + days * 86_400_000))

/** Free workstations of a store's service at `startsAt`. */
async function freeAt(request: APIRequestContext, store: number, service: string, startsAt: string) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date(startsAt))
  const response = await request.get(`/api/v1/stores/${String(store)}/services/${service}/slots/`, {
    params: { from: date, to: date },
  })
  const slots = v.parse(slotsSchema, await response.json()).data.days[0]?.slots ?? []
  return slots.find((slot) => slot.startsAt === startsAt)?.free
}

/**
 * The service (unless the address named it already) → the first bookable day → the first free time,
 * checking each step with axe.
 */
async function chooseNextFreeSlot(page: Page, serviceName: string | null, label: string | null) {
  const axe = async (step: string) => {
    // Axe runs as a script in the page: not where JavaScript is off.
    if (label !== null) await expectAccessibleAtBothWidths(page, `${label}: ${step}`)
  }
  if (serviceName !== null) await page.getByRole('link', { name: `${serviceName} auswählen` }).click()
  await expect(page.getByRole('heading', { name: 'An welchem Tag?' })).toBeVisible()
  await axe('day')
  await page.getByRole('list').getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: /^Um wie viel Uhr am/ })).toBeVisible()
  await axe('time')
  const first = page.getByRole('list').getByRole('link').first()
  const time = (await first.textContent())?.trim() ?? ''
  // The link carries the slot's instant, as the API answers it.
  const startsAt =
    new URL((await first.getAttribute('href')) ?? '', 'http://localhost').searchParams.get('time') ?? ''
  await first.click()
  await expect(page.getByRole('heading', { name: 'Deine Angaben' })).toBeVisible()
  await axe('details')
  return { time, startsAt }
}

test.describe('service booking', () => {
  // Axe on every step of a flow takes its time on a busy machine.
  test.describe.configure({ timeout: 240_000 })
  test('a guest books the next free ski service at “my store” on a phone, gets the calendar file and cancels by the mail’s link', async ({
    browser,
    baseURL,
    request,
  }) => {
    const store = await storeOffering(request, 'ski-service')
    const phone = await openPhone(browser, baseURL)
    const page = await phone.newPage()
    await gotoHydrated(page, `/shop/${store.slug}/`)
    await page.getByRole('button', { name: 'Als meine Filiale festlegen' }).click()
    await expect(page.getByRole('button', { name: 'Als meine Filiale festlegen' })).toBeHidden()

    // The service page offers the booking; "my store" is preselected.
    await gotoHydrated(page, '/services/ski-service/')
    await page.getByRole('link', { name: `${store.serviceName} buchen` }).click()
    await expect(page.getByRole('heading', { name: 'In welcher Filiale?' })).toBeVisible()
    await expect(page.getByLabel('Filiale', { exact: true })).toHaveValue(String(store.id))
    await expectAccessibleAtBothWidths(page, 'phone: store')
    await page.getByRole('button', { name: 'Weiter' }).click()
    // The service came with the address: the day is next. Changing the service shows the choice.
    await expect(page.getByRole('heading', { name: 'An welchem Tag?' })).toBeVisible()
    await page.getByRole('link', { name: 'Leistung ändern' }).click()
    await expect(page.getByRole('heading', { name: 'Was dürfen wir für dich tun?' })).toBeVisible()
    await expectAccessibleAtBothWidths(page, 'phone: service')

    const { time, startsAt } = await chooseNextFreeSlot(page, store.serviceName, 'phone')
    const freeBefore = await freeAt(request, store.id, 'ski-service', startsAt)
    const email = uniqueEmail('termin')
    await page.getByLabel('Vor- und Nachname').fill('Lena Gast')
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByLabel('Telefonnummer').fill('+43 664 7654321')
    await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()
    await expect(page.getByRole('heading', { name: 'Dein Termin ist gebucht' })).toBeVisible()
    await expect(page.getByText(store.name).first()).toBeVisible()
    await expectAccessibleAtBothWidths(page, 'phone: confirmation')
    expect(await freeAt(request, store.id, 'ski-service', startsAt)).toBe((freeBefore ?? 0) - 1)

    // The mail brings an .ics whose event starts at the chosen Vienna time.
    const mail = await latestMail(request, email, 'booking-confirmation')
    const outbox = v.parse(
      outboxSchema,
      await (await request.get(`/api/v1/dev/outbox/?to=${encodeURIComponent(email)}`)).json(),
    )
    const file = outbox.data.mails.find((entry) => entry.kind === 'booking-confirmation')?.attachments[0]
    expect(file?.contentType).toContain('text/calendar')
    // The event's time comes from the file's own VTIMEZONE (the parser knows no zones of its own).
    const calendar = ICAL.Component.fromString(file?.text ?? '')
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined)
    expect(event.startDate.zone.tzid).toBe('Europe/Vienna')
    const [hours, minutes] = time.split(':').map(Number)
    expect([event.startDate.hour, event.startDate.minute]).toEqual([hours, minutes])
    expect(event.startDate.convertToZone(ICAL.Timezone.utcTimezone).toString()).toBe(
      startsAt.replace('.000Z', 'Z'),
    )

    // The link opens the booking on any device (no cookies here) and cancels it.
    const elsewhere = await browser.newContext()
    await addConsentChoice(elsewhere, baseURL)
    const other = await elsewhere.newPage()
    await other.goto(linkIn(mail.text, '/termin/'))
    await other.getByRole('button', { name: 'Termin stornieren' }).click()
    await expect(other.getByRole('heading', { name: 'Dein Termin ist storniert' })).toBeVisible()
    await latestMail(request, email, 'booking-cancelled')
    expect(await freeAt(request, store.id, 'ski-service', startsAt)).toBe(freeBefore)
    await elsewhere.close()
    await phone.close()
    expectCleanPhone(phone)
  })

  test('a customer books a running analysis and finds it in the account', async ({ page, request }) => {
    const store = await storeOffering(request, 'running-analysis')
    const email = uniqueEmail('laufanalyse')
    await registerThroughApi(request, email, 'Startpasswort2026')
    await logInThroughForm(page, email, 'Startpasswort2026')
    await expect(page).not.toHaveURL(/\/login\//)

    await page.goto('/termin-buchen/')
    await expectAccessibleAtBothWidths(page, 'desktop: store')
    await page.getByLabel('Filiale', { exact: true }).selectOption(String(store.id))
    await page.getByRole('button', { name: 'Weiter' }).click()
    await expectAccessibleAtBothWidths(page, 'desktop: service')
    const { time } = await chooseNextFreeSlot(page, store.serviceName, 'desktop')
    // A customer's name and e-mail are filled in from the account.
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email)
    await page.getByLabel('Telefonnummer').fill('+43 660 1112223')
    await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()
    await expect(page.getByRole('heading', { name: 'Dein Termin ist gebucht' })).toBeVisible()
    await expectAccessibleAtBothWidths(page, 'desktop: confirmation')

    // The account's menu leads to them; the booking's page cancels.
    await gotoHydrated(page, '/my-account/')
    await page
      .getByRole('navigation', { name: 'Mein Konto' })
      .getByRole('link', { name: 'Meine Termine' })
      .click()
    await expect(page).toHaveURL(/\/my-account\/bookings\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Termine' })).toBeVisible()
    const coming = page.getByRole('region', { name: 'Kommende Termine' })
    await expect(coming.getByRole('heading', { name: store.serviceName })).toBeVisible()
    await expect(coming.getByText(time)).toBeVisible()
    await expectAccessibleAtBothWidths(page, 'desktop: account bookings')
    await coming.getByRole('link', { name: 'Ansehen oder stornieren' }).first().click()
    await page.getByRole('button', { name: 'Termin stornieren' }).click()
    await expect(page.getByRole('heading', { name: 'Dein Termin ist storniert' })).toBeVisible()
  })

  test('a three-day ski rental holds that size on those days only', async ({ page, request }) => {
    const store = await storeOffering(request, 'ski-rental')
    const availability = async (from: string, to: string) => {
      const response = await request.get(
        `/api/v1/stores/${String(store.id)}/services/ski-rental/rental-availability/`,
        {
          params: { from, to },
        },
      )
      return v.parse(rentalSchema, await response.json()).data.days
    }
    // Pick-up and return on open days, from tomorrow: the first such three days in the next fortnight.
    const days = await availability(daysFrom(1), daysFrom(14))
    const start = days.findIndex((day, index) => day.open && days[index + 2]?.open === true)
    const first = days[start]
    const last = days[start + 2]
    if (!first || !last) throw new Error('no three-day window with open pick-up and return days')
    const window = await availability(daysFrom(0), last.date)

    await page.goto(`/termin-buchen/?store=${String(store.id)}`)
    await page.getByRole('link', { name: `${store.serviceName} auswählen` }).click()
    await expect(page.getByLabel('Abholung am')).toBeVisible()
    await expectAccessibleAtBothWidths(page, 'rental: days and equipment')
    await page.getByLabel('Abholung am').fill(first.date)
    await page.getByLabel('Rückgabe am').fill(last.date)
    await page.getByLabel('Ausrüstung').selectOption('allround-ski')
    await page.getByRole('button', { name: 'Freie Größen zeigen' }).click()
    await expect(page.getByRole('heading', { name: 'Größe und Einstellung' })).toBeVisible()
    await expectAccessibleAtBothWidths(page, 'rental: size and details')
    const size = page.getByRole('group', { name: 'Größe' }).getByRole('radio', { disabled: false }).first()
    const sizeLabel = (await size.getAttribute('value')) ?? ''
    await size.check()
    await page.getByLabel('Körpergröße (cm)').fill('176')
    await page.getByLabel('Gewicht (kg)').fill('72')
    await page.getByLabel('Schuhgröße (EU)').fill('42,5')
    await page.getByLabel('Wie fährst du?').selectOption('2')
    await page.getByLabel('Vor- und Nachname').fill('Max Verleih')
    await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('verleih'))
    await page.getByLabel('Telefonnummer').fill('+43 676 5554443')
    await page.getByRole('button', { name: 'Verbindlich ausleihen' }).click()
    await expect(page.getByRole('heading', { name: 'Dein Termin ist gebucht' })).toBeVisible()
    await expect(page.getByText(`Allround-Ski, Größe ${sizeLabel}`)).toBeVisible()

    const freeOf = (list: typeof window, date: string) =>
      list
        .find((day) => day.date === date)
        ?.equipment.find((entry) => entry.category === 'allround-ski' && entry.size === sizeLabel)?.free ?? 0
    const after = await availability(daysFrom(0), last.date)
    for (const day of window) {
      const held = day.date >= first.date && day.date <= last.date ? 1 : 0
      expect(freeOf(after, day.date), day.date).toBe(freeOf(window, day.date) - held)
    }
  })

  test('a ski or bike product page offers its workshop service, in the server’s HTML; others offer none', async ({
    page,
    request,
  }) => {
    const mountable = await findProduct(request, (product) => product.mounting !== null)
    const html = await (await request.get(mountable.url)).text()
    expect(html).toContain('/termin-buchen/?service=')
    await gotoHydrated(page, mountable.url)
    const offer = page.getByRole('region', { name: 'Termin in der Filiale' })
    const link = offer.getByRole('link', { name: /buchen$/ }).first()
    await expect(link).toHaveAttribute('href', /^\/termin-buchen\/\?service=(ski|bike)-/)
    await expectNoAxeViolations(page, 'product page with its booking links')
    await link.click()
    await expect(page.getByRole('heading', { name: 'In welcher Filiale?' })).toBeVisible()

    const other = await findProduct(request, (product) => product.mounting === null)
    await gotoHydrated(page, other.url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Termin in der Filiale' })).toHaveCount(0)
  })

  test('the whole flow works without JavaScript', async ({ browser, baseURL, request }) => {
    const store = await storeOffering(request, 'bike-service')
    const noScript: Awaited<ReturnType<Browser['newContext']>> = await browser.newContext({
      javaScriptEnabled: false,
    })
    await addConsentChoice(noScript, baseURL)
    const page = await noScript.newPage()
    await page.goto('/termin-buchen/?service=bike-service')
    await page.getByLabel('Filiale', { exact: true }).selectOption(String(store.id))
    await page.getByRole('button', { name: 'Weiter' }).click()
    await chooseNextFreeSlot(page, null, null)
    await page.getByLabel('Vor- und Nachname').fill('Nora Ohneskript')
    await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('ohneskript'))
    // A refusal comes back with what was typed and why, beside the field.
    await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()
    await expect(page).toHaveTitle(/^Fehler: /)
    await expect(page.getByRole('alert')).toContainText(
      'Bitte gib eine Telefonnummer an, unter der wir dich erreichen.',
    )
    await expect(page.getByLabel('Telefonnummer')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Vor- und Nachname')).toHaveValue('Nora Ohneskript')
    await page.getByLabel('Telefonnummer').fill('+43 699 1234567')
    await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()
    await expect(page.getByRole('heading', { name: 'Dein Termin ist gebucht' })).toBeVisible()
    await page.getByRole('button', { name: 'Termin stornieren' }).click()
    await expect(page.getByRole('heading', { name: 'Dein Termin ist storniert' })).toBeVisible()
    await noScript.close()
  })
})
