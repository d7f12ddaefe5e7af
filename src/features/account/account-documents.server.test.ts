/**
 * The return label's download: the shop's PDF as it is, never cached; malformed ids and unknown
 * labels a 404 without (or after) asking the shop; no session the login, back to the order after it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'
import type { ReturnLabelResult } from '~/shop-client/api/account.server'
import { downloadReturnLabel } from './account-documents.server'

const shop = vi.hoisted(() => ({
  answer: (): Promise<ReturnLabelResult> => Promise.resolve({ ok: false, reason: 'not-found' }),
  calls: [] as string[][],
}))

vi.mock('~/shop-client/api/account.server', () => ({
  readAccountingDocument: (uuid: string, number: string | undefined) => {
    shop.calls.push([uuid, number ?? 'invoice'])
    return shop.answer()
  },
  readReturnLabel: (uuid: string, returnId: string) => {
    shop.calls.push([uuid, returnId])
    return shop.answer()
  },
}))

const orderId = '3f2b8c1e-5d4a-4e7b-9c21-7a6f0e9d1b42'
const returnId = '5f1c2a9e-8d4b-4c1f-9a07-3e6b2d8c4f10'
const defaultGetLocale = getLocale

afterEach(() => {
  shop.calls.length = 0
  overwriteGetLocale(defaultGetLocale)
})

describe('the return label download', () => {
  it('answers the PDF inline under the return code, never cached', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 label')
    shop.answer = () =>
      Promise.resolve({
        ok: true,
        file: { filename: 'R-100023-1.pdf', contentType: 'application/pdf', bytes },
      })
    const response = await downloadReturnLabel(orderId, returnId)
    expect(shop.calls).toEqual([[orderId, returnId]])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('inline; filename="R-100023-1.pdf"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })

  it('keeps quotes and line breaks out of the file name', async () => {
    shop.answer = () =>
      Promise.resolve({
        ok: true,
        file: { filename: 'a"b\r\nc.pdf', contentType: 'application/pdf', bytes: new Uint8Array() },
      })
    const response = await downloadReturnLabel(orderId, returnId)
    expect(response.headers.get('content-disposition')).toBe('inline; filename="a_b__c.pdf"')
  })

  it('answers 404 for malformed ids without asking the shop', async () => {
    for (const [order, label] of [
      ['nope', returnId],
      [orderId, '123'],
    ] as const) {
      const response = await downloadReturnLabel(order, label)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    }
    expect(shop.calls).toEqual([])
  })

  it('answers 404 with a message for a label the shop does not know', async () => {
    overwriteGetLocale(() => 'de-AT')
    shop.answer = () => Promise.resolve({ ok: false, reason: 'not-found' })
    const response = await downloadReturnLabel(orderId, returnId)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.text()).toBe('Dieses Rücksendeetikett gibt es nicht.')
  })

  it('sends a visitor to the login, and back to the order afterwards', async () => {
    for (const [locale, login, back] of [
      ['de-AT', '/login/', `/my-account/order-details/${orderId}/`],
      ['en', '/en/login/', `/en/my-account/order-details/${orderId}/`],
    ] as const) {
      overwriteGetLocale(() => locale)
      for (const reason of ['logged-out', 'session-ended'] as const) {
        shop.answer = () => Promise.resolve({ ok: false, reason })
        const response = await downloadReturnLabel(orderId, returnId)
        expect(response.status).toBe(303)
        expect(response.headers.get('location')).toBe(`${login}?redirect=${encodeURIComponent(back)}`)
      }
    }
  })
})
