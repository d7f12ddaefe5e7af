/**
 * Whether the consent settings dialog is open: the footer's button, the banner and the dialog share
 * it without a provider, and the dialog's code loads only when it is first opened.
 */
let open = false
const listeners = new Set<() => void>()

function set(value: boolean): void {
  open = value
  for (const listener of listeners) listener()
}

export const consentSettings = {
  open: () => {
    set(true)
  },
  close: () => {
    set(false)
  },
  isOpen: () => open,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
