/** The shape of a customer's copy of their data (GET /api/v1/user/export/). */
import * as v from 'valibot'
import { placedOrderSchema } from '../checkout/checkout.schema'
import { stockAlertStatuses } from '../db/schema'
import { loyaltyAccountSchema } from '../loyalty/loyalty.schema'
import { reservationSchema } from '../store-stock/store-stock.schema'
import { accountSchema } from './user.schema'

const at = v.string()

export const dataExportSchema = v.object({
  /** When this copy was made (ISO 8601). */
  exportedAt: at,
  /** The account as GET /api/v1/user/ answers it, with when it was opened and the mails' language. */
  account: v.object({ ...accountSchema.entries, createdAt: at, locale: v.string() }),
  /** The newsletter setting (`separateEmail`) and p4m, as agreed. */
  consents: v.object({ separateEmail: v.boolean(), p4m: v.boolean() }),
  /** Every order, newest first, as GET /api/v1/orders/{id}/ answers it (history and cancellations included). */
  orders: v.array(placedOrderSchema),
  /** Click & reserve reservations, newest first. */
  reservations: v.array(reservationSchema),
  wishlist: v.array(v.object({ slug: v.string(), name: v.string(), addedAt: at })),
  loyalty: loyaltyAccountSchema,
  /** Back-in-stock alerts asked for by the account or for its address. */
  stockAlerts: v.array(
    v.object({
      product: v.string(),
      size: v.string(),
      email: v.string(),
      status: v.picklist(stockAlertStatuses),
      createdAt: at,
      notifiedAt: v.nullable(at),
    }),
  ),
  /** Login sessions (no tokens): opened, last used, ended. */
  sessions: v.array(v.object({ createdAt: at, lastUsedAt: at, endedAt: v.nullable(at) })),
  /** Devices remembered for logins (no tokens). */
  knownDevices: v.array(v.object({ since: at })),
  /** Asked-for changes of the login address. */
  emailChanges: v.array(
    v.object({ newEmail: v.string(), askedAt: at, expiresAt: at, confirmedAt: v.nullable(at) }),
  ),
  /** Earlier copies of this data, this one included. */
  dataExports: v.array(v.object({ at })),
})
export type DataExport = v.InferOutput<typeof dataExportSchema>

export const dataExportResponseSchema = v.object({ data: dataExportSchema })
