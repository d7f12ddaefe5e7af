import { describe, expect, it } from 'vitest'
import {
  type AppConfig,
  type ConfigIssue,
  formatConfigIssues,
  parseConfig,
  toPublicConfig,
} from './config.schema'

function parsed(env: Readonly<Record<string, string | undefined>>): AppConfig {
  const result = parseConfig(env)
  if (!result.ok) throw new Error(`expected a valid configuration, got ${formatConfigIssues(result.issues)}`)
  return result.config
}

function issuesOf(env: Readonly<Record<string, string | undefined>>): readonly ConfigIssue[] {
  const result = parseConfig(env)
  if (result.ok) throw new Error('expected the configuration to be rejected')
  return result.issues
}

function rejectedVariables(env: Readonly<Record<string, string | undefined>>): string[] {
  return issuesOf(env).map((issue) => issue.variable)
}

describe('parseConfig', () => {
  it('applies the spec defaults when the environment is empty', () => {
    const config = parsed({})
    expect(config).toMatchObject({
      OS: 'APP2',
      LOCALE: 'at',
      CURRENCY: 'EUR',
      LOYALTY_ENABLED: true,
      DISCOUNT_SHOW_LIMIT: 0,
      FLIPPING_BOOK_PREFIX: 'werbung',
      MAP_STYLE_URL: '',
      GTM_ID: '',
      TEAM_LIST_PATH_SEGMENT: 'list',
      TEAM_SHOULD_BUILD: false,
      DELAY_DEBOUNCE_SEARCH: 1000,
      BIKE_FITTING_ENABLED: false,
      BIKE_FITTING_KEY: '',
      PORT: 3000,
      DATA_DIR: './data',
    })
    expect(config.OMNICHANNEL_IS_AVAILABLE).toBe(false)
  })

  it('treats empty variables like unset ones', () => {
    const config = parsed({ OS: '', PORT: '  ', LOYALTY_ENABLED: '\t' })
    expect(config.OS).toBe('APP2')
    expect(config.PORT).toBe(3000)
    expect(config.LOYALTY_ENABLED).toBe(true)
  })

  it('turns the flyer routes off with an empty FLIPPING_BOOK_PREFIX, and on by default', () => {
    expect(parsed({}).FLIPPING_BOOK_PREFIX).toBe('werbung')
    expect(parsed({ FLIPPING_BOOK_PREFIX: '' }).FLIPPING_BOOK_PREFIX).toBe('')
    expect(parsed({ FLIPPING_BOOK_PREFIX: ' ' }).FLIPPING_BOOK_PREFIX).toBe('')
    expect(parseConfig({ FLIPPING_BOOK_PREFIX: 'prospekte' })).toEqual({
      ok: false,
      issues: [
        {
          variable: 'FLIPPING_BOOK_PREFIX',
          value: 'prospekte',
          expected: 'werbung, or empty to turn flyers off',
        },
      ],
    })
  })

  it('takes an interactive map style only as an absolute http(s) URL', () => {
    expect(parsed({}).GTM_ID).toBe('')
    expect(parsed({ GTM_ID: 'GTM-AB12CD' }).GTM_ID).toBe('GTM-AB12CD')
    for (const value of ['gtm-ab12cd', 'GTM-', 'UA-1234-1', 'GTM-AB12CD"><script>'])
      expect(parseConfig({ GTM_ID: value }).ok, value).toBe(false)
    expect(parsed({}).MAP_STYLE_URL).toBe('')
    const style = 'https://tiles.sportalpin.at/styles/basic/style.json'
    expect(parsed({ MAP_STYLE_URL: style }).MAP_STYLE_URL).toBe(style)
    for (const value of [
      'javascript:alert(1)',
      '//tiles.example/style.json',
      '/style.json',
      'https://u:p@tiles.example/',
    ]) {
      expect(parseConfig({ MAP_STYLE_URL: value }).ok, value).toBe(false)
    }
  })

  it('turns omnichannel off for OS codes starting with APP and on otherwise', () => {
    expect(parsed({ OS: 'APP2' }).OMNICHANNEL_IS_AVAILABLE).toBe(false)
    expect(parsed({ OS: 'APP' }).OMNICHANNEL_IS_AVAILABLE).toBe(false)
    expect(parsed({ OS: 'APP_ANDROID' }).OMNICHANNEL_IS_AVAILABLE).toBe(false)
    expect(parsed({ OS: 'WEB1' }).OMNICHANNEL_IS_AVAILABLE).toBe(true)
    expect(parsed({ OS: 'WEB1' }).OS).toBe('WEB1')
  })

  it('accepts true, false, 1 and 0 for booleans', () => {
    expect(parsed({ LOYALTY_ENABLED: 'true' }).LOYALTY_ENABLED).toBe(true)
    expect(parsed({ LOYALTY_ENABLED: 'false' }).LOYALTY_ENABLED).toBe(false)
    expect(parsed({ LOYALTY_ENABLED: '1' }).LOYALTY_ENABLED).toBe(true)
    expect(parsed({ LOYALTY_ENABLED: '0' }).LOYALTY_ENABLED).toBe(false)
    expect(parsed({ TEAM_SHOULD_BUILD: '1' }).TEAM_SHOULD_BUILD).toBe(true)
    expect(parsed({ BIKE_FITTING_ENABLED: 'true' }).BIKE_FITTING_ENABLED).toBe(true)
  })

  it('rejects other boolean values, naming the variable, the value and the expected form', () => {
    expect(issuesOf({ LOYALTY_ENABLED: 'maybe' })).toEqual([
      { variable: 'LOYALTY_ENABLED', value: 'maybe', expected: 'true or false' },
    ])
    expect(rejectedVariables({ TEAM_SHOULD_BUILD: 'yes' })).toEqual(['TEAM_SHOULD_BUILD'])
  })

  it('parses whole numbers within their bounds', () => {
    expect(parsed({ PORT: '1' }).PORT).toBe(1)
    expect(parsed({ PORT: '65535' }).PORT).toBe(65_535)
    expect(parsed({ DISCOUNT_SHOW_LIMIT: '100' }).DISCOUNT_SHOW_LIMIT).toBe(100)
    expect(parsed({ DELAY_DEBOUNCE_SEARCH: '250' }).DELAY_DEBOUNCE_SEARCH).toBe(250)
  })

  it('rejects numbers outside their bounds or not whole', () => {
    expect(rejectedVariables({ PORT: '0' })).toEqual(['PORT'])
    expect(rejectedVariables({ PORT: '70000' })).toEqual(['PORT'])
    expect(rejectedVariables({ PORT: 'abc' })).toEqual(['PORT'])
    expect(rejectedVariables({ PORT: '-1' })).toEqual(['PORT'])
    expect(rejectedVariables({ PORT: '80.5' })).toEqual(['PORT'])
    expect(rejectedVariables({ DISCOUNT_SHOW_LIMIT: '101' })).toEqual(['DISCOUNT_SHOW_LIMIT'])
    expect(rejectedVariables({ DELAY_DEBOUNCE_SEARCH: '10001' })).toEqual(['DELAY_DEBOUNCE_SEARCH'])
  })

  it('trusts no proxy by default; accepts loopback or a list of addresses, nothing else', () => {
    expect(parsed({}).TRUSTED_PROXY).toBe('')
    expect(parsed({ TRUSTED_PROXY: 'loopback' }).TRUSTED_PROXY).toBe('loopback')
    expect(parsed({ TRUSTED_PROXY: '10.0.0.1, ::1' }).TRUSTED_PROXY).toBe('10.0.0.1, ::1')
    expect(rejectedVariables({ TRUSTED_PROXY: 'true' })).toEqual(['TRUSTED_PROXY'])
    expect(rejectedVariables({ TRUSTED_PROXY: '10.0.0.300' })).toEqual(['TRUSTED_PROXY'])
  })

  it('bounds the wait for the shop API: 8 s by default, from 100 ms to 60 s', () => {
    expect(parsed({}).SHOP_API_TIMEOUT_MS).toBe(8000)
    expect(parsed({ SHOP_API_TIMEOUT_MS: '100' }).SHOP_API_TIMEOUT_MS).toBe(100)
    expect(parsed({ SHOP_API_TIMEOUT_MS: '60000' }).SHOP_API_TIMEOUT_MS).toBe(60_000)
    for (const value of ['99', '60001', '0', '8s', '-1'])
      expect(rejectedVariables({ SHOP_API_TIMEOUT_MS: value }), value).toEqual(['SHOP_API_TIMEOUT_MS'])
  })

  it('takes a storefront secret of at least 32 printable characters, or none', () => {
    const secret = 'k7Q2vX9pL4mN8rT1wY6zB3cF5hJ0sD2g'
    expect(parsed({}).STOREFRONT_SECRET).toBe('')
    expect(parsed({ STOREFRONT_SECRET: secret }).STOREFRONT_SECRET).toBe(secret)
    expect(parsed({ STOREFRONT_SECRET: ` ${secret}\n` }).STOREFRONT_SECRET).toBe(secret)
    for (const value of [secret.slice(1), `${secret.slice(16)} ${secret.slice(16)}`, `${secret}ä`])
      expect(rejectedVariables({ STOREFRONT_SECRET: value }), value).toEqual(['STOREFRONT_SECRET'])
  })

  it('takes a metrics token of at least 32 printable characters and metrics addresses, or none', () => {
    const token = 'm3tR1cs-k7Q2vX9pL4mN8rT1wY6zB3cF'
    expect(parsed({}).METRICS_TOKEN).toBe('')
    expect(parsed({}).METRICS_ADDRESSES).toBe('')
    expect(parsed({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token)
    for (const value of [token.slice(1), `${token.slice(8)} ${token.slice(8)}`])
      expect(rejectedVariables({ METRICS_TOKEN: value }), value).toEqual(['METRICS_TOKEN'])
    expect(parsed({ METRICS_ADDRESSES: '10.0.0.5, fd00::7' }).METRICS_ADDRESSES).toBe('10.0.0.5, fd00::7')
    for (const value of ['prometheus.internal', '10.0.0.0/8', '10.0.0.5,'])
      expect(rejectedVariables({ METRICS_ADDRESSES: value }), value).toEqual(['METRICS_ADDRESSES'])
    expect(formatConfigIssues(issuesOf({ METRICS_TOKEN: 'short-private' }))).not.toContain('private')
  })

  it('never repeats a refused secret in its one-line message', () => {
    const message = formatConfigIssues(issuesOf({ STOREFRONT_SECRET: 'too-short-but-private' }))
    expect(message).not.toContain('private')
    expect(message).toBe(
      'Invalid configuration: STOREFRONT_SECRET="(21 characters, not shown)" ' +
        '(expected at least 32 printable ASCII characters without spaces, e.g. from `openssl rand -hex 32`, or empty for none)',
    )
  })

  it('accepts a checkout path on this host or an absolute http(s) URL', () => {
    expect(parsed({ CHECKOUT_URL: '/checkout' }).CHECKOUT_URL).toBe('/checkout')
    expect(parsed({ CHECKOUT_URL: 'https://checkout.example.at/' }).CHECKOUT_URL).toBe(
      'https://checkout.example.at/',
    )
  })

  it('rejects protocol-relative and script checkout URLs', () => {
    expect(rejectedVariables({ CHECKOUT_URL: '//evil.example' })).toEqual(['CHECKOUT_URL'])
    expect(rejectedVariables({ CHECKOUT_URL: '/\\evil.example' })).toEqual(['CHECKOUT_URL'])
    expect(rejectedVariables({ CHECKOUT_URL: 'javascript:alert(1)' })).toEqual(['CHECKOUT_URL'])
    expect(rejectedVariables({ CHECKOUT_URL: 'checkout' })).toEqual(['CHECKOUT_URL'])
  })

  it('accepts postgres database URLs and rejects other schemes', () => {
    expect(parsed({ DATABASE_URL: 'postgres://user:secret@db:5432/shop' }).DATABASE_URL).toBe(
      'postgres://user:secret@db:5432/shop',
    )
    expect(parsed({ DATABASE_URL: 'postgresql://db/shop' }).DATABASE_URL).toBe('postgresql://db/shop')
    expect(parsed({}).DATABASE_URL).toBe('')
    expect(rejectedVariables({ DATABASE_URL: 'mysql://x' })).toEqual(['DATABASE_URL'])
  })

  it('reports every invalid variable at once', () => {
    expect(rejectedVariables({ LOYALTY_ENABLED: 'maybe', PORT: '0', LOCALE: 'de' })).toEqual([
      'LOCALE',
      'LOYALTY_ENABLED',
      'PORT',
    ])
  })
})

describe('formatConfigIssues', () => {
  it('describes a single issue in one line', () => {
    expect(formatConfigIssues(issuesOf({ LOYALTY_ENABLED: 'maybe' }))).toBe(
      'Invalid configuration: LOYALTY_ENABLED="maybe" (expected true or false)',
    )
  })

  it('joins several issues with semicolons on one line', () => {
    const message = formatConfigIssues(issuesOf({ LOYALTY_ENABLED: 'maybe', PORT: '0' }))
    expect(message).toBe(
      'Invalid configuration: LOYALTY_ENABLED="maybe" (expected true or false); ' +
        'PORT="0" (expected a port number from 1 to 65535)',
    )
    expect(message).not.toContain('\n')
  })

  it('quotes values so that control characters cannot break the line', () => {
    const message = formatConfigIssues([{ variable: 'OS', value: 'a\nb', expected: 'x' }])
    expect(message).toBe('Invalid configuration: OS="a\\nb" (expected x)')
    expect(message).not.toContain('\n')
  })
})

describe('toPublicConfig', () => {
  const serverOnly = [
    'PORT',
    'SHOP_API_URL',
    'DATABASE_URL',
    'DATA_DIR',
    'COOKIE_DOMAIN',
    'EXPOSE_DIAGNOSTICS',
    'STOREFRONT_SECRET',
    'SHOP_API_TIMEOUT_MS',
    'METRICS_TOKEN',
    'METRICS_ADDRESSES',
  ]

  const config = parsed({
    OS: 'WEB1',
    PORT: '8080',
    SHOP_API_URL: 'https://api.example.at/',
    DATABASE_URL: 'postgres://user:secret@db/shop',
    DATA_DIR: '/var/lib/shop',
    COOKIE_DOMAIN: '.example.at',
    EXPOSE_DIAGNOSTICS: 'true',
    STOREFRONT_SECRET: 'secret-secret-secret-secret-secret',
  })

  it('keeps the public fields and the derived omnichannel flag', () => {
    const publicConfig = toPublicConfig(config)
    expect(publicConfig).toEqual({
      OS: 'WEB1',
      HOST_NAME: 'localhost',
      CHECKOUT_URL: '/checkout',
      CHECKOUT_HOST: '',
      LOCALE: 'at',
      CURRENCY: 'EUR',
      BIKE_FITTING_KEY: '',
      BIKE_FITTING_ENABLED: false,
      LOYALTY_ENABLED: true,
      DISCOUNT_SHOW_LIMIT: 0,
      FLIPPING_BOOK_PREFIX: 'werbung',
      MAP_STYLE_URL: '',
      GTM_ID: '',
      TEAM_LIST_PATH_SEGMENT: 'list',
      TEAM_SHOULD_BUILD: false,
      DELAY_DEBOUNCE_SEARCH: 1000,
      OMNICHANNEL_IS_AVAILABLE: true,
    })
  })

  it('leaves out every server-only field', () => {
    const publicConfig = toPublicConfig(config)
    for (const variable of serverOnly) {
      expect(publicConfig).not.toHaveProperty(variable)
    }
    const serialized = JSON.stringify(publicConfig)
    expect(serialized).not.toContain('secret')
    expect(serialized).not.toContain('api.example.at')
    expect(serialized).not.toContain('/var/lib/shop')
  })
})
