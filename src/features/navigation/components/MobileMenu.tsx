import { useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { MenuIcon } from '~/lib/icons'
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react'
import { m } from '~/paraglide/messages'
import { menuQuery } from '../navigation.queries'
import { closeMobileMenu, closedMobileMenu, openMobileMenu } from '../mobile-menu.model'
import type { MobileMenuState } from '../mobile-menu.model'
import { useHeaderPopup } from '../use-header-popup'
import { useSelectedGender } from '../use-selected-gender'

const MobileMenuPanel = lazy(() => import('./MobileMenuPanel'))

/** Spec §9 tablet size (md, 577 px): from here on the header shows the desktop menu. */
const TABLET_QUERY = '(min-width: 36.0625rem)'

/**
 * The mobile slide-in menu (spec §4 "Mobile menu"), below tablet size: its button and state. The
 * dialog (`MobileMenuPanel`) is a modal, so focus stays inside and the page behind does not scroll;
 * its code loads when the pointer or focus first reaches the button. Opening records the scroll
 * position and starts the menu's gender tabs at unknown, closing resets the level stack and puts the
 * page back where it was.
 */
export function MobileMenu() {
  const popup = useHeaderPopup('mobileMenu')
  const [state, setState] = useState<MobileMenuState>(closedMobileMenu)
  // The panel is rendered (closed) from the first sign of intent, so its code is there by the tap.
  const [panelWanted, setPanelWanted] = useState(false)
  const { saveChoice } = useSelectedGender()
  const pathname = useRouterState({ select: (routerState) => routerState.location.pathname })
  const queryClient = useQueryClient()
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
    setPanelWanted(true)
    setState(openMobileMenu({ scrollY: window.scrollY, pathname }))
    popup.open()
  }

  const prepareMenu = () => {
    // Fetch the menu and the dialog's code while the finger or pointer is on its way.
    setPanelWanted(true)
    queryClient.query(menuQuery('mobile')).catch(() => undefined)
  }

  const closeNow = useCallback(() => {
    close({ immediate: true })
  }, [close])

  const closeForNavigation = useCallback(() => {
    followedLink.current = true
    close({ immediate: true })
  }, [close])

  return (
    <>
      <button
        type="button"
        aria-label={m.nav_menu_open()}
        aria-expanded={popup.isOpen}
        onClick={openMenu}
        onPointerEnter={prepareMenu}
        onFocus={prepareMenu}
        className="flex min-h-11 min-w-10 items-center justify-center rounded-md text-ink hover:bg-surface-muted md:hidden"
      >
        <MenuIcon aria-hidden="true" className="size-6" />
      </button>
      {panelWanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            isOpen={popup.isOpen}
            state={state}
            onStateChange={setState}
            onGenderChoice={saveChoice}
            onClose={closeNow}
            onNavigate={closeForNavigation}
          />
        </Suspense>
      ) : null}
    </>
  )
}
