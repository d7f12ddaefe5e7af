import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authEndpoints } from '../auth/auth.endpoints'
import { uniqueEmail } from '../auth/testing'
import { mailOutbox, productOptions, stockAlerts, users } from '../db/schema'
import { createProduct, createTestUser } from '../testing/fixtures'
import type { ProductFixture } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { stockAlertEndpoints } from './stock-alerts.endpoints'
import { stockAlertResponseSchema } from './stock-alerts.schema'

let addressCounter = 0
/** A client address of its own per call site, so the per-address limit only meets the test about it. */
const freshAddress = () => `198.51.100.${++addressCounter}`

describe.each(testBackends())('back-in-stock alerts on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [...stockAlertEndpoints, ...authEndpoints])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const soldOutProduct = (name = 'Trailschuh Ausverkauft'): Promise<ProductFixture> =>
    createProduct(api.db, {
      name,
      prices: { vk: 12_000 },
      sizes: [
        { label: '40', stock: 0 },
        { label: '41', stock: 0 },
        { label: '42', stock: 3 },
      ],
    })
  const sizeOf = (product: ProductFixture, index: number) => {
    const option = product.options[index]
    if (!option) throw new Error('fixture has too few sizes')
    return option
  }
  const create = (body: unknown, options: { token?: string; clientAddress?: string } = {}) =>
    api.call('POST', '/api/v1/stock-alerts/', { body, clientAddress: freshAddress(), ...options })
  const mailsTo = (email: string, kind: string) =>
    api.db
      .select({ text: mailOutbox.bodyText, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)))
  const alertsOf = (email: string) =>
    api.db
      .select({ status: stockAlerts.status, token: stockAlerts.confirmTokenHash })
      .from(stockAlerts)
      .where(eq(stockAlerts.email, email))
  const setStock = (optionId: number, stock: number) =>
    api.db.update(productOptions).set({ stock }).where(eq(productOptions.id, optionId))
  /** Waits until the stock announcement has been heard and its sweep has run. */
  const settled = async () => {
    await api.services.catalogIndex.caughtUp()
    await api.backInStock.settled()
  }
  const tokenIn = (text: string) => {
    const match = /\/benachrichtigung\/bestaetigen\/([A-Za-z0-9_-]{43})\//.exec(text)
    if (!match?.[1]) throw new Error(`No confirmation link in: ${text}`)
    return match[1]
  }

  it('a visitor’s alert waits for the mailed confirmation; then stock brings exactly one mail and closes it', async () => {
    const product = await soldOutProduct()
    const size = sizeOf(product, 0)
    const email = uniqueEmail('alert')
    const created = await create({ productOption: size.id, email: `  ${email.toUpperCase()} ` })
    expect(created.status).toBe(201)
    const { alert } = v.parse(stockAlertResponseSchema, created.body).data
    expect(alert).toMatchObject({ status: 'pending', email, size: { id: size.id, label: '40' } })
    expect(alert.product.url).toBe(`/p/${product.slug}/`)

    const [confirmation] = await mailsTo(email, 'stock-alert-confirm')
    expect(confirmation?.text).toContain('Trailschuh Ausverkauft in Größe 40')
    const token = tokenIn(confirmation?.text ?? '')
    expect((await alertsOf(email))[0]?.token).not.toContain(token)

    // Unconfirmed, stock brings nothing: the address may be a stranger's.
    await setStock(size.id, 2)
    await settled()
    expect(await mailsTo(email, 'back-in-stock')).toHaveLength(0)
    await setStock(size.id, 0)
    await settled()

    const confirmed = await api.call('POST', `/api/v1/stock-alerts/confirm/${token}/`)
    expect(confirmed.status).toBe(200)
    expect(v.parse(stockAlertResponseSchema, confirmed.body).data.alert.status).toBe('active')
    const again = await api.call('POST', `/api/v1/stock-alerts/confirm/${token}/`)
    expect(v.parse(stockAlertResponseSchema, again.body).data.alert.status).toBe('active')

    await setStock(size.id, 4)
    await settled()
    const mails = await mailsTo(email, 'back-in-stock')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toMatch(/^Wieder verfügbar: Brand \d+ Trailschuh Ausverkauft in Größe 40$/)
    expect(mails[0]?.text).toContain(`http://shop.test/p/${product.slug}/`)
    expect((await alertsOf(email)).map((row) => row.status)).toEqual(['notified'])

    // Sold out and back again: the closed alert sends nothing more.
    await setStock(size.id, 0)
    await setStock(size.id, 6)
    await settled()
    expect(await mailsTo(email, 'back-in-stock')).toHaveLength(1)
  })

  it('an alert asked for on the English page is confirmed and announced in English', async () => {
    const product = await soldOutProduct()
    const size = sizeOf(product, 1)
    const email = uniqueEmail('english-alert')
    const created = await api.call('POST', '/api/v1/stock-alerts/', {
      body: { productOption: size.id, email },
      query: { locale: 'en' },
      clientAddress: freshAddress(),
    })
    expect(created.status).toBe(201)
    const [confirmation] = await mailsTo(email, 'stock-alert-confirm')
    expect(confirmation?.subject).toBe('Please confirm your back-in-stock alert')
    const token = tokenIn(confirmation?.text ?? '')
    expect(confirmation?.text).toContain(`http://shop.test/en/benachrichtigung/bestaetigen/${token}/`)
    expect((await api.call('POST', `/api/v1/stock-alerts/confirm/${token}/`)).status).toBe(200)

    await setStock(size.id, 2)
    await settled()
    const [back] = await mailsTo(email, 'back-in-stock')
    expect(back?.subject).toMatch(/^Back in stock: Brand \d+ Trailschuh Ausverkauft in size 41$/)
    expect(back?.text).toContain(`http://shop.test/en/p/${product.slug}/`)
    expect(back?.text).toContain('Your Sportalpin team')
  })

  it('a customer’s alert for the account’s own confirmed address is active at once; another address is not', async () => {
    const product = await soldOutProduct()
    const size = sizeOf(product, 1)
    const customer = await createTestUser(api.db)
    const [account] = await api.db
      .update(users)
      .set({ verified: true })
      .where(eq(users.id, customer.id))
      .returning({ email: users.email })
    const own = account?.email ?? ''
    const mine = await create({ productOption: size.id, email: own }, { token: customer.token })
    expect(mine.status).toBe(201)
    expect(v.parse(stockAlertResponseSchema, mine.body).data.alert.status).toBe('active')
    expect(await mailsTo(own, 'stock-alert-confirm')).toHaveLength(0)

    const other = uniqueEmail('friend')
    const theirs = await create({ productOption: size.id, email: other }, { token: customer.token })
    expect(v.parse(stockAlertResponseSchema, theirs.body).data.alert.status).toBe('pending')
    expect(await mailsTo(other, 'stock-alert-confirm')).toHaveLength(1)

    await setStock(size.id, 1)
    await settled()
    expect(await mailsTo(own, 'back-in-stock')).toHaveLength(1)
    expect(await mailsTo(other, 'back-in-stock')).toHaveLength(0)
  })

  it('an unconfirmed account’s address needs the confirmation like a visitor’s', async () => {
    const product = await soldOutProduct()
    const customer = await createTestUser(api.db)
    const [account] = await api.db.select({ email: users.email }).from(users).where(eq(users.id, customer.id))
    const result = await create(
      { productOption: sizeOf(product, 0).id, email: account?.email },
      { token: customer.token },
    )
    expect(v.parse(stockAlertResponseSchema, result.body).data.alert.status).toBe('pending')
  })

  it('asking again for the same size and address is the same alert: 200, one row, one mail', async () => {
    const product = await soldOutProduct()
    const email = uniqueEmail('twice')
    const body = { productOption: sizeOf(product, 0).id, email }
    expect((await create(body)).status).toBe(201)
    const second = await create(body)
    expect(second.status).toBe(200)
    expect(v.parse(stockAlertResponseSchema, second.body).data.alert.status).toBe('pending')
    expect(await alertsOf(email)).toHaveLength(1)
    expect(await mailsTo(email, 'stock-alert-confirm')).toHaveLength(1)
  })

  it('confirming when the size is already back sends the mail at once', async () => {
    const product = await soldOutProduct()
    const size = sizeOf(product, 1)
    const email = uniqueEmail('late')
    await create({ productOption: size.id, email })
    const token = tokenIn((await mailsTo(email, 'stock-alert-confirm'))[0]?.text ?? '')
    await setStock(size.id, 5)
    await settled()
    const confirmed = await api.call('POST', `/api/v1/stock-alerts/confirm/${token}/`)
    expect(v.parse(stockAlertResponseSchema, confirmed.body).data.alert.status).toBe('notified')
    expect(await mailsTo(email, 'back-in-stock')).toHaveLength(1)
  })

  it('refuses what cannot be an alert, saying what was wrong', async () => {
    const product = await soldOutProduct()
    const email = uniqueEmail('refused')
    expect(await create({ productOption: sizeOf(product, 2).id, email })).toMatchObject({
      status: 422,
      body: { errors: { productOption: ['This size is in stock: it can be ordered now.'] } },
    })
    expect(await create({ productOption: 2_000_000_000, email })).toMatchObject({
      status: 422,
      body: { errors: { productOption: ['The selected size does not exist.'] } },
    })
    expect(await create({ productOption: 'x', email: 'kein-mail' })).toMatchObject({
      status: 422,
      body: {
        errors: {
          productOption: ['The selected size does not exist.'],
          email: ['The email must be a valid email address.'],
        },
      },
    })
    expect(await create({ email })).toMatchObject({
      status: 422,
      body: { errors: { productOption: ['Choose a size (productOption is required).'] } },
    })
    expect(await create([1, 2])).toMatchObject({ status: 422 })
    expect(
      await api.call('POST', '/api/v1/stock-alerts/', {
        rawBody: '{"productOption": 1,',
        clientAddress: freshAddress(),
      }),
    ).toMatchObject({ status: 400 })
    expect(
      await api.call('POST', '/api/v1/stock-alerts/', {
        rawBody: `productOption=1&email=${email}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        clientAddress: freshAddress(),
      }),
    ).toMatchObject({ status: 415 })
    // Unknown fields are ignored, not stored.
    const extra = await create({ productOption: sizeOf(product, 0).id, email, status: 'active', userId: 1 })
    expect(v.parse(stockAlertResponseSchema, extra.body).data.alert.status).toBe('pending')
    expect(await alertsOf(email)).toHaveLength(1)

    for (const token of ['nope', 'A'.repeat(43)]) {
      expect(await api.call('POST', `/api/v1/stock-alerts/confirm/${token}/`)).toMatchObject({
        status: 404,
        body: { message: 'This confirmation link is invalid.' },
      })
    }
  })

  it('limits alerts per e-mail address and per client address (429 with Retry-After)', async () => {
    const product = await soldOutProduct()
    const email = uniqueEmail('flood')
    // Ten sizes' worth of requests for one address from ten places, then the eleventh.
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await create({ productOption: sizeOf(product, attempt % 2).id, email })).status).toBeLessThan(
        300,
      )
    const blocked = await create({ productOption: sizeOf(product, 0).id, email })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await mailsTo(email, 'stock-alert-confirm')).toHaveLength(2)

    const address = freshAddress()
    for (let attempt = 0; attempt < 30; attempt++)
      await create(
        { productOption: sizeOf(product, 0).id, email: uniqueEmail('spray') },
        { clientAddress: address },
      )
    expect(
      (
        await create(
          { productOption: sizeOf(product, 0).id, email: uniqueEmail('spray') },
          { clientAddress: address },
        )
      ).status,
    ).toBe(429)
  })

  it('two nodes hearing the same stock change send one mail per alert', async () => {
    const second = await startTestApi(backend, stockAlertEndpoints, { sameDatabaseAs: api })
    try {
      const product = await soldOutProduct()
      const size = sizeOf(product, 0)
      const customer = await createTestUser(api.db)
      const [account] = await api.db
        .update(users)
        .set({ verified: true })
        .where(eq(users.id, customer.id))
        .returning({ email: users.email })
      const emails = [account?.email ?? '']
      await create({ productOption: size.id, email: emails[0] }, { token: customer.token })
      for (let n = 0; n < 5; n++) {
        const email = uniqueEmail('pair')
        emails.push(email)
        await create({ productOption: size.id, email })
        const token = tokenIn((await mailsTo(email, 'stock-alert-confirm'))[0]?.text ?? '')
        await second.call('POST', `/api/v1/stock-alerts/confirm/${token}/`)
      }
      await setStock(size.id, 10)
      await Promise.all([settled(), second.services.catalogIndex.caughtUp()])
      await second.backInStock.settled()
      for (const email of emails) expect(await mailsTo(email, 'back-in-stock'), email).toHaveLength(1)
    } finally {
      await second.close()
    }
  })
})
