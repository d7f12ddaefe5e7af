import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { listOutbox, outboxEndpoints } from './outbox.endpoints'

describe.each(testBackends())('outbox on %s', (backend) => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi(backend, outboxEndpoints)
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  it('lists mails kept in the outbox, newest first, per recipient', async () => {
    await api.services.mailer.send({ to: 'a@example.at', subject: 'Erste', text: 'eins', kind: 'test' })
    await api.services.mailer.send({ to: 'b@example.at', subject: 'Zweite', text: 'zwei', kind: 'test' })
    await api.services.mailer.send({ to: 'a@example.at', subject: 'Dritte', text: 'drei', kind: 'test' })
    const result = await api.call('GET', '/api/v1/dev/outbox/', { query: { to: 'A@example.at' } })
    expect(result.status).toBe(200)
    const body = v.parse(listOutbox.response, result.body)
    expect(body.data.mails.map((mail) => mail.subject)).toEqual(['Dritte', 'Erste'])
    expect(body.data.mails[0]?.sentAt).toBeNull()
  })
})

describe('outbox in production', () => {
  it('does not exist unless EXPOSE_MAIL_OUTBOX is on', async () => {
    const api = await startTestApi('pglite', outboxEndpoints, { exposeMailOutbox: false })
    try {
      await api.services.mailer.send({
        to: 'a@example.at',
        subject: 'Reset',
        text: 'token',
        kind: 'password-reset',
      })
      const result = await api.call('GET', '/api/v1/dev/outbox/')
      expect(result.status).toBe(404)
      expect(JSON.stringify(result.body)).not.toContain('token')
    } finally {
      await api.close()
    }
  }, 60_000)
})
