import { isIP } from 'node:net'
import * as v from 'valibot'

/**
 * The configuration of spec §3 "Configuration fields" plus the deployment settings, each read from
 * an environment variable of the same name. Defaults are the spec's values (§9).
 *
 * Every field carries the human description of its expected form, so that a bad value can be
 * reported in one line naming the variable, the value and what was expected.
 */

const booleanFromEnv = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((value) => value === 'true' || value === '1'),
)

const integerFromEnv = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.number(), v.minValue(min), v.maxValue(max))

const hostName = v.pipe(
  v.string(),
  v.regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i),
)

const pathSegment = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/))

/** An absolute http(s) URL, nothing else (no protocol-relative or script URLs). */
const absoluteHttpUrl = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const url = new URL(value)
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
      )
    } catch {
      return false
    }
  }),
)

/** An absolute http(s) URL, or a path on this host starting with a single slash. */
const urlOrAbsolutePath = v.pipe(
  v.string(),
  v.check((value) => {
    if (/^\/(?![/\\])/.test(value)) return true
    try {
      const url = new URL(value)
      return url.protocol === 'http:' || url.protocol === 'https:'
    } catch {
      return false
    }
  }),
)

/** Each entry of a comma-separated list is an IPv4 or IPv6 address. */
function allAddressesValid(value: string): boolean {
  return value.split(',').every((entry) => isIP(entry.trim()) !== 0)
}

type Scope = 'public' | 'server'

interface FieldDefinition<
  TSchema extends v.GenericSchema<string, unknown> = v.GenericSchema<string, unknown>,
  TScope extends Scope = Scope,
> {
  readonly schema: TSchema
  readonly expected: string
  readonly defaultValue: string | undefined
  readonly description: string
  readonly scope: TScope
  /** A variable set to the empty string keeps it (a switch turned off) instead of taking the default. */
  readonly emptyIsAValue?: boolean
  /** A credential: a refused value is reported by its length only, never written to the log. */
  readonly secret?: boolean
}

function field<TSchema extends v.GenericSchema<string, unknown>, TScope extends Scope>(
  schema: TSchema,
  expected: string,
  defaultValue: string | undefined,
  description: string,
  scope: TScope,
): FieldDefinition<TSchema, TScope> {
  return { schema, expected, defaultValue, description, scope }
}

export const configFields = {
  OS: field(
    v.pipe(v.string(), v.regex(/^[A-Z0-9_]+$/)),
    'an upper-case platform code such as APP2',
    'APP2',
    'Platform code; omnichannel is off whenever it starts with APP.',
    'public',
  ),
  HOST_NAME: field(
    hostName,
    'a host name such as www.example.at',
    'localhost',
    'Public host name of the shop.',
    'public',
  ),
  CHECKOUT_URL: field(
    urlOrAbsolutePath,
    'an http(s) URL or a path starting with /',
    '/checkout',
    'Checkout home, reached by full page navigation.',
    'public',
  ),
  CHECKOUT_HOST: field(
    v.union([v.literal(''), hostName]),
    'a host name, or empty for this host',
    '',
    'Host of the checkout, empty when it runs on this host.',
    'public',
  ),
  LOCALE: field(
    v.picklist(['at']),
    'the locale key at',
    'at',
    'Locale key; at is the language tag de-AT.',
    'public',
  ),
  CURRENCY: field(
    v.picklist(['EUR']),
    'the currency code EUR',
    'EUR',
    'ISO 4217 currency of all prices.',
    'public',
  ),
  BIKE_FITTING_KEY: field(
    v.pipe(v.string(), v.regex(/^[\w-]*$/)),
    'letters, digits, - and _ (or empty)',
    '',
    'Key of an external bike-fitting provider; none is integrated yet (ADR 033).',
    'public',
  ),
  BIKE_FITTING_ENABLED: field(
    booleanFromEnv,
    'true or false',
    'false',
    'Bike pages offer the frame-size advisor (ADR 033).',
    'public',
  ),
  LOYALTY_ENABLED: field(
    booleanFromEnv,
    'true or false',
    'true',
    'Enables the loyalty programme and its account page.',
    'public',
  ),
  DISCOUNT_SHOW_LIMIT: field(
    integerFromEnv(0, 100),
    'a whole percentage from 0 to 100',
    '0',
    'A discount is shown only when its percent exceeds this limit.',
    'public',
  ),
  // The flyer routes are file routes under /werbung/ (spec §2, §9); the prefix switches them on or
  // off, it does not move them (docs/decisions/016-flyer-routes-and-store-map.md). Unset means the
  // default; set to empty means off (spec §4).
  FLIPPING_BOOK_PREFIX: {
    ...field(
      v.picklist(['', 'werbung']),
      'werbung, or empty to turn flyers off',
      'werbung',
      'URL prefix of the flyer catalogue routes; set it empty to turn flyers off.',
      'public',
    ),
    emptyIsAValue: true,
  },
  MAP_STYLE_URL: field(
    v.union([v.literal(''), absoluteHttpUrl]),
    'an http(s) URL of a MapLibre style, or empty',
    '',
    'Style of an interactive store map (MapLibre); its tiles, glyphs and sprites must come from the same origin. Empty: the server-drawn map only, no request to another host.',
    'public',
  ),
  GTM_ID: field(
    v.union([v.literal(''), v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]{4,12}$/))]),
    'a Google Tag Manager container id like GTM-AB12CD, or empty',
    '',
    'Google Tag Manager container, loaded only after the shopper consents to statistics. Empty: no tag manager, the dataLayer stays in the page.',
    'public',
  ),
  TEAM_LIST_PATH_SEGMENT: field(
    pathSegment,
    'a lower-case path segment',
    'list',
    'Path segment of the team list in team-shop mode.',
    'public',
  ),
  TEAM_SHOULD_BUILD: field(
    booleanFromEnv,
    'true or false',
    'false',
    'Builds the team-shop route set instead of the shop.',
    'public',
  ),
  DELAY_DEBOUNCE_SEARCH: field(
    integerFromEnv(0, 10_000),
    'milliseconds from 0 to 10000',
    '1000',
    'Debounce of search requests in milliseconds.',
    'public',
  ),
  PORT: field(
    integerFromEnv(1, 65_535),
    'a port number from 1 to 65535',
    '3000',
    'Port the production server listens on.',
    'server',
  ),
  SHOP_API_URL: field(
    v.union([v.literal(''), urlOrAbsolutePath]),
    'an http(s) URL, or empty for the built-in shop API',
    '',
    'Base URL of an external shop API; empty uses the built-in reference API in-process.',
    'server',
  ),
  SHOP_API_TIMEOUT_MS: field(
    integerFromEnv(100, 60_000),
    'milliseconds from 100 to 60000',
    '8000',
    'With SHOP_API_URL: how long a call to the shop API may take, its one retry included, before the page shows the error view.',
    'server',
  ),
  // Both tiers of HTTP mode share it (docs/decisions/022-media-and-client-address-in-http-mode.md).
  // Printable ASCII only: it travels in a header.
  STOREFRONT_SECRET: {
    ...field(
      v.union([v.literal(''), v.pipe(v.string(), v.regex(/^[\x21-\x7e]{32,512}$/))]),
      'at least 32 printable ASCII characters without spaces, e.g. from `openssl rand -hex 32`, or empty for none',
      '',
      'Shared by storefront nodes and API nodes: a storefront sends it with the browser’s address (X-Storefront-Client-Address), and an API believes that address only with it. Empty: none sent, none believed.',
      'server',
    ),
    secret: true,
  },
  TEAM_STOREFRONT_URL: field(
    v.union([v.literal(''), absoluteHttpUrl]),
    'an http(s) URL such as https://team.example.at, or empty for the shop storefront',
    '',
    'Public origin of the team storefront, for the links in the team shop’s mails; empty uses the shop storefront’s origin.',
    'server',
  ),
  DATABASE_URL: field(
    v.union([v.literal(''), v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//))]),
    'a postgres:// URL, or empty for the embedded database',
    '',
    'PostgreSQL connection; empty uses the embedded PGlite database.',
    'server',
  ),
  DATA_DIR: field(
    v.pipe(v.string(), v.minLength(1)),
    'a directory path',
    './data',
    'Directory of the embedded database and generated files.',
    'server',
  ),
  COOKIE_DOMAIN: field(
    v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\.?[a-z0-9.-]+$/i))]),
    'a cookie domain such as .example.at, or empty for this host',
    '',
    'Parent domain for session cookies (spec §9); empty binds them to this host.',
    'server',
  ),
  TRUSTED_PROXY: field(
    v.union([
      v.literal(''),
      v.literal('loopback'),
      v.pipe(v.string(), v.regex(/^[0-9a-f.:]+(\s*,\s*[0-9a-f.:]+)*$/i), v.check(allAddressesValid)),
    ]),
    'empty, loopback, or a comma-separated list of IP addresses',
    '',
    'Proxy in front of the shop whose X-Forwarded-For, -Proto and -Host are believed: loopback (a proxy on this machine) or its addresses; empty trusts none.',
    'server',
  ),
  // GET /metrics (README "Metrics"): neither set means no metrics endpoint at all (404).
  METRICS_TOKEN: {
    ...field(
      v.union([v.literal(''), v.pipe(v.string(), v.regex(/^[\x21-\x7e]{32,512}$/))]),
      'at least 32 printable ASCII characters without spaces, e.g. from `openssl rand -hex 32`, or empty for none',
      '',
      'Bearer token a Prometheus scraper sends to read GET /metrics (Authorization: Bearer …). Empty: no token opens it.',
      'server',
    ),
    secret: true,
  },
  METRICS_ADDRESSES: field(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.regex(/^[0-9a-f.:]+(\s*,\s*[0-9a-f.:]+)*$/i), v.check(allAddressesValid)),
    ]),
    'empty, or a comma-separated list of IP addresses',
    '',
    'Client addresses (as determined behind TRUSTED_PROXY) that may read GET /metrics without the token; empty: none.',
    'server',
  ),
  SMTP_URL: field(
    v.union([v.literal(''), v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/))]),
    'an smtp:// or smtps:// URL, or empty to keep mail in the outbox table',
    '',
    'Mail server for password-reset mails; empty stores them in the outbox table only.',
    'server',
  ),
  MAIL_FROM: field(
    v.pipe(v.string(), v.email()),
    'an e-mail address',
    'service@sportalpin.at',
    'Sender address of mails.',
    'server',
  ),
  SEED_PRODUCTS: field(
    integerFromEnv(0, 1_000_000),
    'a number of products from 0 to 1000000',
    '3000',
    'Products npm start seeds into a fresh database.',
    'server',
  ),
  LOG_LEVEL: field(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'one of fatal, error, warn, info, debug, trace, silent',
    'info',
    'Lowest level written to the log (JSON lines on stdout); debug adds the health checks’ requests.',
    'server',
  ),
  EXPOSE_MAIL_OUTBOX: field(
    booleanFromEnv,
    'true or false',
    'false',
    'Serves the mail outbox at /api/v1/dev/outbox/ for tests; it reveals password-reset links, so never in production.',
    'server',
  ),
  EXPOSE_DIAGNOSTICS: field(
    booleanFromEnv,
    'true or false',
    'false',
    'Serves diagnostic pages (forced error) used by the end-to-end tests; keep off in production.',
    'server',
  ),
} as const satisfies Record<string, FieldDefinition>

export type ConfigVariable = keyof typeof configFields

type ParsedField<K extends ConfigVariable> = v.InferOutput<(typeof configFields)[K]['schema']>

export type RawConfig = { readonly [K in ConfigVariable]: ParsedField<K> }

/** Values derived from others; never set directly. */
export interface DerivedConfig {
  /** Spec §4: omnichannel is available only when OS does not start with APP. */
  readonly OMNICHANNEL_IS_AVAILABLE: boolean
}

export type AppConfig = RawConfig & DerivedConfig

type PublicVariable = {
  [K in ConfigVariable]: (typeof configFields)[K]['scope'] extends 'public' ? K : never
}[ConfigVariable]

/** The part of the configuration the browser may see. */
export type PublicConfig = Pick<AppConfig, PublicVariable | keyof DerivedConfig>

export interface ConfigIssue {
  readonly variable: ConfigVariable
  readonly value: string
  readonly expected: string
}

export type ConfigResult =
  | { readonly ok: true; readonly config: AppConfig }
  | { readonly ok: false; readonly issues: readonly ConfigIssue[] }

/**
 * Parses configuration from environment-like input; unset or empty variables take their default,
 * except that a switch whose empty value means "off" keeps an explicitly empty value.
 */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): ConfigResult {
  const values: Record<string, unknown> = {}
  const issues: ConfigIssue[] = []
  for (const [variable, definition] of Object.entries(configFields) as [ConfigVariable, FieldDefinition][]) {
    const given = env[variable]
    const trimmed = given?.trim() ?? ''
    const keepEmpty = definition.emptyIsAValue === true && given !== undefined
    const raw = trimmed === '' && !keepEmpty ? (definition.defaultValue ?? '') : trimmed
    const result = v.safeParse(definition.schema, raw)
    if (result.success) values[variable] = result.output
    else
      issues.push({
        variable,
        value: definition.secret === true ? `(${trimmed.length} characters, not shown)` : (given ?? ''),
        expected: definition.expected,
      })
  }
  if (issues.length > 0) return { ok: false, issues }
  const raw = values as RawConfig
  return { ok: true, config: { ...raw, OMNICHANNEL_IS_AVAILABLE: !raw.OS.startsWith('APP') } }
}

/** One line per spec of the foundation issue: the variable, the value and the expected form. */
export function formatConfigIssues(issues: readonly ConfigIssue[]): string {
  return `Invalid configuration: ${issues
    .map((issue) => `${issue.variable}=${JSON.stringify(issue.value)} (expected ${issue.expected})`)
    .join('; ')}`
}

export function toPublicConfig(config: AppConfig): PublicConfig {
  const entries = Object.entries(configFields)
    .filter(([, definition]) => definition.scope === 'public')
    .map(([variable]) => [variable, config[variable as ConfigVariable]] as const)
  return {
    ...(Object.fromEntries(entries) as Omit<PublicConfig, keyof DerivedConfig>),
    OMNICHANNEL_IS_AVAILABLE: config.OMNICHANNEL_IS_AVAILABLE,
  }
}
