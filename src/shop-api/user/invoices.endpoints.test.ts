/**
 * Invoices and credit notes (ADR 036): gap-free numbers under concurrent checkouts, the VAT
 * breakdown of an order mixing 20 % and 10 % goods, credit notes for a cancellation and a received
 * return, and that no other customer reaches them.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartEndpoints } from '../cart/cart.endpoints'
import { createTestAddress } from '../cart/test-helpers'
import { checkoutEndpoints, placeOrderEndpoint } from '../checkout/checkout.endpoints'
import { products } from '../db/schema'
import { createProductWithOneSize, createTestUser } from '../testing/fixtures'
import type { TestUser } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { invoiceEndpoints } from './invoices.endpoints'
import { orderCareEndpoints } from './order-care.endpoints'
import { advanceOrder } from './order-lifecycle.service'
import { orderReturnEndpoints } from './order-returns.endpoints'
import { receiveReturn } from './order-returns.service'
import { userEndpoints } from './user.endpoints'
import { orderResponseSchema } from './user.schema'

describe('invoice examples (docs/api.md)', () => {
  it('match the contract', () => {
    for (const endpoint of invoiceEndpoints)
      expect(() => {
        v.parse(endpoint.response, endpoint.example.response)
      }, endpoint.path).not.toThrow()
  })
})

/** A PDF's text as a reader sees it, spaces (also non-breaking ones) made plain. */
async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  const document = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()))
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ')
}

describe.each(testBackends())('invoices on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [
      ...userEndpoints,
      ...cartEndpoints,
      ...checkoutEndpoints,
      ...orderCareEndpoints,
      ...orderReturnEndpoints,
      ...invoiceEndpoints,
    ])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  /** A customer's order of one piece of each product (20 € at 20 % and, with `reduced`, 10 € at 10 %). */
  async function placeOrder(customer: TestUser, reduced: boolean) {
    const standard = await createProductWithOneSize(api.db, { prices: { vk: 2000 } })
    const items = [standard]
    if (reduced) {
      const food = await createProductWithOneSize(api.db, { prices: { vk: 1000 } })
      await api.db.update(products).set({ vatRate: 10 }).where(eq(products.id, food.productId))
      items.push(food)
    }
    for (const item of items) {
      const added = await api.call('POST', '/api/v1/cart/', {
        token: customer.token,
        body: { productOption: item.option.id },
      })
      expect(added.status, JSON.stringify(added.body)).toBe(200)
    }
    const placed = await api.call('POST', '/api/v1/orders/', {
      token: customer.token,
      body: {
        deliveryType: 'home',
        addressId: await createTestAddress(api.db, customer.id),
        paymentMethod: 'invoice',
      },
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    return v.parse(placeOrderEndpoint.response, placed.body).data.order
  }

  const file = (token: string | undefined, path: string) =>
    fetch(new URL(path, api.baseUrl), { headers: token ? { authorization: `Bearer ${token}` } : {} })
  const orderOf = async (customer: TestUser, uuid: string) =>
    v.parse(
      orderResponseSchema,
      (await api.call('GET', `/api/v1/user/order/${uuid}/`, { token: customer.token })).body,
    ).data.order

  it('numbers the invoices of 50 concurrent orders without a gap, checkouts refused in between taking none', async () => {
    const customers = await Promise.all(Array.from({ length: 50 }, () => createTestUser(api.db)))
    const ready = []
    for (const customer of customers) {
      const product = await createProductWithOneSize(api.db)
      await api.call('POST', '/api/v1/cart/', {
        token: customer.token,
        body: { productOption: product.option.id },
      })
      ready.push({ customer, addressId: await createTestAddress(api.db, customer.id) })
    }
    // Ten more checkouts fail (their carts are empty) in the middle of the others.
    const empty = await Promise.all(Array.from({ length: 10 }, () => createTestUser(api.db)))
    const results = await Promise.all([
      ...ready.map(({ customer, addressId }) =>
        api.call('POST', '/api/v1/orders/', {
          token: customer.token,
          body: { deliveryType: 'home', addressId, paymentMethod: 'invoice' },
        }),
      ),
      ...empty.map((customer) =>
        api.call('POST', '/api/v1/orders/', {
          token: customer.token,
          body: {
            deliveryType: 'home',
            shippingAddress: {
              firstname: 'A',
              lastname: 'B',
              street: 'C',
              streetNo: '1',
              postal: '1010',
              city: 'Wien',
              countryId: 'AT',
            },
            paymentMethod: 'invoice',
          },
        }),
      ),
    ])
    expect(results.slice(50).every((result) => result.status === 422)).toBe(true)
    const numbers = results
      .slice(0, 50)
      .map((result) => v.parse(placeOrderEndpoint.response, result.body).data.order.invoiceNumber ?? '')
    const sequence = numbers
      .map((number) => Number(/^RE-\d{4}-(\d{6})$/.exec(number)?.[1]))
      .sort((a, b) => a - b)
    expect(new Set(numbers).size).toBe(50)
    const first = sequence[0] ?? 0
    expect(sequence).toEqual(Array.from({ length: 50 }, (_, index) => first + index))
    // The next order continues the sequence.
    const next = await placeOrder(await createTestUser(api.db), false)
    expect(next.invoiceNumber).toMatch(new RegExp(`-${String(first + 50).padStart(6, '0')}$`))
  }, 120_000)

  it('invoices an order mixing 20 % and 10 % goods with the VAT per rate, delivery split over both', async () => {
    const customer = await createTestUser(api.db)
    const order = await placeOrder(customer, true)
    expect(order.invoiceNumber).toMatch(/^RE-\d{4}-\d{6}$/)
    const text = await pdfText(await file(customer.token, `/api/v1/user/order/${order.uuid}/invoice/`))
    expect(text).toContain('Rechnung')
    expect(text).toContain(order.invoiceNumber ?? '')
    expect(text).toContain('ATU71234567')
    expect(text).toContain(order.number)
    // 20 € + 10 € + 4,90 € delivery: 3,27 € of it at 20 %, 1,63 € at 10 %.
    for (const amount of ['19,39', '3,88', '23,27', '10,57', '1,06', '11,63', '34,90'])
      expect(text).toMatch(new RegExp(`€ ?${amount}`))
    expect(text).toContain('20 %')
    expect(text).toContain('10 %')
    const english = await pdfText(
      await file(customer.token, `/api/v1/user/order/${order.uuid}/invoice/?locale=en`),
    )
    expect(english).toContain('Invoice')
  })

  it('issues a credit note for a cancellation and for a received return, each naming the invoice', async () => {
    const customer = await createTestUser(api.db)
    const cancelled = await placeOrder(customer, true)
    const cancel = await api.call('POST', `/api/v1/user/order/${cancelled.uuid}/cancel/`, {
      token: customer.token,
      body: { lines: [{ id: cancelled.lines[1]?.id, quantity: 1 }] },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(cancel.status).toBe(200)
    const [note] = (await orderOf(customer, cancelled.uuid)).creditNotes
    expect(note).toMatchObject({ reason: 'cancellation', amount: 10 })
    const noteText = await pdfText(
      await file(customer.token, `/api/v1/user/order/${cancelled.uuid}/credit-notes/${note?.number ?? ''}/`),
    )
    expect(noteText).toContain('Gutschrift')
    expect(noteText).toContain(cancelled.invoiceNumber ?? '')
    expect(noteText).toContain('10 %')

    const returned = await placeOrder(customer, false)
    for (const status of ['shipped', 'delivered'] as const)
      expect(await advanceOrder(api.db, returned.number, status, api.clock.now)).toMatchObject({ ok: true })
    const registered = await api.call('POST', `/api/v1/user/order/${returned.uuid}/returns/`, {
      token: customer.token,
      body: { lines: [{ id: returned.lines[0]?.id, quantity: 1, reason: 'too_small' }], method: 'pickup' },
    })
    expect(registered.status).toBe(201)
    const code = (registered.body as { data: { orderReturn: { code: string } } }).data.orderReturn.code
    expect((await orderOf(customer, returned.uuid)).creditNotes).toEqual([])
    await receiveReturn(api.db, code, api.clock.now)
    const [credit] = (await orderOf(customer, returned.uuid)).creditNotes
    // The whole order came back: its delivery is credited too.
    expect(credit).toMatchObject({ reason: 'return', amount: returned.total })
    const creditText = await pdfText(
      await file(customer.token, `/api/v1/user/order/${returned.uuid}/credit-notes/${credit?.number ?? ''}/`),
    )
    expect(creditText).toContain(returned.invoiceNumber ?? '')
    expect(creditText).toContain('Versand')
  })

  it('keeps invoices and credit notes to the customer who placed the order', async () => {
    const owner = await createTestUser(api.db)
    const stranger = await createTestUser(api.db)
    const order = await placeOrder(owner, false)
    await api.call('POST', `/api/v1/user/order/${order.uuid}/cancel/`, { token: owner.token, body: {} })
    const [note] = (await orderOf(owner, order.uuid)).creditNotes
    const invoicePath = `/api/v1/user/order/${order.uuid}/invoice/`
    const notePath = `/api/v1/user/order/${order.uuid}/credit-notes/${note?.number ?? ''}/`
    expect((await file(stranger.token, invoicePath)).status).toBe(404)
    expect((await file(stranger.token, notePath)).status).toBe(404)
    expect((await file(undefined, invoicePath)).status).toBe(401)
    expect((await file(owner.token, `/api/v1/user/order/${randomUUID()}/invoice/`)).status).toBe(404)
    expect(
      (await file(owner.token, `/api/v1/user/order/${order.uuid}/credit-notes/GS-1999-000001/`)).status,
    ).toBe(404)
    expect((await file(owner.token, `/api/v1/user/order/${order.uuid}/credit-notes/nonsense/`)).status).toBe(
      404,
    )
    // Another order's credit note is not this order's.
    const other = await placeOrder(stranger, false)
    expect(
      (await file(stranger.token, `/api/v1/user/order/${other.uuid}/credit-notes/${note?.number ?? ''}/`))
        .status,
    ).toBe(404)
  })
})
