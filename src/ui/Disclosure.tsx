import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { useIntent } from './load-later'
import { useHydrated } from './use-hydrated'

/**
 * A button that shows and hides a panel below it (aria-expanded, aria-controls). The panel's content
 * is first rendered on intent (pointer, focus or touch on the button) or when open, so content that
 * loads lazily is on its way before the click; once rendered it stays mounted while closed, keeping
 * what was typed. The button works once the page is hydrated.
 */
export function Disclosure({
  label,
  icon,
  defaultOpen = false,
  children,
}: {
  label: string
  /** A decorative icon before the label. */
  icon?: ReactNode
  /** Open from the start (and rendered by the server). */
  defaultOpen?: boolean
  children: ReactNode
}) {
  const ids = useId()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(defaultOpen)
  const [opened, setOpened] = useState(defaultOpen)
  const { wanted, intentHandlers } = useIntent()
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-3 md:p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-panel`}
        disabled={!hydrated}
        {...intentHandlers}
        onClick={() => {
          setOpen(!open)
          setOpened(true)
        }}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-pill border-2 border-brand-800 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {icon}
        {label}
      </button>
      <div id={`${ids}-panel`} hidden={!open} className="flex flex-col gap-3">
        {(opened || wanted) && children}
      </div>
    </div>
  )
}
