import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { createLogger, levelFromEnv, routeConsoleToLog, scrubLine } from './log.server'

function collectingLogger() {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  return { logger: createLogger('info', destination), lines }
}

describe('createLogger', () => {
  it('writes one JSON object per line with an ISO time and the level by name', () => {
    const { logger, lines } = collectingLogger()
    logger.info({ route: 'home' }, 'request')
    expect(lines).toHaveLength(1)
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>
    expect(line).toMatchObject({ level: 'info', route: 'home', msg: 'request' })
    expect(String(line.time)).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('blanks secret fields wherever a whole object is logged', () => {
    const { logger, lines } = collectingLogger()
    logger.info(
      {
        password: 'Sportalpin2026!',
        body: { email: 'kunde@sportalpin.at', newPassword: 'Neu2026!', token: 'abc' },
        headers: {
          cookie: 'sp_session=s3cr3t',
          authorization: 'Bearer abc',
          'set-cookie': 'sp_session=s3cr3t',
        },
      },
      'call',
    )
    const text = lines.join('\n')
    for (const secret of ['Sportalpin2026!', 'kunde@sportalpin.at', 'Neu2026!', 's3cr3t', 'Bearer abc'])
      expect(text).not.toContain(secret)
    expect(text).toContain('[redacted]')
  })

  it('scrubs e-mail addresses and bearer tokens out of messages and error stacks', () => {
    const { logger, lines } = collectingLogger()
    logger.error(
      { err: new Error('550 Recipient kunde@sportalpin.at rejected') },
      'mail to anna.huber@example.at failed',
    )
    logger.warn('Authorization: Bearer eyJhbGciOi.payload.sig')
    const text = lines.join('\n')
    expect(text).not.toMatch(/kunde@sportalpin\.at|anna\.huber@example\.at|eyJhbGciOi/)
    expect(text).toContain('[email]')
  })
})

describe('scrubLine', () => {
  it('leaves lines without addresses as they are', () => {
    const line = '{"level":"info","path":"/herren/@home/","msg":"request"}'
    expect(scrubLine(line)).toBe(line)
  })
})

describe('levelFromEnv', () => {
  it('takes a valid level and falls back to info', () => {
    expect(levelFromEnv('debug')).toBe('debug')
    expect(levelFromEnv(undefined)).toBe('info')
    expect(levelFromEnv('')).toBe('info')
    expect(levelFromEnv('loud')).toBe('info')
  })
})

describe('routeConsoleToLog', () => {
  it('turns console calls into capped JSON lines, an error keeping its stack', () => {
    const saved = { ...console }
    const { logger, lines } = collectingLogger()
    try {
      routeConsoleToLog(logger)
      console.warn(`Page Not Found: /${'x'.repeat(15_000)}/`)
      console.error(new Error('render failed'))
      console.log('plain', 42)
    } finally {
      Object.assign(console, saved)
    }
    expect(lines).toHaveLength(3)
    const [warned, failed, plain] = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(warned).toMatchObject({ level: 'warn' })
    expect(String(warned?.msg).length).toBeLessThanOrEqual(1024)
    expect(failed).toMatchObject({ level: 'error', msg: 'render failed', err: { message: 'render failed' } })
    expect(String((failed?.err as { stack?: string }).stack)).toContain('log.server.test.ts')
    expect(plain).toMatchObject({ level: 'info', msg: 'plain 42' })
  })
})

describe('what a failed query logs', () => {
  it('names the SQL state, the message and the statement, never the parameters', () => {
    const { logger, lines } = collectingLogger()
    const cause = Object.assign(new Error('could not extend file: No space left on device'), {
      code: '53100',
    })
    const failed = new DrizzleQueryError(
      'insert into "mail_outbox" ("to_address", "body_text") values ($1, $2)',
      [
        'kunde@sportalpin.at',
        'https://shop.test/reset-password/#token=geheim123&email=kunde%40sportalpin.at',
      ],
      cause,
    )
    logger.error({ err: failed }, 'mail could not be recorded')
    const text = lines.join('\n')
    expect(text).not.toContain('geheim123')
    expect(text).not.toContain('kunde')
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      err: {
        type: 'DrizzleQueryError',
        code: '53100',
        message: 'could not extend file: No space left on device',
        query: 'insert into "mail_outbox" ("to_address", "body_text") values ($1, $2)',
      },
    })
  })
})

describe('scrubLine on long and encoded input', () => {
  it('cuts a line at 16 KB before scrubbing it, so a huge error costs what 16 KB cost', () => {
    const scrubbed = scrubLine(`${'a'.repeat(200_000)}\n`)
    expect(scrubbed.length).toBeLessThan(17 * 1024)
    expect(scrubbed.endsWith('…[cut]\n')).toBe(true)
  })

  it('blanks an e-mail address whose @ is written as %40 in a URL', () => {
    const scrubbed = scrubLine(
      '{"text":"link: https://shop.test/reset-password/#email=kunde%40sportalpin.at"}',
    )
    expect(scrubbed).not.toContain('kunde')
    expect(scrubbed).not.toContain('sportalpin.at')
  })
})
