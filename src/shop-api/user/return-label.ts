/**
 * The return label of a registered return (ADR 035) as a PDF: the returns centre as recipient, the
 * customer as sender, the return code as text and as a Code 128 barcode, how the parcel comes back,
 * and what is in it. German addresses the customer with "du", as the whole shop does.
 *
 * The page uses PDFKit's standard font Helvetica, so no font files are needed; that font only has
 * the WinAnsi (Windows-1252) characters, so other letters are written without their accents.
 */
import type PDFDocumentClass from 'pdfkit'

type PdfDocument = InstanceType<typeof PDFDocumentClass>

export interface ReturnLabelInput {
  /** The return code, e.g. `R-SA-2026-000123-1`: printed and encoded as Code 128. */
  readonly code: string
  /** E.g. `SA-2026-000123`. */
  readonly orderNumber: string
  readonly sender: {
    readonly name: string
    readonly street: string
    readonly postalCity: string
    readonly country: string
  }
  readonly method: 'pickup' | 'store'
  /** `YYYY-MM-DD`, for a pick-up. */
  readonly pickupDate: string | null
  /** The store the parcel is handed in at. */
  readonly storeName: string | null
  /** `reason` is already a human label in `locale`. */
  readonly lines: readonly {
    readonly name: string
    readonly size: string
    readonly quantity: number
    readonly reason: string
  }[]
  readonly locale: 'de' | 'en'
}

export interface ReturnLabelOptions {
  /** Written as the PDF's creation date; the same input and date give the same bytes. Default: now. */
  readonly createdAt?: Date
}

const texts = {
  de: {
    title: 'Rücksendeetikett',
    instruction:
      'Klebe das Etikett gut sichtbar auf das Paket und überklebe oder entferne alte Versandetiketten.',
    recipientHeading: 'Empfänger',
    recipient: ['Sportalpin Retourenzentrum', 'Industriestraße 12', '4481 Asten', 'Österreich'],
    senderHeading: 'Absender',
    order: 'Bestellung',
    code: 'Rücksendecode',
    pickup: (date: string) => `Abholung am ${date}`,
    store: (store: string) => `Abgabe in der Filiale ${store}`,
    contents: 'Inhalt des Pakets',
  },
  en: {
    title: 'Return label',
    instruction:
      'Stick the label on the parcel where it can be seen, and cover or remove old shipping labels.',
    recipientHeading: 'To',
    recipient: ['Sportalpin Retourenzentrum', 'Industriestraße 12', '4481 Asten', 'Austria'],
    senderHeading: 'From',
    order: 'Order',
    code: 'Return code',
    pickup: (date: string) => `Pick-up on ${date}`,
    store: (store: string) => `Drop-off at ${store}`,
    contents: 'In the parcel',
  },
} as const

/** Text of WinAnsi characters only: printable Latin-1, and what WinAnsi puts at 0x80–0x9F. */
const winAnsiOnly = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]+$/u
/** Letters whose stroke is no combining mark, so decomposing them leaves them whole. */
const withoutStroke: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
}

/**
 * Text the standard font can show: Helvetica only has WinAnsi, and PDFKit writes any other
 * character as garbage (which also garbles its neighbours). Other letters lose their accents
 * ("Čaušević" becomes "Cauševic"); any other character becomes "?".
 */
export function toWinAnsi(text: string): string {
  let out = ''
  for (const char of text.replace(/\s+/g, ' ')) {
    if (winAnsiOnly.test(char)) out += char
    else {
      const bare = withoutStroke[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '')
      // A lone mark (say an emoji's variation selector) leaves nothing.
      if (bare === '' || winAnsiOnly.test(bare)) out += bare
      else out += '?'
    }
  }
  return out
}

function formatPickupDate(isoDate: string, locale: 'de' | 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) throw new Error(`Return label: pick-up date is not YYYY-MM-DD: ${isoDate}`)
  const [, year, month, day] = match
  if (locale === 'de') return `${day}.${month}.${year}`
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))))
}

function methodLine(input: ReturnLabelInput): string {
  const t = texts[input.locale]
  if (input.method === 'pickup') {
    if (!input.pickupDate) throw new Error('Return label: a pick-up needs a pick-up date')
    return t.pickup(formatPickupDate(input.pickupDate, input.locale))
  }
  if (!input.storeName) throw new Error('Return label: a drop-off needs a store')
  return t.store(input.storeName)
}

export function collectBytes(doc: PdfDocument): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = []
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
    doc.on('error', reject)
    doc.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0))
      let offset = 0
      for (const chunk of chunks) {
        bytes.set(chunk, offset)
        offset += chunk.byteLength
      }
      resolve(bytes)
    })
  })
}

/**
 * Draws the return label as a one-page (more for very many lines) A4 PDF.
 *
 * PDFKit and bwip-js are imported here, when a label is drawn, not at the top of the module: both
 * are large (megabytes of code, font metrics and barcode encoders) and only this rarely used
 * download needs them, so they must not load with the API's module graph at start-up.
 *
 * The bytes are backed by a plain `ArrayBuffer`, so they can be a `Response` body as they are.
 */
export async function drawReturnLabel(
  input: ReturnLabelInput,
  options: ReturnLabelOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const t = texts[input.locale]
  const method = methodLine(input)

  const [{ default: PDFDocument }, bwipjs] = await Promise.all([import('pdfkit'), import('bwip-js/node')])
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: input.code,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
  })

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: input.locale === 'de' ? 'de-AT' : 'en',
    displayTitle: true,
    info: {
      Title: `${t.title} ${toWinAnsi(input.code)}`,
      Author: 'Sportalpin',
      CreationDate: options.createdAt ?? new Date(),
    },
  })
  const bytes = collectBytes(doc)

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.font('Helvetica-Bold').fontSize(22).text(toWinAnsi(t.title), left, 50)
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#444444').text(toWinAnsi(t.instruction))
  doc.fillColor('black')

  // The label itself: recipient, sender, code and barcode in one framed block.
  const boxTop = doc.y + 16
  const pad = 16
  const inner = width - 2 * pad
  const column = (inner - pad) / 2
  doc.font('Helvetica').fontSize(9).fillColor('#666666')
  doc.text(toWinAnsi(t.senderHeading).toUpperCase(), left + pad, boxTop + pad, { width: column })
  doc.fillColor('black').fontSize(11)
  const sender = input.sender
  for (const part of [sender.name, sender.street, sender.postalCity, sender.country])
    doc.text(toWinAnsi(part), { width: column })
  const senderBottom = doc.y

  const recipientX = left + pad + column + pad
  doc.fontSize(9).fillColor('#666666')
  doc.text(toWinAnsi(t.recipientHeading).toUpperCase(), recipientX, boxTop + pad, { width: column })
  doc.fillColor('black').font('Helvetica-Bold').fontSize(14)
  for (const part of t.recipient) doc.text(toWinAnsi(part), { width: column })
  const addressesBottom = Math.max(senderBottom, doc.y)

  doc.font('Helvetica').fontSize(11)
  doc.text(`${t.order}: ${toWinAnsi(input.orderNumber)}`, left + pad, addressesBottom + 18, { width: inner })
  doc.text(`${t.code}: `, { width: inner, continued: true })
  doc.font('Helvetica-Bold').text(toWinAnsi(input.code))

  // A PNG's IHDR chunk gives its size in pixels at bytes 16–23.
  const barcodeWidth = Math.min(inner, 320)
  const barcodeHeight = (barcodeWidth * barcode.readUInt32BE(20)) / barcode.readUInt32BE(16)
  const barcodeTop = doc.y + 12
  doc.image(barcode, left + (width - barcodeWidth) / 2, barcodeTop, {
    width: barcodeWidth,
    height: barcodeHeight,
  })
  const boxBottom = barcodeTop + barcodeHeight + pad
  doc
    .save()
    .lineWidth(1.5)
    .rect(left, boxTop, width, boxBottom - boxTop)
    .stroke()
    .restore()

  // What the customer and the returns centre need besides the label.
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(toWinAnsi(method), left, boxBottom + 24, { width })
  doc.moveDown(1).fontSize(12).text(toWinAnsi(t.contents), { width })
  doc.moveDown(0.3).font('Helvetica').fontSize(11)
  for (const item of input.lines) {
    const size = item.size ? ` (${item.size})` : ''
    doc.text(toWinAnsi(`${item.quantity} × ${item.name}${size} – ${item.reason}`), { width })
  }

  doc.end()
  return bytes
}
