import { useLocation } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { getLocale, locales, setLocale } from '~/paraglide/runtime'
import type { Locale } from '~/paraglide/runtime'
import { ConsentSettingsButton } from '~/features/analytics/components/ConsentSettingsButton'
import { Logo } from './Logo'

interface FooterLink {
  readonly path: string
  readonly label: () => string
}

interface FooterColumn {
  readonly heading: () => string
  readonly links: readonly FooterLink[]
}

const columns: readonly FooterColumn[] = [
  {
    heading: m.footer_service_heading,
    links: [
      { path: '/services/versand/', label: m.footer_service_shipping },
      { path: '/services/rueckgabe/', label: m.footer_service_returns },
      { path: '/services/zahlung/', label: m.footer_service_payment },
      { path: '/services/kontakt/', label: m.footer_service_contact },
      { path: '/shops/', label: m.footer_service_stores },
    ],
  },
  {
    heading: m.footer_company_heading,
    links: [
      { path: '/static/ueber-uns/', label: m.footer_company_about },
      { path: '/blog/', label: m.footer_company_guide },
      { path: '/marken/', label: m.footer_company_brands },
      { path: '/werbung/', label: m.footer_company_flyers },
    ],
  },
  {
    heading: m.footer_legal_heading,
    links: [
      { path: '/static/impressum/', label: m.footer_legal_imprint },
      { path: '/static/datenschutz/', label: m.footer_legal_privacy },
      { path: '/static/agb/', label: m.footer_legal_terms },
      { path: '/static/widerruf/', label: m.footer_legal_withdrawal },
    ],
  },
]

/**
 * The columns' hrefs in each locale, computed once: the same for every visitor, so not parsed anew
 * on every page (docs/performance.md, 2026-11-27).
 */
const hrefsByLocale = new Map<Locale, ReadonlyMap<string, string>>()

function footerHrefs(locale: Locale): ReadonlyMap<string, string> {
  let hrefs = hrefsByLocale.get(locale)
  if (!hrefs) {
    hrefs = new Map(
      columns.flatMap((column) =>
        column.links.map((link) => [link.path, localizeHref(link.path, { locale })] as const),
      ),
    )
    hrefsByLocale.set(locale, hrefs)
  }
  return hrefs
}

const localeNames: Record<Locale, () => string> = {
  'de-AT': m.locale_name_de_at,
  en: m.locale_name_en,
}

export function Footer() {
  const hrefs = footerHrefs(getLocale())
  return (
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <div className="page-container grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <span className="inline-flex w-fit rounded-md bg-white px-3 py-2">
            <Logo />
          </span>
          <p className="font-display text-xl font-semibold text-white">{m.footer_newsletter_heading()}</p>
          <p className="max-w-xs text-sm">{m.footer_newsletter_text()}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading()} aria-label={column.heading()}>
            <h2 className="mb-3 text-lg font-semibold text-white uppercase">{column.heading()}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.path}>
                  <a href={hrefs.get(link.path)} className="hover:text-white hover:underline">
                    {link.label()}
                  </a>
                </li>
              ))}
              {column.heading === m.footer_legal_heading ? (
                <li>
                  <ConsentSettingsButton className="text-left hover:text-white hover:underline" />
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-800">
        <div className="page-container flex flex-col gap-4 py-5 text-xs md:flex-row md:items-center md:justify-between">
          <p>{m.footer_copyright({ year: String(new Date().getFullYear()) })}</p>
          <LocaleSwitch />
        </div>
      </div>
    </footer>
  )
}

function LocaleSwitch() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const current = getLocale()
  return (
    <nav aria-label={m.locale_switch_label()}>
      <ul className="flex gap-3">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localizeHref(pathname, { locale })}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className="rounded-sm px-1 hover:text-white aria-[current]:font-bold aria-[current]:text-white"
              onClick={(event) => {
                // Remember the choice in the locale cookie (365 days), then load the page in that language.
                event.preventDefault()
                void setLocale(locale)
              }}
            >
              {localeNames[locale]()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
