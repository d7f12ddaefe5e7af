/**
 * Invoices and credit notes (ADR 036). Every order is invoiced when it is placed (`RE-{year}-{n}`);
 * what is taken off it later — a cancellation before shipping, a return once received — is a credit
 * note (`GS-{year}-{n}`) that names the invoice it corrects. Both sequences are gap-free per year:
 * the number is drawn from `document_counters` inside the transaction that issues the document, so
 * a rolled-back checkout gives its number back, and concurrent ones queue on the counter's row.
 *
 * Prices include VAT (consumer prices); a document shows gross lines and, per rate, net, VAT and
 * gross, as an Austrian invoice must (§ 11 UStG).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { formatCents } from '../catalog/product-summary'
import type { Database } from '../db/client'
import { orderLines, orderStatusChanges } from '../db/schema'
import type { OrderAddress } from '../db/schema'
import { countryName } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'
import { drawInvoiceDocument } from './invoice-document'
import type { InvoiceDocumentInput } from './invoice-document'
import type { OrderRow } from './order-history.service'

export type DocumentKind = 'invoice' | 'credit_note'

/** Austria's standard rate: services (mounting) and the delivery where no goods say otherwise. */
export const STANDARD_VAT_RATE = 20

/** The seller every document names: the shop's company as its imprint states it. */
export const SELLER = {
  name: 'Sportalpin Handels GmbH',
  street: 'Mariahilfer Straße 85',
  postalCity: '1060 Wien',
  country: 'Österreich',
  uid: 'ATU71234567',
  register: 'FN 482913 k, Handelsgericht Wien',
} as const

const prefixes: Readonly<Record<DocumentKind, string>> = { invoice: 'RE', credit_note: 'GS' }

const yearInVienna = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' })
const dayInVienna = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' })

/** `2026-11-29`: the day in Vienna, as documents are dated. */
export const viennaDay = (at: Date) => dayInVienna.format(at)

/** The shop's (Vienna) calendar year of `at`: documents are numbered per year. */
export const viennaYear = (at: Date) => Number(yearInVienna.format(at))

/** `RE-2026-000042`: the `n`-th document of `kind` in `year`. */
export const documentNumber = (kind: DocumentKind, year: number, n: number) =>
  `${prefixes[kind]}-${year}-${String(n).padStart(6, '0')}`

const counterRows = v.object({ rows: v.tuple([v.object({ last: v.number() })]) })

/**
 * The next number of `kind` in the year of `issuedAt` (Vienna), e.g. `RE-2026-000042`. Call it inside
 * the transaction that issues the document: the counter's row stays locked until it commits, and a
 * rollback gives the number back, so the numbers have no gaps.
 */
export async function drawDocumentNumber(tx: Database, kind: DocumentKind, issuedAt: Date): Promise<string> {
  const year = viennaYear(issuedAt)
  const result = await tx.execute(sql`
    INSERT INTO document_counters (kind, year, last) VALUES (${kind}, ${year}, 1)
    ON CONFLICT (kind, year) DO UPDATE SET last = document_counters.last + 1
    RETURNING last`)
  const { last } = v.parse(counterRows, result).rows[0]
  return documentNumber(kind, year, last)
}

/**
 * Moves the counters past the numbers already given (seeded or imported documents), as the order
 * number sequence is moved past seeded orders.
 */
export async function advanceDocumentCounters(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`
    INSERT INTO document_counters (kind, year, last)
    SELECT 'invoice', split_part(invoice_number, '-', 2)::int, max(split_part(invoice_number, '-', 3)::int)
      FROM orders WHERE invoice_number IS NOT NULL GROUP BY 2
    UNION ALL
    SELECT 'credit_note', split_part(number, '-', 2)::int, max(split_part(number, '-', 3)::int)
      FROM (SELECT credit_note_number AS number FROM order_cancellations
            UNION ALL SELECT credit_note_number FROM order_returns) AS notes
     WHERE number IS NOT NULL GROUP BY 2
    ON CONFLICT (kind, year) DO UPDATE SET last = GREATEST(document_counters.last, EXCLUDED.last)`)
}

export interface TaxedAmount {
  readonly grossCents: number
  readonly vatRate: number
}

export interface VatRow {
  readonly vatRate: number
  readonly netCents: number
  readonly vatCents: number
  readonly grossCents: number
}

/**
 * Gross amounts by VAT rate, highest rate first, with net and VAT of each. The delivery charge is a
 * secondary service: it is split over the rates in proportion to the goods' gross amounts (cents by
 * largest remainder, so the parts add up), and taxed at the rate of each part.
 */
export function vatBreakdown(goods: readonly TaxedAmount[], deliveryCents: number): VatRow[] {
  const byRate = new Map<number, number>()
  for (const item of goods) byRate.set(item.vatRate, (byRate.get(item.vatRate) ?? 0) + item.grossCents)
  const rates = [...byRate.keys()].sort((a, b) => b - a)
  if (rates.length === 0 && deliveryCents > 0) {
    byRate.set(STANDARD_VAT_RATE, 0)
    rates.push(STANDARD_VAT_RATE)
  }
  const goodsTotal = [...byRate.values()].reduce((sum, cents) => sum + cents, 0)
  const shares = rates.map((rate) => {
    const exact = goodsTotal === 0 ? deliveryCents : (deliveryCents * (byRate.get(rate) ?? 0)) / goodsTotal
    return { rate, cents: Math.floor(exact), remainder: exact - Math.floor(exact) }
  })
  let left = deliveryCents - shares.reduce((sum, share) => sum + share.cents, 0)
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || b.rate - a.rate)) {
    if (left <= 0) break
    share.cents += 1
    left -= 1
  }
  return shares.map(({ rate, cents }) => {
    const grossCents = (byRate.get(rate) ?? 0) + cents
    const netCents = Math.round((grossCents * 100) / (100 + rate))
    return { vatRate: rate, netCents, vatCents: grossCents - netCents, grossCents }
  })
}

type LineRow = typeof orderLines.$inferSelect

/** What one document lists: pieces of the order's lines and, where it is part of it, the delivery. */
interface DocumentContent {
  readonly pieces: readonly { readonly line: LineRow; readonly quantity: number }[]
  readonly deliveryCents: number
}

function buyerOf(order: OrderRow, locale: MailLocale): InvoiceDocumentInput['buyer'] {
  const address: OrderAddress | null = order.billingAddress ?? order.deliveryAddress
  if (!address) return { name: order.email ?? '', street: '', postalCity: '', country: '' }
  return {
    name: `${address.firstname} ${address.lastname}`,
    street: `${address.street} ${address.streetNo}`,
    postalCity: `${address.postal} ${address.city}`,
    country: countryName(address.countryId, locale),
  }
}

/** When the goods were handed over (delivered or picked up), as the document's delivery date. */
async function deliveredOn(db: Database, orderId: number): Promise<string | null> {
  const [arrival] = await db
    .select({ at: orderStatusChanges.changedAt })
    .from(orderStatusChanges)
    .where(
      and(
        eq(orderStatusChanges.orderId, orderId),
        inArray(orderStatusChanges.status, ['delivered', 'picked_up']),
      ),
    )
    .orderBy(asc(orderStatusChanges.changedAt))
    .limit(1)
  return arrival ? viennaDay(arrival.at) : null
}

/** The document's input: its lines at their gross prices, the VAT breakdown and the totals. */
function documentInput(
  base: Omit<InvoiceDocumentInput, 'lines' | 'delivery' | 'breakdown' | 'totals' | 'buyer' | 'seller'>,
  order: OrderRow,
  content: DocumentContent,
  locale: MailLocale,
): InvoiceDocumentInput {
  const pieces = content.pieces.filter((piece) => piece.quantity > 0)
  const breakdown = vatBreakdown(
    pieces.map(({ line, quantity }) => ({
      grossCents: line.unitPriceCents * quantity,
      vatRate: line.vatRate,
    })),
    content.deliveryCents,
  )
  const sum = (pick: (row: VatRow) => number) => breakdown.reduce((total, row) => total + pick(row), 0)
  return {
    ...base,
    seller: SELLER,
    buyer: buyerOf(order, locale),
    lines: pieces.map(({ line, quantity }) => ({
      quantity,
      description: line.size ? `${line.brandName} ${line.name} (${line.size})` : line.name,
      vatRate: line.vatRate,
      unitGross: formatCents(line.unitPriceCents),
      totalGross: formatCents(line.unitPriceCents * quantity),
    })),
    delivery: content.deliveryCents > 0 ? { gross: formatCents(content.deliveryCents) } : null,
    breakdown: breakdown.map((row) => ({
      vatRate: row.vatRate,
      net: formatCents(row.netCents),
      vat: formatCents(row.vatCents),
      gross: formatCents(row.grossCents),
    })),
    totals: {
      net: formatCents(sum((row) => row.netCents)),
      vat: formatCents(sum((row) => row.vatCents)),
      gross: formatCents(sum((row) => row.grossCents)),
    },
  }
}

const paymentNotes = {
  invoice: {
    'de-AT': 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
    en: 'Payable within 14 days without deduction.',
  },
  prepayment: {
    'de-AT': 'Bezahlt per Vorauskasse.',
    en: 'Paid in advance.',
  },
  credit: {
    'de-AT': 'Der Betrag wird dir erstattet oder nicht verrechnet.',
    en: 'The amount is refunded to you or not charged.',
  },
} as const

const documentLocale = (locale: MailLocale) => (locale === 'en' ? 'en' : 'de')

/** The order's invoice as a PDF: every line as placed, and the delivery. */
export async function drawInvoice(db: Database, order: OrderRow, locale: MailLocale): Promise<Uint8Array> {
  if (!order.invoiceNumber) throw new Error(`Order ${order.number} has no invoice`)
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id))
  return drawInvoiceDocument(
    documentInput(
      {
        kind: 'invoice',
        number: order.invoiceNumber,
        issuedOn: viennaDay(order.placedAt),
        deliveredOn: await deliveredOn(db, order.id),
        orderNumber: order.number,
        invoiceNumber: null,
        paymentNote: paymentNotes[order.paymentMethod === 'prepayment' ? 'prepayment' : 'invoice'][locale],
        locale: documentLocale(locale),
      },
      order,
      {
        pieces: lines.map((line) => ({ line, quantity: line.quantity })),
        deliveryCents: order.deliveryCents,
      },
      locale,
    ),
    { createdAt: order.placedAt },
  )
}

/** A credit note's source: the pieces it takes off and the amount credited (delivery included where it is). */
export interface CreditSource {
  readonly number: string
  readonly issuedAt: Date
  readonly lines: readonly { readonly id: number; readonly quantity: number }[]
  readonly amountCents: number
}

/** A credit note as a PDF: the pieces taken off the invoice and, where it was credited, the delivery. */
export async function drawCreditNote(
  db: Database,
  order: OrderRow,
  source: CreditSource,
  locale: MailLocale,
): Promise<Uint8Array> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id))
  const byId = new Map(lines.map((line) => [line.id, line]))
  const pieces = source.lines.flatMap((entry) => {
    const line = byId.get(entry.id)
    return line ? [{ line, quantity: entry.quantity }] : []
  })
  const goodsCents = pieces.reduce((sum, { line, quantity }) => sum + line.unitPriceCents * quantity, 0)
  return drawInvoiceDocument(
    documentInput(
      {
        kind: 'credit_note',
        number: source.number,
        issuedOn: viennaDay(source.issuedAt),
        deliveredOn: null,
        orderNumber: order.number,
        invoiceNumber: order.invoiceNumber,
        paymentNote: paymentNotes.credit[locale],
        locale: documentLocale(locale),
      },
      order,
      // What was credited beyond the goods is the delivery charge (credited with the last pieces).
      { pieces, deliveryCents: Math.max(0, source.amountCents - goodsCents) },
      locale,
    ),
    { createdAt: source.issuedAt },
  )
}
