/**
 * The order's invoice and credit notes as PDFs (ADR 036), only for the customer who placed it.
 */
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { requireUser } from '../auth/current-user'
import { orderCancellations, orderReturns, orders } from '../db/schema'
import { FileReply, defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { notFound } from '../http/errors'
import { localeOnlyQuerySchema } from '../http/locale'
import type { ShopApiServices } from '../services'
import { drawCreditNote, drawInvoice } from './accounting-documents'
import type { CreditSource } from './accounting-documents'
import { exampleOrderDetail } from './user.endpoints'
import { uuidParamsSchema } from './user.schema'

const UNAUTHENTICATED = { status: 401, when: 'no bearer token was sent' } as const

const pdfDescription = v.object({ filename: v.string(), contentType: v.literal('application/pdf') })

const creditNoteParamsSchema = v.object({
  id: uuidParamsSchema.entries.id,
  number: v.pipe(v.string(), v.regex(/^GS-\d{4}-\d{6}$/, 'A credit note number looks like GS-2026-000001.')),
})

/** The customer's own order, or 404 for anyone else's (or an unknown one). */
async function ownOrder(services: ShopApiServices, userId: number, publicId: string) {
  const [order] = await services.db
    .select()
    .from(orders)
    .where(and(eq(orders.publicId, publicId), eq(orders.userId, userId)))
  if (!order) throw notFound('Order')
  return order
}

export const invoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/order/:id/invoice/',
  summary:
    'The invoice issued with the order, as a PDF (`application/pdf`) in `locale`: the seller with its UID, the customer, the invoice number (`RE-{year}-{n}`, gap-free per year), its date and the delivery date, the lines as placed with their VAT rates (20 % or 10 %), the delivery, net, VAT and gross per rate, and the total. What was cancelled or returned later is corrected by credit notes (`creditNotes` in the order). Only for the customer who placed the order.',
  auth: 'required',
  requestId: 'optional',
  params: uuidParamsSchema,
  query: localeOnlyQuerySchema,
  response: pdfDescription,
  produces: 'application/pdf',
  failures: [
    UNAUTHENTICATED,
    { status: 404, when: 'the id is malformed, unknown or another customer’s order, or it has no invoice' },
  ],
  example: {
    path: `/api/v1/user/order/${exampleOrderDetail.uuid}/invoice/`,
    response: {
      filename: `${exampleOrderDetail.invoiceNumber ?? 'RE-2026-000042'}.pdf`,
      contentType: 'application/pdf',
    },
  },
  handler: async ({ services, session, params, query }) => {
    const order = await ownOrder(services, requireUser(session).id, params.id)
    if (!order.invoiceNumber) throw notFound('Invoice')
    const bytes = await drawInvoice(services.db, order, query.locale)
    return new FileReply(bytes, { filename: `${order.invoiceNumber}.pdf`, contentType: 'application/pdf' })
  },
})

export const creditNoteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/order/:id/credit-notes/:number/',
  summary:
    'One of the order’s credit notes (`GS-{year}-{n}`, as `creditNotes` in the order lists them), as a PDF in `locale`: the invoice it corrects, the pieces cancelled or returned with their VAT rates, the delivery where it was credited, net, VAT and gross per rate and the amount credited. Only for the customer who placed the order.',
  auth: 'required',
  requestId: 'optional',
  params: creditNoteParamsSchema,
  query: localeOnlyQuerySchema,
  response: pdfDescription,
  produces: 'application/pdf',
  failures: [
    UNAUTHENTICATED,
    {
      status: 404,
      when: 'the id or number is malformed or unknown, the credit note is another order’s, or the order another customer’s',
    },
  ],
  example: {
    path: `/api/v1/user/order/${exampleOrderDetail.uuid}/credit-notes/GS-2026-000007/`,
    response: { filename: 'GS-2026-000007.pdf', contentType: 'application/pdf' },
  },
  handler: async ({ services, session, params, query }) => {
    const order = await ownOrder(services, requireUser(session).id, params.id)
    const source = await creditSourceOf(services, order.id, params.number)
    if (!source) throw notFound('Credit note')
    const bytes = await drawCreditNote(services.db, order, source, query.locale)
    return new FileReply(bytes, { filename: `${source.number}.pdf`, contentType: 'application/pdf' })
  },
})

/** What credit note `number` of the order credits: a cancellation's or a received return's pieces. */
async function creditSourceOf(
  services: ShopApiServices,
  orderId: number,
  number: string,
): Promise<CreditSource | null> {
  const [cancellation] = await services.db
    .select()
    .from(orderCancellations)
    .where(and(eq(orderCancellations.orderId, orderId), eq(orderCancellations.creditNoteNumber, number)))
  if (cancellation)
    return {
      number,
      issuedAt: cancellation.createdAt,
      lines: cancellation.lines,
      amountCents: cancellation.amountCents,
    }
  const [received] = await services.db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.creditNoteNumber, number)))
  if (received?.receivedAt)
    return {
      number,
      issuedAt: received.receivedAt,
      lines: received.lines,
      amountCents: received.refundCents ?? 0,
    }
  return null
}

export const invoiceEndpoints: AnyEndpoint[] = [invoiceEndpoint, creditNoteEndpoint]
