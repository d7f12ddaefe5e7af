import nodemailer from 'nodemailer'
import { mailOutbox } from '../db/schema'
import type { Database } from '../db/client'

export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** What the mail is for, e.g. `password-reset`. */
  readonly kind: string
  /** Files sent with the mail, e.g. a return label. */
  readonly attachments?: readonly MailAttachment[]
}

export interface MailAttachment {
  readonly filename: string
  readonly contentType: string
  readonly content: Uint8Array
}

export interface Mailer {
  /**
   * Sends after the caller's transaction has committed: it writes through the main connection,
   * and PGlite's single connection would deadlock waiting for an open transaction.
   */
  send(message: MailMessage): Promise<void>
}

/**
 * Every mail is recorded in the outbox table. With an SMTP URL it is also delivered and marked
 * sent; without one the outbox is the delivery (read by tests and the diagnostics outbox page).
 */
export function createMailer(db: Database, options: { smtpUrl?: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined
  return {
    async send(message) {
      let sentAt: Date | null = null
      if (transport) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments?.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content),
          })),
        })
        sentAt = new Date()
      }
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        bodyText: message.text,
        kind: message.kind,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          bytes: file.content.byteLength,
          ...(file.contentType.startsWith('text/') ? { text: new TextDecoder().decode(file.content) } : {}),
        })),
        sentAt,
      })
    },
  }
}
