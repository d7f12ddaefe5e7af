import type { CatalogIndexHolder } from './catalog-index/catalog-index.service'
import type { Database } from './db/client'
import type { Mailer } from './mail/mailer'

/** Everything a handler may use besides its input; injected so tests can control time. */
export interface ShopApiServices {
  readonly db: Database
  /** The in-memory catalogue index that answers searches and suggestions (kept current by itself). */
  readonly catalogIndex: CatalogIndexHolder
  readonly mailer: Mailer
  /** Current time; tests pass a fake clock. */
  readonly now: () => Date
  /** Public origin of the storefront, for links in mails (e.g. the password-reset link). */
  readonly storefrontOrigin: string
  /**
   * Public origin of the team storefront (TEAM_STOREFRONT_URL), for the links of mails the team
   * endpoints send; the shop storefront's origin when not set (one storefront serving both).
   */
  readonly teamStorefrontOrigin?: string
  /**
   * Omnichannel (spec §4: the `OS` code does not start with APP): stock per store and click &
   * reserve. Off, their endpoints do not exist.
   */
  readonly omnichannel: boolean
  /**
   * Serves the mail outbox over HTTP (tests, local development). It shows password-reset links, so
   * anyone could take over any account: never on in production.
   */
  readonly exposeMailOutbox: boolean
}
