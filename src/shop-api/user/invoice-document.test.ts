/**
 * The invoice and credit note PDF: what an Austrian invoice must show (seller's UID, number, dates,
 * rates, VAT per rate, totals), the credit note's reference to its invoice, page breaks for many
 * lines, and the same bytes for the same input.
 */
import { extractText, getDocumentProxy, getMeta } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { drawInvoiceDocument } from './invoice-document'
import type { InvoiceDocumentInput } from './invoice-document'

const createdAt = new Date('2026-03-02T09:30:00Z')

const seller: InvoiceDocumentInput['seller'] = {
  name: 'Sportalpin GmbH',
  street: 'Landstraße 45',
  postalCity: '4020 Linz',
  country: 'Österreich',
  uid: 'ATU12345678',
  register: 'FN 123456a, Landesgericht Linz',
}

const invoice: InvoiceDocumentInput = {
  kind: 'invoice',
  number: 'RE-2026-000042',
  issuedOn: '2026-03-02',
  deliveredOn: '2026-02-27',
  orderNumber: 'SA-2026-000123',
  invoiceNumber: null,
  seller,
  buyer: {
    name: 'Lena Huber',
    street: 'Mariahilfer Straße 12',
    postalCity: '1070 Wien',
    country: 'Österreich',
  },
  lines: [
    {
      quantity: 2,
      description: 'Skihelm Vertex (M)',
      vatRate: 20,
      unitGross: '€ 59,99',
      totalGross: '€ 119,98',
    },
    {
      quantity: 1,
      description: 'Tourenführer Hohe Tauern',
      vatRate: 10,
      unitGross: '€ 22,00',
      totalGross: '€ 22,00',
    },
  ],
  delivery: { gross: '€ 4,90' },
  breakdown: [
    { vatRate: 20, net: '€ 104,07', vat: '€ 20,81', gross: '€ 124,88' },
    { vatRate: 10, net: '€ 20,00', vat: '€ 2,00', gross: '€ 22,00' },
  ],
  totals: { net: '€ 124,07', vat: '€ 22,81', gross: '€ 146,88' },
  paymentNote: 'Bereits bezahlt mit Kreditkarte.',
  locale: 'de',
}

const creditNote: InvoiceDocumentInput = {
  ...invoice,
  kind: 'credit_note',
  number: 'GS-2026-000007',
  issuedOn: '2026-03-10',
  deliveredOn: null,
  invoiceNumber: 'RE-2026-000042',
  lines: [
    {
      quantity: 1,
      description: 'Ski helmet Vertex (M)',
      vatRate: 20,
      unitGross: '€ 59,99',
      totalGross: '€ 59,99',
    },
  ],
  delivery: null,
  breakdown: [{ vatRate: 20, net: '€ 49,99', vat: '€ 10,00', gross: '€ 59,99' }],
  totals: { net: '€ 49,99', vat: '€ 10,00', gross: '€ 59,99' },
  paymentNote: 'The amount is refunded to your credit card.',
  locale: 'en',
}

const manyLines: InvoiceDocumentInput = {
  ...invoice,
  lines: Array.from({ length: 60 }, (_, index) => ({
    quantity: 1,
    description: `Testartikel Nr. ${index + 1}`,
    vatRate: 20,
    unitGross: '€ 10,00',
    totalGross: '€ 10,00',
  })),
  delivery: null,
  breakdown: [{ vatRate: 20, net: '€ 500,00', vat: '€ 100,00', gross: '€ 600,00' }],
  totals: { net: '€ 500,00', vat: '€ 100,00', gross: '€ 600,00' },
}

// pdf.js takes over (detaches) the buffer it reads: give it a copy, so the bytes stay usable.
async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(pdf.slice(), { mergePages: true })
  return text
}

describe('invoice document', () => {
  it('shows the invoice with number, seller UID, both rates, the VAT per rate and the totals', async () => {
    const pdf = await drawInvoiceDocument(invoice, { createdAt })
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')

    const text = await textOf(pdf)
    for (const expected of [
      'Rechnung',
      'Rechnungsnummer',
      'RE-2026-000042',
      'Rechnungsdatum',
      '02.03.2026',
      'Lieferdatum',
      '27.02.2026',
      'Bestellung',
      'SA-2026-000123',
      'Sportalpin GmbH',
      'UID: ATU12345678',
      'FN 123456a, Landesgericht Linz',
      'Lena Huber',
      'Mariahilfer Straße 12',
      'Skihelm Vertex (M)',
      'Tourenführer Hohe Tauern',
      '20 %',
      '10 %',
      'Versand',
      '€ 4,90',
      'USt.-Satz',
      '€ 104,07',
      '€ 20,81',
      '€ 124,88',
      '€ 20,00',
      '€ 2,00',
      '€ 22,00',
      'Summe netto',
      '€ 124,07',
      'Umsatzsteuer',
      '€ 22,81',
      'Gesamtbetrag',
      '€ 146,88',
      'Bereits bezahlt mit Kreditkarte.',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Zu Rechnung')
    expect(text).not.toContain('Seite 1')
  })

  it('shows an English credit note with the invoice it corrects', async () => {
    const text = await textOf(await drawInvoiceDocument(creditNote, { createdAt }))
    for (const expected of [
      'Credit note',
      'Credit note number',
      'GS-2026-000007',
      'Credit note date',
      '10 March 2026',
      'For invoice',
      'RE-2026-000042',
      'Unit price',
      'Credit amount',
      '€ 59,99',
      'The amount is refunded to your credit card.',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Delivery date')
    expect(text).not.toContain('Rechnung')
  })

  it('goes on to further pages for many lines, repeating the table header', async () => {
    const pdf = await drawInvoiceDocument(manyLines, { createdAt })
    const proxy = await getDocumentProxy(pdf.slice())
    expect(proxy.numPages).toBeGreaterThan(1)

    const { text: pages } = await extractText(pdf.slice(), { mergePages: false })
    const last = pages.at(-1) ?? ''
    expect(pages.join('\n')).toContain('Testartikel Nr. 60')
    expect(pages[1]).toContain('Einzelpreis')
    expect(pages[1]).toContain('RE-2026-000042 (Fortsetzung)')
    expect(last).toContain('€ 600,00')
    expect(last).toContain(`Seite ${pages.length} von ${pages.length}`)
    // The seller is in the footer of every page.
    for (const page of pages) expect(page).toContain('UID: ATU12345678')
  })

  it('has the title as metadata, and the same bytes for the same input', async () => {
    const pdf = await drawInvoiceDocument(invoice, { createdAt })
    const { info } = await getMeta(pdf.slice())
    expect(info['Title']).toBe('Rechnung RE-2026-000042')
    expect(info['CreationDate']).toMatch(/^D:20260302093000Z/)

    expect(await drawInvoiceDocument(invoice, { createdAt })).toEqual(pdf)
  })

  it('refuses a date that is not YYYY-MM-DD', async () => {
    await expect(drawInvoiceDocument({ ...invoice, issuedOn: '2.3.2026' })).rejects.toThrow(/issue date/)
    await expect(drawInvoiceDocument({ ...invoice, deliveredOn: '2026-02-30' })).rejects.toThrow(
      /delivery date/,
    )
  })
})
