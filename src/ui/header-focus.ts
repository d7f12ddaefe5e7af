/**
 * Focus rules shared by the header popups (spec §4 "Header popups"): each closes when the focus
 * leaves it, so nothing that is not a decision of the shopper may move the focus away.
 */

/** What takes the focus when pressed: controls, and anything made focusable on purpose. */
const PRESS_TAKES_FOCUS =
  'a[href], button, input, select, textarea, summary, [contenteditable=""], [contenteditable="true"], [tabindex]:not([tabindex="-1"])'

/**
 * For a popup's mousedown: a press on its blank space, a heading or plain text would move the focus
 * to the page body, and the popup would close as if the shopper had left it (the search panel would
 * also lose the typed query). Cancelling the press's default keeps the focus where it is. Presses on
 * controls go on as usual, so links and buttons still take the focus and work.
 */
export function keepFocusOnBlankPress(event: {
  readonly target: EventTarget | null
  preventDefault(): void
}) {
  const target = event.target
  if (target instanceof Element && target.closest(PRESS_TAKES_FOCUS)) return
  event.preventDefault()
}

/**
 * Whether the focus is in the search of `header` (its text box or its open panel): the search is
 * the element with the search landmark role.
 */
export function focusIsInHeaderSearch(header: Element | null | undefined): boolean {
  const search = header?.querySelector('[role="search"]')
  return search !== null && search !== undefined && search.contains(document.activeElement)
}
