import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { ChevronDownIcon } from '~/lib/icons'
import { useEffect, useId, useRef, useState } from 'react'
import { focusIsInHeaderSearch, keepFocusOnBlankPress } from '~/ui/header-focus'
import { m } from '~/paraglide/messages'
import { activateItem, isBannerGroup, isBrandItem, panelLayout, pressItem } from '../desktop-menu.model'
import type { ActiveItem, PressSource } from '../desktop-menu.model'
import type { MenuNode } from '~/shop-client/schemas/navigation.schema'
import { menuQuery } from '../navigation.queries'
import { useHeaderPopup } from '../use-header-popup'
import { BrandLogo } from './BrandLogo'
import { MenuLink } from './MenuLink'

/** A pointer resting this long on a top-level item means the shopper wants its panel. */
const HOVER_INTENT_MS = 150

/**
 * The desktop mega-menu (spec §4 "Desktop menu"), following the WAI-ARIA disclosure navigation
 * pattern: top-level items with children are buttons that show their panel (aria-expanded,
 * aria-controls), the others are links. Escape closes and returns focus to the button; focus leaving
 * the menu closes it. Panels are server-rendered (hidden), so their links work for crawlers too.
 *
 * The menu row lies right under the search field. While the focus is in the search, a resting
 * pointer does not open a panel: opening one closes the search panel, which clears the typed query
 * (spec §4), and a pointer crossing the row on its way is no decision to leave the search. A click
 * or the keyboard still opens it.
 */
export function MegaMenu() {
  const items = useQuery(menuQuery('desktop')).data ?? []
  const popup = useHeaderPopup('megaMenu')
  const [active, setActive] = useState<ActiveItem>(null)
  const shown = popup.isOpen ? active : null
  const navRef = useRef<HTMLElement>(null)
  const buttons = useRef(new Map<number, HTMLButtonElement>())
  const intent = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The pointer of the press under way: a click event alone does not say a mouse made it.
  const pressPointer = useRef<PressSource>('mouse')
  const panelIdPrefix = useId()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { close } = popup

  useEffect(
    () => () => {
      clearTimeout(intent.current)
    },
    [],
  )
  // A followed link closes the menu at once.
  useEffect(() => {
    close({ immediate: true })
  }, [pathname, close])

  const show = (item: MenuNode) => {
    const next = activateItem(item)
    setActive(next)
    if (next === null) popup.close({ immediate: true })
    else popup.open()
  }

  const closeNow = () => {
    popup.close({ immediate: true })
  }

  const showOnHover = (item: MenuNode) => {
    if (focusIsInHeaderSearch(navRef.current?.closest('header'))) return
    show(item)
  }

  if (items.length === 0) return null

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated: the buttons and links inside are the controls; this only notices the pointer and focus leaving and Escape
    <nav
      ref={navRef}
      aria-label={m.nav_main_label()}
      className="relative hidden border-t border-line md:block"
      onPointerEnter={(event) => {
        // Coming back before the 300 ms close delay is over keeps the panel open.
        if (event.pointerType === 'mouse' && shown !== null) popup.open()
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return
        clearTimeout(intent.current)
        popup.close()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || shown === null) return
        event.preventDefault()
        closeNow()
        buttons.current.get(shown)?.focus()
      }}
      onBlur={(event) => {
        const next = event.relatedTarget
        if (next instanceof Node && navRef.current?.contains(next)) return
        if (shown !== null) closeNow()
      }}
    >
      <ul className="page-container flex flex-wrap items-stretch gap-x-1">
        {items.map((item) => {
          const panelId = `${panelIdPrefix}-panel-${item.id}`
          const expanded = shown === item.id
          const topClass =
            'flex min-h-11 items-center gap-1 border-b-3 px-3 text-sm font-semibold uppercase tracking-wide hover:text-brand-700'
          return (
            <li
              key={item.id}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return
                clearTimeout(intent.current)
                intent.current = setTimeout(() => {
                  showOnHover(item)
                }, HOVER_INTENT_MS)
              }}
              onPointerLeave={() => {
                clearTimeout(intent.current)
              }}
            >
              {item.children.length === 0 ? (
                <MenuLink
                  url={item.url}
                  onNavigate={closeNow}
                  className={`${topClass} border-transparent ${item.type === 'root-hot' ? 'text-sale-600' : 'text-ink'}`}
                >
                  {item.name}
                </MenuLink>
              ) : (
                <>
                  <button
                    ref={(element) => {
                      if (element) buttons.current.set(item.id, element)
                      else buttons.current.delete(item.id)
                    }}
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onPointerDown={(event) => {
                      pressPointer.current = event.pointerType === 'mouse' ? 'mouse' : 'touch'
                    }}
                    onClick={(event) => {
                      clearTimeout(intent.current)
                      // Enter and Space click with detail 0; a pointer's click counts its presses.
                      const source: PressSource = event.detail === 0 ? 'keyboard' : pressPointer.current
                      const next = pressItem(shown, item, source)
                      if (next === null) closeNow()
                      else show(item)
                    }}
                    className={`${topClass} ${expanded ? 'border-brand-800 text-brand-800' : 'border-transparent'} ${item.type === 'root-hot' ? 'text-sale-600' : 'text-ink'}`}
                  >
                    {item.name}
                    <ChevronDownIcon
                      aria-hidden="true"
                      className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
                    />
                  </button>
                  {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: it only keeps presses on its blank space and text from taking the focus */}
                  <div
                    id={panelId}
                    hidden={!expanded}
                    // A press on the panel's blank space or text would move the focus off the
                    // menu to the page, and focus leaving the menu closes it.
                    onMouseDown={keepFocusOnBlankPress}
                    className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-12rem)] overflow-y-auto border-y border-line bg-surface shadow-card"
                  >
                    <MegaMenuPanel item={item} onNavigate={closeNow} />
                  </div>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

const linkClass = 'rounded-sm text-sm text-ink hover:text-brand-700 hover:underline'
const headingLinkClass = 'rounded-sm font-semibold text-brand-900 hover:text-brand-700 hover:underline'

/**
 * A panel sized to fit a laptop screen without scrolling: long columns set their lists in two
 * columns, banners take a column of their own and the brands a row of logos across the foot.
 * Scrolling inside the panel (its max height) stays only as the last resort for short screens.
 */
function MegaMenuPanel({ item, onNavigate }: { item: MenuNode; onNavigate: () => void }) {
  const layout = panelLayout(item)
  return (
    <div className="page-container py-5">
      <p className="mb-4 flex flex-wrap items-baseline gap-x-4">
        <MenuLink url={item.url} onNavigate={onNavigate} className={`${headingLinkClass} text-base`}>
          {m.nav_show_all({ name: item.name })}
        </MenuLink>
        {item.description ? <span className="text-sm text-ink-muted">{item.description}</span> : null}
      </p>
      <ul className="grid gap-x-8 gap-y-6 md:grid-cols-2 lg:flex">
        {layout.columns.map((column) => (
          <li
            key={column.column}
            className={column.wide ? 'min-w-0 md:col-span-2 lg:flex-[2_1_0%]' : 'min-w-0 lg:flex-[1_1_0%]'}
          >
            <ul className="flex flex-col gap-5">
              {column.items.map((child) => (
                <li key={child.id}>
                  <PanelGroup item={child} wide={column.wide} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </li>
        ))}
        {layout.promotions.map((group) => (
          <li key={group.id} className="min-w-0 lg:flex-[1_1_0%]">
            <BannerGroup item={group} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {layout.brands.map((group) => (
        <div
          key={group.id}
          className="mt-5 flex flex-col gap-x-6 gap-y-3 border-t border-line pt-4 lg:flex-row lg:items-center"
        >
          <MenuLink url={group.url} onNavigate={onNavigate} className={headingLinkClass}>
            {group.name}
          </MenuLink>
          <ul aria-label={group.name} className="grid flex-1 grid-cols-4 gap-3 lg:grid-cols-8">
            {group.children.map((brand) => (
              <li key={brand.id}>
                <MenuLink
                  url={brand.url}
                  onNavigate={onNavigate}
                  className="flex min-h-11 items-center rounded-md text-sm font-semibold text-ink hover:text-brand-700 hover:underline"
                >
                  {brand.logo ? <BrandLogo src={brand.logo} name={brand.name} /> : brand.name}
                </MenuLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

/**
 * Banners show their artwork whole: the image keeps its own aspect ratio (from its width and height,
 * so nothing shifts while it loads), and `object-contain` letterboxes artwork of another shape
 * rather than cropping away what it shows.
 */
function BannerGroup({ item, onNavigate }: { item: MenuNode; onNavigate: () => void }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={item.name}>
      {item.children.map((banner) => (
        <li key={banner.id}>
          <MenuLink
            url={banner.url}
            onNavigate={onNavigate}
            className="group flex flex-col overflow-hidden rounded-md bg-brand-50 hover:bg-brand-100"
          >
            {banner.image ? (
              <img
                src={banner.image.src}
                alt=""
                width={banner.image.width ?? 480}
                height={banner.image.height ?? 200}
                loading="lazy"
                className="h-auto w-full object-contain"
              />
            ) : null}
            <span className="px-3 pt-2 font-semibold text-brand-900 group-hover:underline">
              {banner.title ?? banner.name}
            </span>
            {banner.text ? <span className="px-3 pb-2 text-sm text-ink-muted">{banner.text}</span> : null}
          </MenuLink>
        </li>
      ))}
    </ul>
  )
}

function PanelGroup({ item, wide, onNavigate }: { item: MenuNode; wide: boolean; onNavigate: () => void }) {
  if (isBannerGroup(item)) return <BannerGroup item={item} onNavigate={onNavigate} />
  const brands = isBrandItem(item)
  let listClass = 'mt-2 flex flex-col gap-1.5'
  if (brands) listClass = 'mt-2 flex flex-wrap gap-2'
  else if (wide) listClass = 'mt-2 columns-2 gap-x-8 [&>li]:mb-1.5 [&>li]:break-inside-avoid'
  return (
    <>
      <MenuLink url={item.url} onNavigate={onNavigate} className={headingLinkClass}>
        {item.name}
      </MenuLink>
      {item.children.length > 0 ? (
        <ul className={listClass}>
          {item.children.map((child) => (
            <li key={child.id}>
              <MenuLink url={child.url} onNavigate={onNavigate} className={linkClass}>
                {isBrandItem(child) && child.logo ? (
                  <BrandLogo src={child.logo} name={child.name} />
                ) : (
                  child.name
                )}
              </MenuLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
