import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useId, useLayoutEffect, useRef } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { m } from '~/paraglide/messages'
import type { Gender, MenuNode } from '~/shop-client/schemas/navigation.schema'
import { menuQuery } from '../navigation.queries'
import { chooseMenuGender, currentLevel, nextLevel, previousLevel } from '../mobile-menu.model'
import type { MobileMenuState } from '../mobile-menu.model'
import { BrandLogo } from './BrandLogo'
import { MenuLink } from './MenuLink'

const genderTabs: readonly { readonly gender: Gender; readonly label: () => string }[] = [
  { gender: 1, label: m.nav_gender_women },
  { gender: 2, label: m.nav_gender_men },
  { gender: 3, label: m.nav_gender_kids },
]

/**
 * The root level: with a gender selected, that gender's tree next to the non-gender roots. The gender
 * roots themselves never appear in the list: the gender tabs above it are their one entry, so Damen,
 * Herren and Kinder are not offered twice.
 */
function rootItems(items: readonly MenuNode[], gender: Gender): readonly MenuNode[] {
  const otherRoots = items.filter((item) => item.type !== 'root-gender')
  const genderRoot =
    gender === 0 ? undefined : items.find((item) => item.gender === gender && item.type === 'root-gender')
  return genderRoot ? [...genderRoot.children, ...otherRoots] : otherRoots
}

/** Where the focus goes once a level change has rendered. */
type PendingFocus = { readonly to: 'heading' } | { readonly to: 'item'; readonly id: number }

export interface MobileMenuPanelProps {
  readonly isOpen: boolean
  readonly state: MobileMenuState
  readonly onStateChange: (state: MobileMenuState) => void
  /** The shopper picked a gender tab: their choice for the whole site. */
  readonly onGenderChoice: (gender: Gender) => void
  readonly onClose: () => void
  /** A link in the menu was followed: the menu closes and the router owns the scroll position. */
  readonly onNavigate: () => void
}

/**
 * The mobile menu's dialog (spec §4 "Mobile menu"): the levels, the gender tabs and the links. Loaded
 * when the shopper first reaches for the menu button, so pages do not carry the dialog's code up
 * front; the button and the open/close state stay in `MobileMenu`.
 */
export default function MobileMenuPanel({
  isOpen,
  state,
  onStateChange: setState,
  onGenderChoice,
  onClose: close,
  onNavigate: closeForNavigation,
}: MobileMenuPanelProps) {
  const menu = useQuery({ ...menuQuery('mobile'), enabled: isOpen })
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const itemButtons = useRef(new Map<number, HTMLButtonElement>())
  const pendingFocus = useRef<PendingFocus | null>(null)

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

  const level = currentLevel(state)
  const items = level.item ? level.item.children : rootItems(menu.data ?? [], state.gender)
  const title = level.item ? level.item.name : m.nav_menu_title()

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) close()
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
              onClick={close}
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
                      onGenderChoice(next.gender)
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
  )
}
