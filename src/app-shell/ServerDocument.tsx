import type { ReactNode } from 'react'
import { Logo } from '~/app-shell/Logo'
import { localizeHref } from '~/lib/locale-url'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

/**
 * A whole document rendered on the server for the pages that live outside the client router (the
 * checkout, service booking): the shop's stylesheet, a reduced header with the logo and one way
 * back, and no script unless the page brings its own. Every step on such pages works without
 * JavaScript; nothing is hydrated.
 */
export function ServerDocument({
  title,
  stylesheet,
  head,
  headerAction,
  footerNote,
  children,
}: {
  title: string
  stylesheet: string
  /** What the page adds to the head (its data blocks and scripts). */
  head?: ReactNode
  /** The header's one way back (to the cart, to the store), beside the logo. */
  headerAction?: ReactNode
  footerNote: string
  children: ReactNode
}) {
  return (
    <html lang={getLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${m.site_name()}`}</title>
        <link rel="stylesheet" href={stylesheet} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {head}
      </head>
      <body className="flex min-h-dvh flex-col bg-surface-muted">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2"
        >
          {m.skip_to_content()}
        </a>
        <header className="border-b border-line bg-surface">
          <div className="page-container flex items-center justify-between gap-4 py-3">
            <a href={localizeHref('/')} aria-label={m.header_home_label()} className="rounded-sm">
              <Logo />
            </a>
            {headerAction}
          </div>
        </header>
        <main id="main" className="flex-1">
          {children}
        </main>
        <footer className="border-t border-line bg-surface py-4 text-center text-xs text-ink-muted">
          {footerNote}
        </footer>
      </body>
    </html>
  )
}
