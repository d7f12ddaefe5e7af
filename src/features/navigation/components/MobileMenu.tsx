import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight, Menu, X } from 'lucide-react'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { m } from '~/paraglide/messages'
import type { Gender, MenuNode } from '../navigation.schema'
import { menuQuery } from '../navigation.queries'
import {
  chooseMenuGender,
  closeMobileMenu,
  closedMobileMenu,
  currentLevel,
  nextLevel,
  openMobileMenu,
  previousLevel,
} from '../mobile-menu.model'
import type { MobileMenuState } from '../mobile-menu.model'
import { useHeaderPopup } from '../use-header-popup'
import { useSelectedGender } from '../use-selected-gender'
import { BrandLogo } from './BrandLogo'
import { MenuLink } from './MenuLink'

/** Spec §9 tablet size (md, 577 px): from here on the header shows the desktop menu. */
const TABLET_QUERY = '(min-width: 36.0625rem)'

const genderTabs: readonly { readonly gender: Gender; readonly label: () => string }[] = [
  { gender: 1, label: m.nav_gender_women },
  { gender: 2, label: m.nav_gender_men },
  { gender: 3, label: m.nav_gender_kids },
]

/** The root level: with a gender selected, that gender's tree next to the non-gender roots. */
function rootItems(items: readonly MenuNode[], gender: Gender): readonly MenuNode[] {
  const genderRoot =
    gender === 0 ? undefined : items.find((item) => item.gender === gender && item.type === 'root-gender')
  if (!genderRoot) return items
  return [...genderRoot.children, ...items.filter((item) => item.type !== 'root-gender')]
}

/** Where the focus goes once a level change has rendered. */
type PendingFocus = { readonly to: 'heading' } | { readonly to: 'item'; readonly id: number }

/**
 * The mobile slide-in menu (spec §4 "Mobile menu"), below tablet size. A modal dialog, so focus
 * stays inside and the page behind does not scroll; opening records the scroll position and starts
 * the menu's gender tabs at unknown, closing resets the level stack and puts the page back where it
 * was.
 */
export function MobileMenu() {
  const popup = useHeaderPopup('mobileMenu')
  const [state, setState] = useState<MobileMenuState>(closedMobileMenu)
  const { saveChoice } = useSelectedGender()
  const menu = useQuery({ ...menuQuery('mobile'), enabled: popup.isOpen })
  const pathname = useRouterState({ select: (routerState) => routerState.location.pathname })
  const queryClient = useQueryClient()
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const itemButtons = useRef(new Map<number, HTMLButtonElement>())
  const pendingFocus = useRef<PendingFocus | null>(null)
  // A close that comes with a new page (a followed link, a route change) leaves the scroll position
  // to the router; any other close puts the page back where it was.
  const followedLink = useRef(false)
  const { close } = popup

  useEffect(() => {
    if (popup.isOpen || state.openedOn === null) return
    const { state: closed, restoreScrollY } = closeMobileMenu(state, {
      pathname,
      followedLink: followedLink.current,
    })
    followedLink.current = false
    setState(closed)
    if (restoreScrollY !== null) {
      // After the dialog has released its scroll lock.
      requestAnimationFrame(() => {
        window.scrollTo({ top: restoreScrollY, behavior: 'instant' })
      })
    }
  }, [popup.isOpen, state, pathname])

  // The button that moved to another level is gone: without this the focus would drop to the
  // dialog. Next focuses the new level's heading, so a screen reader announces the level; back
  // focuses the item that had opened the level just left. Before paint, so nothing flickers.
  useLayoutEffect(() => {
    const pending = pendingFocus.current
    if (!pending) return
    pendingFocus.current = null
    const target = pending.to === 'heading' ? heading.current : itemButtons.current.get(pending.id)
    target?.focus()
  }, [state.stack])

  useEffect(() => {
    close({ immediate: true })
  }, [pathname, close])

  useEffect(() => {
    const tablet = window.matchMedia(TABLET_QUERY)
    const onChange = () => {
      if (tablet.matches) close({ immediate: true })
    }
    tablet.addEventListener('change', onChange)
    return () => {
      tablet.removeEventListener('change', onChange)
    }
  }, [close])

  const openMenu = () => {
    setState(openMobileMenu({ scrollY: window.scrollY, pathname }))
    popup.open()
  }

  const prefetchMenu = () => {
    // Fetch the menu while the finger or pointer is on its way.
    queryClient.query(menuQuery('mobile')).catch(() => undefined)
  }

  const closeForNavigation = () => {
    followedLink.current = true
    close({ immediate: true })
  }

  const level = currentLevel(state)
  const items = level.item ? level.item.children : rootItems(menu.data ?? [], state.gender)
  const title = level.item ? level.item.name : m.nav_menu_title()

  return (
    <>
      <button
        type="button"
        aria-label={m.nav_menu_open()}
        aria-expanded={popup.isOpen}
        onClick={openMenu}
        onPointerEnter={prefetchMenu}
        onFocus={prefetchMenu}
        className="flex min-h-11 min-w-10 items-center justify-center rounded-md text-ink hover:bg-surface-muted md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <ModalOverlay
        isOpen={popup.isOpen}
        onOpenChange={(isOpen) => {
          if (!isOpen) close({ immediate: true })
        }}
        isDismissable
        className="fixed inset-0 z-50 bg-brand-950/50 md:hidden"
      >
        <Modal className="fixed inset-y-0 left-0 flex w-[min(24rem,90vw)] flex-col bg-surface shadow-card">
          <Dialog aria-labelledby={titleId} className="flex h-full flex-col outline-none">
            <div className="flex items-center gap-2 border-b border-line px-2 py-2">
              {state.stack.length > 1 ? (
                <button
                  type="button"
                  onClick={() => {
                    const leaving = currentLevel(state).item
                    if (leaving) pendingFocus.current = { to: 'item', id: leaving.id }
                    setState(previousLevel(state))
                  }}
                  className="flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-surface-muted"
                >
                  <ChevronLeft aria-hidden="true" className="size-5" />
                  {m.nav_back()}
                </button>
              ) : null}
              <Heading
                ref={heading}
                slot="title"
                id={titleId}
                // Focused by the level changes only, never by Tab.
                tabIndex={-1}
                className="flex-1 truncate px-2 font-display text-xl font-bold uppercase text-brand-900 outline-none"
              >
                {title}
              </Heading>
              <button
                type="button"
                aria-label={m.nav_menu_close()}
                onClick={() => {
                  close({ immediate: true })
                }}
                className="flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-surface-muted"
              >
                <X aria-hidden="true" className="size-6" />
              </button>
            </div>
            <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-3">
              {state.stack.length === 1 ? (
                <div role="group" aria-label={m.nav_gender_group()} className="mb-3 grid grid-cols-3 gap-2">
                  {genderTabs.map((tab) => (
                    <button
                      key={tab.gender}
                      type="button"
                      aria-pressed={state.gender === tab.gender}
                      onClick={() => {
                        const next = chooseMenuGender(state, tab.gender)
                        setState(next)
                        // A pick in the menu is the shopper's choice for the whole site.
                        saveChoice(next.gender)
                      }}
                      className="min-h-11 rounded-pill border border-brand-800 px-2 text-sm font-semibold text-brand-800 aria-pressed:bg-brand-800 aria-pressed:text-white"
                    >
                      {tab.label()}
                    </button>
                  ))}
                </div>
              ) : null}
              {menu.isPending && !level.item ? (
                <p role="status" className="py-4 text-sm text-ink-muted">
                  {m.nav_menu_loading()}
                </p>
              ) : null}
              {menu.isError && !level.item ? (
                <div role="alert" className="flex flex-col items-start gap-2 py-4 text-sm">
                  {m.nav_menu_failed()}
                  <button
                    type="button"
                    onClick={() => void menu.refetch()}
                    className="min-h-11 rounded-pill border border-brand-800 px-4 font-semibold text-brand-800"
                  >
                    {m.nav_menu_retry()}
                  </button>
                </div>
              ) : null}
              {level.item ? (
                <MenuLink
                  url={level.item.url}
                  onNavigate={closeForNavigation}
                  className="mb-1 flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-800 hover:bg-surface-muted"
                >
                  {m.nav_show_all({ name: level.item.name })}
                </MenuLink>
              ) : null}
              <ul className={level.style === 'brand' ? 'grid grid-cols-2 gap-2' : 'flex flex-col'}>
                {items
                  .filter((item) => item.type !== 'banners' && item.type !== 'banner')
                  .map((item) => (
                    <li
                      key={item.id}
                      className={level.style === 'brand' ? '' : 'border-b border-line last:border-b-0'}
                    >
                      {item.children.length > 0 ? (
                        <button
                          ref={(element) => {
                            if (element) itemButtons.current.set(item.id, element)
                            else itemButtons.current.delete(item.id)
                          }}
                          type="button"
                          onClick={() => {
                            pendingFocus.current = { to: 'heading' }
                            setState(nextLevel(state, item))
                          }}
                          className="flex min-h-12 w-full items-center justify-between gap-2 rounded-md px-2 text-left font-medium hover:bg-surface-muted"
                        >
                          {item.name}
                          <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
                        </button>
                      ) : (
                        <MenuLink
                          url={item.url}
                          onNavigate={closeForNavigation}
                          className={
                            level.style === 'brand'
                              ? 'flex min-h-16 items-center justify-center rounded-md border border-line p-2 text-sm font-semibold hover:border-brand-700'
                              : `flex min-h-12 items-center rounded-md px-2 hover:bg-surface-muted ${item.type === 'root-hot' ? 'font-semibold text-sale-600' : ''}`
                          }
                        >
                          {level.style === 'brand' && item.logo ? (
                            <BrandLogo src={item.logo} name={item.name} />
                          ) : (
                            item.name
                          )}
                        </MenuLink>
                      )}
                    </li>
                  ))}
              </ul>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  )
}
