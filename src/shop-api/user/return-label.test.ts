/**
 * The return label PDF (ADR 035): what it says in both languages, that it carries the barcode, and
 * that letters the standard font lacks do not garble the text.
 */
import { extractText, getMeta } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { drawReturnLabel } from './return-label'
import type { ReturnLabelInput } from './return-label'

const createdAt = new Date('2026-03-02T09:30:00Z')

const pickupInGerman: ReturnLabelInput = {
  code: 'R-SA-2026-000123-1',
  orderNumber: 'SA-2026-000123',
  sender: {
    name: 'Lena Huber',
    street: 'Mariahilfer Straße 12',
    postalCity: '1070 Wien',
    country: 'Österreich',
  },
  method: 'pickup',
  pickupDate: '2026-03-05',
  storeName: null,
  lines: [
    { name: 'Skihelm Vertex', size: 'M', quantity: 1, reason: 'Passt nicht' },
    { name: 'Merino-Socken', size: '39–42', quantity: 2, reason: 'Gefällt mir nicht' },
  ],
  locale: 'de',
}

const dropOffInEnglish: ReturnLabelInput = {
  code: 'R-SA-2026-000456-2',
  orderNumber: 'SA-2026-000456',
  sender: { name: 'Tomáš Čaušević', street: 'Hauptplatz 3', postalCity: '8010 Graz', country: 'Austria' },
  method: 'store',
  pickupDate: null,
  storeName: 'Linz Landstraße',
  lines: [
    { name: 'Trail running shoe Kaiser', size: '', quantity: 1, reason: 'Damaged' },
    { name: 'Beanie Łódź ☃️', size: 'one size', quantity: 1, reason: 'Changed my mind' },
  ],
  locale: 'en',
}

// pdf.js takes over (detaches) the buffer it reads: give it a copy, so the bytes stay usable.
async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(pdf.slice(), { mergePages: true })
  return text
}

const latin1 = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1')

describe('return label', () => {
  it('in German names the order, the code, the pick-up date and the goods, with a barcode', async () => {
    const pdf = await drawReturnLabel(pickupInGerman, { createdAt })
    expect(latin1(pdf.subarray(0, 5))).toBe('%PDF-')
    expect(latin1(pdf)).toContain('/Subtype /Image')

    const text = await textOf(pdf)
    expect(text).toContain('Rücksendeetikett')
    expect(text).toContain('Klebe das Etikett gut sichtbar auf das Paket')
    expect(text).toContain('Sportalpin Retourenzentrum')
    expect(text).toContain('Industriestraße 12')
    expect(text).toContain('Österreich')
    expect(text).toContain('Mariahilfer Straße 12')
    expect(text).toContain('Bestellung: SA-2026-000123')
    expect(text).toContain('Rücksendecode: R-SA-2026-000123-1')
    expect(text).toContain('Abholung am 05.03.2026')
    expect(text).toContain('1 × Skihelm Vertex (M) – Passt nicht')
    expect(text).toContain('2 × Merino-Socken (39–42) – Gefällt mir nicht')
  })

  it('in English names the store to hand it in at, and writes letters Helvetica lacks without accent', async () => {
    const pdf = await drawReturnLabel(dropOffInEnglish, { createdAt })
    expect(latin1(pdf.subarray(0, 5))).toBe('%PDF-')
    expect(latin1(pdf)).toContain('/Subtype /Image')

    const text = await textOf(pdf)
    expect(text).toContain('Return label')
    expect(text).toContain('Stick the label on the parcel where it can be seen')
    expect(text).toContain('Austria')
    expect(text).not.toContain('Österreich')
    expect(text).toContain('Order: SA-2026-000456')
    expect(text).toContain('Return code: R-SA-2026-000456-2')
    expect(text).toContain('Drop-off at Linz Landstraße')
    expect(text).toContain('1 × Trail running shoe Kaiser – Damaged')
    expect(text).toContain('Tomáš Cauševic')
    expect(text).toContain('1 × Beanie Lódz ? (one size) – Changed my mind')
  })

  it('writes the pick-up date out in English', async () => {
    const pdf = await drawReturnLabel({ ...pickupInGerman, locale: 'en' }, { createdAt })
    expect(await textOf(pdf)).toContain('Pick-up on Thursday, 5 March 2026')
  })

  it('has the title and creation date as metadata, and the same bytes for the same input', async () => {
    const pdf = await drawReturnLabel(pickupInGerman, { createdAt })
    const { info } = await getMeta(pdf.slice())
    expect(info['Title']).toBe('Rücksendeetikett R-SA-2026-000123-1')
    expect(info['CreationDate']).toMatch(/^D:20260302093000Z/)

    expect(await drawReturnLabel(pickupInGerman, { createdAt })).toEqual(pdf)
  })

  it('refuses a pick-up without a date and a drop-off without a store', async () => {
    await expect(drawReturnLabel({ ...pickupInGerman, pickupDate: null })).rejects.toThrow(/pick-up date/)
    await expect(drawReturnLabel({ ...dropOffInEnglish, storeName: null })).rejects.toThrow(/store/)
  })
})
