/**
 * An Austrian invoice (Rechnung) or credit note (Gutschrift) as a PDF: the seller with UID and
 * register entry, the buyer, number, dates and order, the goods with their VAT rate and gross
 * amounts, the VAT broken down per rate (net, VAT, gross), the totals and the payment note (the
 * contents § 11 UStG asks of an invoice). The caller formats all amounts; this module only lays
 * them out.
 *
 * Drawn like the return label (see `return-label.ts`): PDFKit's standard font Helvetica, so no font
 * files are needed; that font only has the WinAnsi (Windows-1252) characters, so other letters are
 * written without their accents.
 */
import type PDFDocumentClass from 'pdfkit'
import { collectBytes, toWinAnsi } from './return-label'

type PdfDocument = InstanceType<typeof PDFDocumentClass>

export interface InvoiceDocumentInput {
  readonly kind: 'invoice' | 'credit_note'
  /** E.g. `RE-2026-000042` or `GS-2026-000007`. */
  readonly number: string
  /** `YYYY-MM-DD`. */
  readonly issuedOn: string
  /** Delivery (Liefer-/Leistungsdatum), `YYYY-MM-DD`; `null`: no delivery date is printed. */
  readonly deliveredOn: string | null
  readonly orderNumber: string
  /** For a credit note: the invoice it corrects. Not printed on an invoice. */
  readonly invoiceNumber: string | null
  readonly seller: {
    readonly name: string
    readonly street: string
    readonly postalCity: string
    readonly country: string
    /** E.g. `ATU12345678`. */
    readonly uid: string
    /** E.g. `FN 123456a, Landesgericht Linz`. */
    readonly register: string
  }
  readonly buyer: {
    readonly name: string
    readonly street: string
    readonly postalCity: string
    readonly country: string
  }
  /** Amounts are preformatted, e.g. `€ 119,99`; `vatRate` in percent, e.g. 20. */
  readonly lines: readonly {
    readonly quantity: number
    readonly description: string
    readonly vatRate: number
    readonly unitGross: string
    readonly totalGross: string
  }[]
  /** The delivery charge; `null` when there is none (or it is free). */
  readonly delivery: { readonly gross: string } | null
  /** One row per VAT rate. */
  readonly breakdown: readonly {
    readonly vatRate: number
    readonly net: string
    readonly vat: string
    readonly gross: string
  }[]
  readonly totals: { readonly net: string; readonly vat: string; readonly gross: string }
  /** Printed as given, e.g. `Zahlbar innerhalb von 14 Tagen ohne Abzug.` */
  readonly paymentNote: string
  readonly locale: 'de' | 'en'
}

export interface InvoiceDocumentOptions {
  /** Written as the PDF's creation date; the same input and date give the same bytes. Default: now. */
  readonly createdAt?: Date
}

type Kind = InvoiceDocumentInput['kind']

const texts = {
  de: {
    title: { invoice: 'Rechnung', credit_note: 'Gutschrift' } satisfies Record<Kind, string>,
    number: { invoice: 'Rechnungsnummer', credit_note: 'Gutschriftnummer' } satisfies Record<Kind, string>,
    date: { invoice: 'Rechnungsdatum', credit_note: 'Gutschriftdatum' } satisfies Record<Kind, string>,
    deliveredOn: 'Lieferdatum',
    order: 'Bestellung',
    forInvoice: 'Zu Rechnung',
    uid: 'UID',
    continued: 'Fortsetzung',
    quantity: 'Menge',
    item: 'Artikel',
    vatRate: 'USt.',
    unitPrice: 'Einzelpreis',
    total: 'Gesamt',
    delivery: 'Versand',
    rate: 'USt.-Satz',
    net: 'Netto',
    vat: 'USt.',
    gross: 'Brutto',
    totalNet: 'Summe netto',
    totalVat: 'Umsatzsteuer',
    totalGross: { invoice: 'Gesamtbetrag', credit_note: 'Gutschriftbetrag' } satisfies Record<Kind, string>,
    page: (page: number, of: number) => `Seite ${page} von ${of}`,
  },
  en: {
    title: { invoice: 'Invoice', credit_note: 'Credit note' } satisfies Record<Kind, string>,
    number: { invoice: 'Invoice number', credit_note: 'Credit note number' } satisfies Record<Kind, string>,
    date: { invoice: 'Invoice date', credit_note: 'Credit note date' } satisfies Record<Kind, string>,
    deliveredOn: 'Delivery date',
    order: 'Order',
    forInvoice: 'For invoice',
    uid: 'VAT ID',
    continued: 'continued',
    quantity: 'Qty',
    item: 'Item',
    vatRate: 'VAT',
    unitPrice: 'Unit price',
    total: 'Total',
    delivery: 'Delivery',
    rate: 'VAT rate',
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    totalNet: 'Total net',
    totalVat: 'VAT',
    totalGross: { invoice: 'Total amount', credit_note: 'Credit amount' } satisfies Record<Kind, string>,
    page: (page: number, of: number) => `Page ${page} of ${of}`,
  },
} as const

/** Text Helvetica can show; a minus sign (which has no WinAnsi glyph) becomes a hyphen. */
function pdfText(text: string): string {
  return toWinAnsi(text.replace(/\u2212/g, '-'))
}

function formatDate(isoDate: string, locale: 'de' | 'en', what: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null
  if (!match || !date || date.toISOString().slice(0, 10) !== isoDate)
    throw new Error(`Invoice document: ${what} is not a date YYYY-MM-DD: ${isoDate}`)
  if (locale === 'de') return `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}`
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date)
}

function formatRate(rate: number, locale: 'de' | 'en'): string {
  if (!Number.isFinite(rate)) throw new Error(`Invoice document: VAT rate is not a number: ${rate}`)
  const number = new Intl.NumberFormat(locale === 'de' ? 'de-AT' : 'en-GB', {
    maximumFractionDigits: 2,
  }).format(rate)
  return `${number} %`
}

const bodySize = 9.5
const headSize = 8.5
const grey = '#555555'
const ruleGrey = '#cccccc'
/** A description taller than this (points) is cut off with an ellipsis. */
const maxDescriptionHeight = 120

/**
 * Draws the invoice or credit note as an A4 PDF; as many pages as the lines need, each further page
 * repeating the table header, every page with the seller's details in its footer.
 *
 * PDFKit is imported here, when a document is drawn, not at the top of the module: it is large and
 * must not load with the API's module graph at start-up.
 *
 * The bytes are backed by a plain `ArrayBuffer`, so they can be a `Response` body as they are.
 */
export async function drawInvoiceDocument(
  input: InvoiceDocumentInput,
  options: InvoiceDocumentOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const { locale, kind } = input
  const t = texts[locale]
  const title = t.title[kind]
  const issuedOn = formatDate(input.issuedOn, locale, 'issue date')
  const deliveredOn =
    input.deliveredOn === null ? null : formatDate(input.deliveredOn, locale, 'delivery date')
  const lineRates = input.lines.map((line) => formatRate(line.vatRate, locale))
  const breakdownRates = input.breakdown.map((row) => formatRate(row.vatRate, locale))

  const { default: PDFDocument } = await import('pdfkit')
  const doc: PdfDocument = new PDFDocument({
    size: 'A4',
    margins: { top: 50, left: 50, right: 50, bottom: 80 },
    bufferPages: true,
    lang: locale === 'de' ? 'de-AT' : 'en',
    displayTitle: true,
    info: {
      Title: `${title} ${input.number}`,
      Author: input.seller.name,
      CreationDate: options.createdAt ?? new Date(),
    },
  })
  const bytes = collectBytes(doc)

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const right = left + width
  const contentBottom = doc.page.height - doc.page.margins.bottom

  // Single-line text placed by hand: no wrapping, so PDFKit never starts a page on its own.
  const at = (text: string, x: number, y: number) => doc.text(pdfText(text), x, y, { lineBreak: false })
  const atRight = (text: string, rightEdge: number, y: number) => {
    const shown = pdfText(text)
    doc.text(shown, rightEdge - doc.widthOfString(shown), y, { lineBreak: false })
  }
  const rule = (y: number, lineWidth: number, color: string, from = left) => {
    doc.save().moveTo(from, y).lineTo(right, y).lineWidth(lineWidth).strokeColor(color).stroke().restore()
  }
  const style = (font: 'Helvetica' | 'Helvetica-Bold', size: number, color = 'black') =>
    doc.font(font).fontSize(size).fillColor(color)

  // Seller, top right.
  const sellerWidth = 230
  const sellerX = right - sellerWidth
  const seller = input.seller
  style('Helvetica-Bold', 11).text(pdfText(seller.name), sellerX, 50, { width: sellerWidth, align: 'right' })
  style('Helvetica', 9, grey)
  for (const part of [
    seller.street,
    seller.postalCity,
    seller.country,
    `${t.uid}: ${seller.uid}`,
    seller.register,
  ])
    doc.text(pdfText(part), sellerX, doc.y, { width: sellerWidth, align: 'right' })
  const sellerBottom = doc.y

  // Buyer, left, about where a window envelope shows it.
  const buyerWidth = 260
  const buyer = input.buyer
  style('Helvetica', 10.5).text(pdfText(buyer.name), left, Math.max(140, sellerBottom + 20), {
    width: buyerWidth,
  })
  for (const part of [buyer.street, buyer.postalCity, buyer.country])
    doc.text(pdfText(part), left, doc.y, { width: buyerWidth })

  // Title and the facts of the document.
  let y = Math.max(doc.y, sellerBottom) + 36
  style('Helvetica-Bold', 20)
  at(title, left, y)
  y += 34
  const facts: [string, string][] = [
    [t.number[kind], input.number],
    [t.date[kind], issuedOn],
    ...(deliveredOn === null ? [] : [[t.deliveredOn, deliveredOn] satisfies [string, string]]),
    [t.order, input.orderNumber],
    ...(kind === 'credit_note' && input.invoiceNumber !== null
      ? [[t.forInvoice, input.invoiceNumber] satisfies [string, string]]
      : []),
  ]
  for (const [label, value] of facts) {
    style('Helvetica', bodySize, grey)
    at(label, left, y)
    style(label === t.number[kind] ? 'Helvetica-Bold' : 'Helvetica', bodySize)
    at(value, left + 130, y)
    y += 15
  }
  y += 20

  // The goods: gross amounts, numbers right-aligned.
  const quantityRight = left + 30
  const itemX = left + 42
  const totalRight = right
  const unitRight = totalRight - 85
  const rateRight = unitRight - 85
  const itemWidth = rateRight - 45 - itemX

  const newPage = () => {
    doc.addPage()
    y = doc.page.margins.top
    style('Helvetica', headSize, grey)
    at(`${title} ${input.number} (${t.continued})`, left, y)
    y += 24
  }
  const tableHeader = () => {
    style('Helvetica-Bold', headSize, grey)
    atRight(t.quantity, quantityRight, y)
    at(t.item, itemX, y)
    atRight(t.vatRate, rateRight, y)
    atRight(t.unitPrice, unitRight, y)
    atRight(t.total, totalRight, y)
    y += 13
    rule(y, 0.8, 'black')
  }
  const tableRow = (cells: {
    quantity: string
    description: string
    rate: string
    unit: string
    total: string
  }) => {
    style('Helvetica', bodySize)
    const description = pdfText(cells.description)
    const fullHeight = doc.heightOfString(description, { width: itemWidth })
    const descriptionHeight = Math.min(fullHeight, maxDescriptionHeight)
    const rowHeight = descriptionHeight + 8
    if (y + rowHeight > contentBottom) {
      newPage()
      tableHeader()
      style('Helvetica', bodySize)
    }
    const top = y + 4
    atRight(cells.quantity, quantityRight, top)
    doc.text(
      description,
      itemX,
      top,
      fullHeight > maxDescriptionHeight
        ? { width: itemWidth, height: descriptionHeight, ellipsis: true }
        : { width: itemWidth },
    )
    atRight(cells.rate, rateRight, top)
    atRight(cells.unit, unitRight, top)
    atRight(cells.total, totalRight, top)
    y += rowHeight
    rule(y, 0.4, ruleGrey)
  }

  tableHeader()
  input.lines.forEach((line, index) => {
    tableRow({
      quantity: String(line.quantity),
      description: line.description,
      rate: lineRates[index] ?? '',
      unit: line.unitGross,
      total: line.totalGross,
    })
  })
  if (input.delivery)
    tableRow({ quantity: '', description: t.delivery, rate: '', unit: '', total: input.delivery.gross })

  // VAT per rate and the totals, kept together on one page, in the right part of the page.
  const summaryX = right - 300
  const netRight = summaryX + 140
  const vatRight = summaryX + 220
  const summaryHeight = 24 + 13 + input.breakdown.length * 15 + 14 + 3 * 16 + 6
  y += 24
  if (y + summaryHeight > contentBottom) newPage()
  style('Helvetica-Bold', headSize, grey)
  at(t.rate, summaryX, y)
  atRight(t.net, netRight, y)
  atRight(t.vat, vatRight, y)
  atRight(t.gross, right, y)
  y += 13
  rule(y, 0.8, 'black', summaryX)
  y += 4
  style('Helvetica', bodySize)
  input.breakdown.forEach((row, index) => {
    at(breakdownRates[index] ?? '', summaryX, y)
    atRight(row.net, netRight, y)
    atRight(row.vat, vatRight, y)
    atRight(row.gross, right, y)
    y += 15
  })
  rule(y - 2, 0.4, ruleGrey, summaryX)
  y += 12
  for (const [label, amount] of [
    [t.totalNet, input.totals.net],
    [t.totalVat, input.totals.vat],
  ] as const) {
    at(label, summaryX, y)
    atRight(amount, right, y)
    y += 16
  }
  rule(y - 3, 0.8, 'black', summaryX)
  style('Helvetica-Bold', 11)
  at(t.totalGross[kind], summaryX, y + 2)
  atRight(input.totals.gross, right, y + 2)
  y += 22

  // The payment note, as given.
  const note = pdfText(input.paymentNote)
  if (note.trim() !== '') {
    style('Helvetica', bodySize)
    y += 18
    const noteHeight = Math.min(
      doc.heightOfString(note, { width }),
      contentBottom - doc.page.margins.top - 24,
    )
    if (y + noteHeight > contentBottom) newPage()
    doc.text(note, left, y, { width, height: noteHeight + 1, ellipsis: true })
  }

  // Footer on every page: who issued the document, and the page count when there is more than one.
  const pages = doc.bufferedPageRange()
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index)
    const footerTop = doc.page.height - doc.page.margins.bottom + 22
    rule(footerTop, 0.4, ruleGrey)
    const footerLines = [
      [seller.name, seller.street, seller.postalCity, seller.country].join(' · '),
      [`${t.uid}: ${seller.uid}`, seller.register].join(' · '),
      ...(pages.count > 1 ? [t.page(index + 1, pages.count)] : []),
    ]
    footerLines.forEach((line, lineIndex) => {
      const shown = pdfText(line)
      style('Helvetica', 7.5, grey)
      const natural = doc.widthOfString(shown)
      if (natural > width) doc.fontSize((7.5 * width) / natural)
      doc.text(shown, left + (width - doc.widthOfString(shown)) / 2, footerTop + 6 + lineIndex * 10, {
        lineBreak: false,
      })
    })
  }

  doc.end()
  return bytes
}
