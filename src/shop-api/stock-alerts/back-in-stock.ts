/**
 * Mails for sizes that are back in stock. The database announces stock changes itself (migration
 * 0001: the stock triggers name the products whose sizes came into or went out of stock on the
 * channel `catalog_changed`, whoever wrote them: the checkout, an order cancellation, an operator's
 * UPDATE), and every node hears them through its catalogue index (ADR 008), which hands them on here.
 *
 * Exactly one mail per alert, also with several nodes hearing the same announcement: a sweep claims
 * the active alerts of in-stock sizes with one conditional UPDATE … RETURNING. Concurrent sweeps on
 * PostgreSQL wait for each other's row locks and re-check `status = 'active'`, so each alert is
 * claimed by one of them; the claimer then mails. A process that dies between the claim and the
 * mail loses that mail rather than sending it twice (at most once, by choice).
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { brands, productOptions, products, stockAlerts } from '../db/schema'
import type { ShopApiServices } from '../services'
import { brandedProductName } from '../catalog/branded-name'
import { backInStockMail, productLink } from './stock-alert-mails'
import { log as serverLog } from '../../lib/log.server'
import { mailLocaleOf } from '../mail/mail-locale'

export type BackInStockDeps = Pick<ShopApiServices, 'db' | 'mailer' | 'now' | 'storefrontOrigin'>

/** Which products may have sizes back: those named by a stock announcement, or all of them. */
export type StockChange = readonly number[] | 'all'

/**
 * Claims every active alert whose size is in stock now (of `productIds`, or of any product) and
 * sends its mail. Returns the number of alerts claimed by this call.
 */
export async function notifyBackInStock(deps: BackInStockDeps, productIds: StockChange): Promise<number> {
  if (productIds !== 'all' && productIds.length === 0) return 0
  const claimed = await deps.db
    .update(stockAlerts)
    .set({ status: 'notified', notifiedAt: deps.now() })
    .from(productOptions)
    .where(
      and(
        eq(productOptions.id, stockAlerts.productOptionId),
        eq(stockAlerts.status, 'active'),
        gt(productOptions.stock, 0),
        productIds === 'all'
          ? undefined
          : // One array parameter: a coalesced burst may name more products than a statement may
            // have parameters.
            sql`${productOptions.productId} = any(${sql.param([...productIds])}::int[])`,
      ),
    )
    .returning({
      email: stockAlerts.email,
      label: productOptions.label,
      productId: productOptions.productId,
      locale: stockAlerts.locale,
    })
  if (claimed.length === 0) return 0

  const named = await deps.db
    .select({ id: products.id, name: products.name, slug: products.slug, brand: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...new Set(claimed.map((alert) => alert.productId))]))
  const productById = new Map(named.map((product) => [product.id, product]))
  for (const alert of claimed) {
    const product = productById.get(alert.productId)
    if (!product) continue
    const locale = mailLocaleOf(alert.locale)
    try {
      await deps.mailer.send(
        backInStockMail({
          to: alert.email,
          product: brandedProductName(product.brand, product.name),
          size: alert.label,
          link: productLink(deps.storefrontOrigin, `/p/${product.slug}/`, locale),
          locale,
        }),
      )
    } catch (error) {
      serverLog.error({ err: error }, 'back-in-stock mail could not be sent')
    }
  }
  return claimed.length
}

export interface BackInStockNotifier {
  /** A stock announcement (or a catalogue change, or missed announcements: `all`) was heard. */
  readonly stockChanged: (change: StockChange) => void
  /** Resolves when every sweep asked for so far has run; for tests and shutdown. */
  settled(): Promise<void>
  /** Waits for the running sweep and takes no more. */
  close(): Promise<void>
}

/**
 * Runs sweeps one at a time; changes heard meanwhile are gathered into the next one. Starts with a
 * sweep of everything: stock may have returned while no node was listening.
 */
export function startBackInStockNotifier(
  deps: BackInStockDeps,
  options: { readonly log?: (message: string) => void } = {},
): BackInStockNotifier {
  const log =
    options.log ??
    ((message: string) => {
      serverLog.warn(message)
    })
  let pendingAll = false
  const pendingIds = new Set<number>()
  let running: Promise<void> | null = null
  let closed = false

  const drain = async (): Promise<void> => {
    while (!closed && (pendingAll || pendingIds.size > 0)) {
      const change: StockChange = pendingAll ? 'all' : [...pendingIds]
      pendingAll = false
      pendingIds.clear()
      try {
        await notifyBackInStock(deps, change)
      } catch (error) {
        log(
          `Back-in-stock alerts could not be sent: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    }
  }
  const kick = () => {
    running ??= drain().finally(() => {
      running = null
      // A change heard after the loop's last check and before this callback starts the next run.
      if (!closed && (pendingAll || pendingIds.size > 0)) kick()
    })
  }
  const stockChanged = (change: StockChange) => {
    if (closed) return
    if (change === 'all') pendingAll = true
    else for (const id of change) pendingIds.add(id)
    kick()
  }
  stockChanged('all')

  return {
    stockChanged,
    async settled() {
      while (running) await running
    },
    async close() {
      closed = true
      while (running) await running
    },
  }
}
