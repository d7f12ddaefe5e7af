/**
 * A copy of the customer's data (GDPR Art. 15 and 20, issue 33 part 7): everything the shop keeps
 * about the account, machine-readable, for the account's owner only. It is put together at once: an
 * account's data is small (a customer with 160 orders exports in well under a second), so there is
 * nothing to prepare in the background. At most {@link EXPORTS_PER_HOUR} copies an hour, each
 * recorded.
 */
import { and, asc, desc, eq, gt, or } from 'drizzle-orm'
import { countRateLimitRefusal } from '../../metrics/metrics.server'
import {
  dataExports,
  emailChanges,
  knownDevices,
  orders,
  productOptions,
  products,
  sessions,
  stockAlerts,
  wishlistItems,
  wishlists,
} from '../db/schema'
import { getPlacedOrder } from '../checkout/checkout.service'
import { ApiError } from '../http/errors'
import { getLoyaltyAccount } from '../loyalty/loyalty.service'
import type { ShopApiServices } from '../services'
import type { SessionUser } from '../session/session'
import { listReservations } from '../store-stock/reservations.service'
import type { DataExport } from './data-export.schema'
import { getAccount } from './user.service'

export const EXPORTS_PER_HOUR = 3
const HOUR_MS = 60 * 60 * 1000

const iso = (date: Date | null) => (date === null ? null : date.toISOString())

/** Refuses a fourth copy within an hour, saying when the next one may be taken. */
async function checkRate(services: ShopApiServices, userId: number, now: Date): Promise<void> {
  const recent = await services.db
    .select({ at: dataExports.createdAt })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.createdAt, new Date(now.getTime() - HOUR_MS))))
    .orderBy(asc(dataExports.createdAt))
  const oldest = recent[0]
  if (recent.length < EXPORTS_PER_HOUR || !oldest) return
  const seconds = Math.max(1, Math.ceil((oldest.at.getTime() + HOUR_MS - now.getTime()) / 1000))
  countRateLimitRefusal('data-export')
  throw new ApiError(
    429,
    `At most ${EXPORTS_PER_HOUR} copies of your data an hour. Please try again in ${seconds} seconds.`,
    undefined,
    { 'Retry-After': String(seconds) },
  )
}

export async function exportCustomerData(services: ShopApiServices, user: SessionUser): Promise<DataExport> {
  const { db } = services
  const now = services.now()
  await checkRate(services, user.id, now)
  await db.insert(dataExports).values({ userId: user.id, createdAt: now })

  const orderIds = await db
    .select({ publicId: orders.publicId })
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.placedAt), desc(orders.id))
  const orderDetails = []
  for (const { publicId } of orderIds)
    orderDetails.push(await getPlacedOrder(db, { user, requestId: user.requestId }, publicId))
  const wishlist = await db
    .select({ slug: products.slug, name: products.name, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlists.userId, user.id), eq(wishlists.status, 'active')))
    .orderBy(desc(wishlistItems.createdAt))
  const alerts = await db
    .select({
      product: products.name,
      size: productOptions.label,
      email: stockAlerts.email,
      status: stockAlerts.status,
      createdAt: stockAlerts.createdAt,
      notifiedAt: stockAlerts.notifiedAt,
    })
    .from(stockAlerts)
    .innerJoin(productOptions, eq(productOptions.id, stockAlerts.productOptionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(
      user.email === null
        ? eq(stockAlerts.userId, user.id)
        : or(eq(stockAlerts.userId, user.id), eq(stockAlerts.email, user.email)),
    )
    .orderBy(desc(stockAlerts.createdAt))
  const sessionRows = await db
    .select({ createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.createdAt))
  const devices = await db
    .select({ createdAt: knownDevices.createdAt })
    .from(knownDevices)
    .where(eq(knownDevices.userId, user.id))
    .orderBy(desc(knownDevices.createdAt))
  const emailChangeRows = await db
    .select({
      newEmail: emailChanges.newEmail,
      createdAt: emailChanges.createdAt,
      expiresAt: emailChanges.expiresAt,
      confirmedAt: emailChanges.confirmedAt,
    })
    .from(emailChanges)
    .where(eq(emailChanges.userId, user.id))
  const exportsTaken = await db
    .select({ at: dataExports.createdAt })
    .from(dataExports)
    .where(eq(dataExports.userId, user.id))
    .orderBy(desc(dataExports.createdAt))

  return {
    exportedAt: now.toISOString(),
    account: {
      ...(await getAccount(db, user)),
      createdAt: user.createdAt.toISOString(),
      locale: user.locale,
    },
    // What the customer agreed to hear from us: the newsletter setting (separate e-mail) and p4m.
    consents: { separateEmail: user.separateEmail, p4m: user.p4m },
    orders: orderDetails,
    reservations: await listReservations(db, user),
    wishlist: wishlist.map((item) => ({ ...item, addedAt: item.addedAt.toISOString() })),
    loyalty: await getLoyaltyAccount(db, user.id),
    stockAlerts: alerts.map((alert) => ({
      ...alert,
      createdAt: alert.createdAt.toISOString(),
      notifiedAt: iso(alert.notifiedAt),
    })),
    sessions: sessionRows.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      endedAt: iso(row.revokedAt),
    })),
    knownDevices: devices.map((device) => ({ since: device.createdAt.toISOString() })),
    emailChanges: emailChangeRows.map((row) => ({
      newEmail: row.newEmail,
      askedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      confirmedAt: iso(row.confirmedAt),
    })),
    dataExports: exportsTaken.map((row) => ({ at: row.at.toISOString() })),
  }
}
