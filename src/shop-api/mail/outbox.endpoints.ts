import { desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { mailOutbox } from '../db/schema'
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { notFound } from '../http/errors'

const mailSchema = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  kind: v.string(),
  /** The files sent with it: name, type and size in bytes; a text file (a calendar entry) with its text. */
  attachments: v.array(
    v.object({
      filename: v.string(),
      contentType: v.string(),
      bytes: v.number(),
      text: v.nullable(v.string()),
    }),
  ),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
})

/** Development only: the mails the API sent or kept, newest first (tests read reset links here). */
export const listOutbox = defineEndpoint({
  method: 'GET',
  path: '/api/v1/dev/outbox/',
  summary:
    'Tests and local development only (EXPOSE_MAIL_OUTBOX): the latest 50 mails of the outbox, newest first, optionally for one recipient. It reveals password-reset links.',
  auth: 'none',
  requestId: 'none',
  query: v.object({ to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))) }),
  response: v.object({ data: v.object({ mails: v.array(mailSchema) }) }),
  failures: [{ status: 404, when: 'EXPOSE_MAIL_OUTBOX is off (always in production)' }],
  example: {
    query: { to: 'kunde@sportalpin.at' },
    response: {
      data: {
        mails: [
          {
            id: 1,
            to: 'kunde@sportalpin.at',
            subject: 'Passwort zurücksetzen',
            text: 'Hallo Anna, … http://localhost:3000/reset-password/#token=…',
            kind: 'password-reset',
            attachments: [],
            createdAt: '2026-11-22T10:00:00.000Z',
            sentAt: null,
          },
        ],
      },
    },
  },
  handler: async ({ services, query }) => {
    if (!services.exposeMailOutbox) throw notFound('Endpoint')
    const rows = await services.db
      .select()
      .from(mailOutbox)
      .where(query.to ? eq(mailOutbox.toAddress, query.to) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(50)
    return {
      data: {
        mails: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.bodyText,
          kind: row.kind,
          attachments: row.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            bytes: file.bytes,
            text: file.text ?? null,
          })),
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      },
    }
  },
})

export const outboxEndpoints: AnyEndpoint[] = [listOutbox]
