/**
 * The returns centre's command (ADR 035): a registered return's parcel arrived, e.g.
 * `npm run return:received -- R-SA-2026-000156-1`. In one transaction its goods go back into stock
 * (their back-in-stock alerts fire), their value is refunded, loyalty points are booked down and the
 * order becomes partly returned or returned; then the customer is mailed the refund. Uses the
 * server's configuration (DATABASE_URL, or the embedded database in DATA_DIR, which only one process
 * may open: stop the server first there).
 */
import { resolve } from 'node:path'
import { formatConfigIssues, parseConfig } from '../src/config/config.schema'
import { openDatabase } from '../src/shop-api/db/client'
import { createMailer } from '../src/shop-api/mail/mailer'
import { mailLocaleOf, storefrontLink, storefrontOrigin } from '../src/shop-api/mail/mail-locale'
import { formatCents } from '../src/shop-api/catalog/product-summary'
import { orderRefundMail } from '../src/shop-api/user/order-return-mails'
import { receiveReturn } from '../src/shop-api/user/order-returns.service'

const [code] = process.argv.slice(2)
if (!code) {
  console.error('Usage: npm run return:received -- <return code, e.g. R-SA-2026-000156-1>')
  process.exit(2)
}

const parsed = parseConfig(process.env)
if (!parsed.ok) {
  console.error(formatConfigIssues(parsed.issues))
  process.exit(2)
}
const config = parsed.config
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(config.DATA_DIR) },
)
try {
  const outcome = await receiveReturn(database.db, code, new Date())
  if (!outcome.ok) {
    console.error(`${code}: no such return`)
    process.exitCode = 1
  } else if (!outcome.changed) console.log(`${code}: received before, nothing changed`)
  else {
    const { order, orderReturn } = outcome
    const refund = formatCents(orderReturn.refundCents ?? 0)
    console.log(`${code}: received, ${refund} refunded, order ${order.number} is ${order.status}`)
    if (order.email !== null) {
      const locale = mailLocaleOf(orderReturn.locale)
      const mailer = createMailer(database.db, {
        smtpUrl: config.SMTP_URL || undefined,
        from: config.MAIL_FROM,
      })
      await mailer.send(
        orderRefundMail({
          to: order.email,
          firstName: (order.billingAddress ?? order.deliveryAddress)?.firstname,
          number: order.number,
          code,
          refundFormatted: refund,
          paymentMethod: order.paymentMethod,
          orderLink: storefrontLink(
            storefrontOrigin(config.HOST_NAME, config.PORT),
            `/my-account/order-details/${order.publicId}/`,
            locale,
          ).toString(),
          locale,
        }),
      )
    }
  }
} finally {
  await database.close()
}
