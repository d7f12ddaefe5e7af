/**
 * Back-in-stock alerts: a shopper asks to be told when a sold-out size is back. A visitor's alert
 * waits for the confirmation of the mailed link (double opt-in); a logged-in customer's alert for
 * the account's own confirmed address is active at once. When stock returns, `notifyBackInStock`
 * claims the active alerts of the sizes now in stock and mails each once (see back-in-stock.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { brands, productOptions, products, stockAlerts } from '../db/schema'
import type { StockAlertStatus } from '../db/schema'
import { ApiError, validationFailed } from '../http/errors'
import type { ShopApiServices } from '../services'
import type { SessionUser } from '../session/session'
import { BEARER_TOKEN_PATTERN, hashToken, newToken } from '../session/tokens'
import { notifyBackInStock } from './back-in-stock'
import { brandedProductName } from '../catalog/branded-name'
import { stockAlertConfirmLink, stockAlertConfirmMail } from './stock-alert-mails'
import { INVALID_ALERT_LINK, SIZE_IN_STOCK, UNKNOWN_SIZE } from './stock-alerts.schema'
import type { CreateStockAlertBody, StockAlertView } from './stock-alerts.schema'
import { log } from '../../lib/log.server'
import type { MailLocale } from '../mail/mail-locale'

interface SizeOfProduct {
  readonly optionId: number
  readonly label: string
  readonly stock: number
  readonly productId: number
  readonly productName: string
  readonly productUrl: string
}

async function findSize(db: Database, optionId: number): Promise<SizeOfProduct | undefined> {
  const [row] = await db
    .select({
      optionId: productOptions.id,
      label: productOptions.label,
      stock: productOptions.stock,
      productId: products.id,
      name: products.name,
      slug: products.slug,
      brand: brands.name,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(productOptions.id, optionId))
  if (!row) return undefined
  return {
    optionId: row.optionId,
    label: row.label,
    stock: row.stock,
    productId: row.productId,
    productName: brandedProductName(row.brand, row.name),
    productUrl: `/p/${row.slug}/`,
  }
}

function viewOf(size: SizeOfProduct, alert: { status: StockAlertStatus; email: string }): StockAlertView {
  return {
    status: alert.status,
    email: alert.email,
    product: { id: size.productId, name: size.productName, url: size.productUrl },
    size: { id: size.optionId, label: size.label },
  }
}

/**
 * Stores an alert for a sold-out size. Asking again for an open alert of the same size and address
 * changes nothing and answers it (`created: false`), without another mail; a pending alert becomes
 * active when its verified owner asks again while logged in.
 */
export async function createStockAlert(
  services: ShopApiServices,
  body: CreateStockAlertBody,
  user: SessionUser | null,
  /** The page's language: the confirmation mail's and, later, the back-in-stock mail's. */
  locale: MailLocale = 'de-AT',
): Promise<{ alert: StockAlertView; created: boolean }> {
  const { db } = services
  const now = services.now()
  const size = await findSize(db, body.productOption)
  if (!size) throw validationFailed({ productOption: [UNKNOWN_SIZE] })
  if (size.stock > 0) throw validationFailed({ productOption: [SIZE_IN_STOCK] })

  // Only the account's own address, confirmed at registration, skips the confirmation mail: anyone
  // else's address could be signed up by a stranger.
  const trusted = user !== null && user.verified && user.email === body.email
  const token = trusted ? null : newToken()
  const [inserted] = await db
    .insert(stockAlerts)
    .values({
      productOptionId: size.optionId,
      email: body.email,
      userId: user?.id ?? null,
      status: trusted ? 'active' : 'pending',
      confirmTokenHash: token === null ? null : hashToken(token),
      createdAt: now,
      confirmedAt: trusted ? now : null,
      locale,
    })
    .onConflictDoNothing({
      target: [stockAlerts.productOptionId, stockAlerts.email],
      where: sql`${stockAlerts.status} IN ('pending','active')`,
    })
    .returning({ status: stockAlerts.status, email: stockAlerts.email })

  if (!inserted) {
    const open = and(
      eq(stockAlerts.productOptionId, size.optionId),
      eq(stockAlerts.email, body.email),
      inArray(stockAlerts.status, ['pending', 'active']),
    )
    if (trusted) {
      const [upgraded] = await db
        .update(stockAlerts)
        .set({ status: 'active', confirmedAt: now, userId: user.id })
        .where(and(open, eq(stockAlerts.status, 'pending')))
        .returning({ status: stockAlerts.status, email: stockAlerts.email })
      if (upgraded) return { alert: viewOf(size, upgraded), created: false }
    }
    const [existing] = await db
      .select({ status: stockAlerts.status, email: stockAlerts.email })
      .from(stockAlerts)
      .where(open)
    // Closed between the insert and this read (the size came back): that alert is done, and so
    // is this request's purpose; answer as it stands.
    return { alert: viewOf(size, existing ?? { status: 'notified', email: body.email }), created: false }
  }

  if (token !== null) {
    // After the insert has committed: no mail may name an alert that does not exist. A failed mail
    // is logged; the alert stays pending and harmless.
    try {
      await services.mailer.send(
        stockAlertConfirmMail({
          to: body.email,
          product: size.productName,
          size: size.label,
          link: stockAlertConfirmLink(services.storefrontOrigin, token, locale),
          locale,
        }),
      )
    } catch (error) {
      log.error({ err: error }, 'stock alert confirmation mail could not be sent')
    }
  } else {
    // The size may have come back between the stock check and the insert, and that change's
    // announcement found no active alert yet.
    await notifyBackInStock(services, [size.productId])
  }
  return { alert: await currentView(db, size, body.email, inserted), created: true }
}

/** The alert as it stands after a sweep may have closed it. */
async function currentView(
  db: Database,
  size: SizeOfProduct,
  email: string,
  fallback: { status: StockAlertStatus; email: string },
): Promise<StockAlertView> {
  if (fallback.status !== 'active') return viewOf(size, fallback)
  const [latest] = await db
    .select({ status: stockAlerts.status, email: stockAlerts.email })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productOptionId, size.optionId), eq(stockAlerts.email, email)))
    .orderBy(sql`${stockAlerts.id} desc`)
    .limit(1)
  return viewOf(size, latest ?? fallback)
}

/**
 * Confirms a visitor's alert with the token of the mailed link: it becomes active, and if the size
 * is already back, its mail goes out now. Confirming again answers the alert as it stands.
 */
export async function confirmStockAlert(services: ShopApiServices, token: string): Promise<StockAlertView> {
  const { db } = services
  if (!BEARER_TOKEN_PATTERN.test(token)) throw new ApiError(404, INVALID_ALERT_LINK)
  const tokenHash = hashToken(token)
  const [confirmed] = await db
    .update(stockAlerts)
    .set({ status: 'active', confirmedAt: services.now() })
    .where(and(eq(stockAlerts.confirmTokenHash, tokenHash), eq(stockAlerts.status, 'pending')))
    .returning({ optionId: stockAlerts.productOptionId })
  const [alert] = await db
    .select({ optionId: stockAlerts.productOptionId })
    .from(stockAlerts)
    .where(eq(stockAlerts.confirmTokenHash, tokenHash))
  const size = alert ? await findSize(db, alert.optionId) : undefined
  if (!alert || !size) throw new ApiError(404, INVALID_ALERT_LINK)
  if (confirmed) await notifyBackInStock(services, [size.productId])
  const [current] = await db
    .select({ status: stockAlerts.status, email: stockAlerts.email })
    .from(stockAlerts)
    .where(eq(stockAlerts.confirmTokenHash, tokenHash))
  if (!current) throw new ApiError(404, INVALID_ALERT_LINK)
  return viewOf(size, current)
}
