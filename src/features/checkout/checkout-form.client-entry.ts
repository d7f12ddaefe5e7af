/**
 * The checkout form's checks in the browser, before the round trip (design brief §7: the checkout
 * works without JavaScript; with it, an empty field does not cost a page load). It builds the same
 * error summary the server renders (`ErrorSummary`), from the fields' own constraints (`required`,
 * `type="email"`, `pattern`) and the texts the server wrote on the form and its fields, so it
 * carries no messages of its own. Fields hidden by the chosen options (CSS `:has()`) do not count:
 * the server ignores them too. Without this script the server's answer is the same summary.
 */
const SUMMARY_ID = 'checkout-error-summary'

type Field = HTMLInputElement | HTMLSelectElement

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement

/** Shown on the page: not in a section the chosen options hide (`display: none` somewhere above). */
function isShown(field: Field): boolean {
  return typeof field.checkVisibility === 'function'
    ? field.checkVisibility()
    : field.getClientRects().length > 0
}

/** The message for a field that fails its constraints, from the texts the server wrote on it. */
function problemOf(field: Field): string | null {
  if (field.disabled || !isShown(field) || field.validity.valid) return null
  const { requiredMessage, invalidMessage } = field.dataset
  if (field.validity.valueMissing) return requiredMessage ?? null
  return invalidMessage ?? requiredMessage ?? null
}

/** The inline message under a field, as the server renders it (`FieldError`), or none. */
function showInline(field: Field, message: string | null): void {
  const errorId = `${field.id}-error`
  document.getElementById(errorId)?.remove()
  if (message === null) {
    field.removeAttribute('aria-invalid')
    field.removeAttribute('aria-describedby')
    return
  }
  const inline = document.createElement('p')
  inline.id = errorId
  inline.className = 'text-sm font-medium text-sale-600'
  inline.textContent = message
  field.insertAdjacentElement('afterend', inline)
  field.setAttribute('aria-invalid', 'true')
  field.setAttribute('aria-describedby', errorId)
}

function renderSummary(form: HTMLFormElement, entries: readonly (readonly [Field, string])[]): HTMLElement {
  const template = form.dataset.summaryEntry ?? '{field}: {message}'
  const summary = document.createElement('div')
  summary.id = SUMMARY_ID
  summary.setAttribute('role', 'alert')
  summary.setAttribute('aria-labelledby', `${SUMMARY_ID}-title`)
  summary.tabIndex = -1
  summary.className = form.dataset.summaryClass ?? ''
  const title = document.createElement('h2')
  title.id = `${SUMMARY_ID}-title`
  title.className = 'font-bold'
  title.textContent = form.dataset.summaryTitle ?? ''
  const list = document.createElement('ul')
  list.className = 'list-disc space-y-1 pl-5 text-sm'
  for (const [field, message] of entries) {
    const link = document.createElement('a')
    link.href = `#${field.id}`
    link.className = 'inline-block py-0.5 underline'
    link.textContent = template
      .replace('{field}', field.dataset.summaryLabel ?? field.name)
      .replace('{message}', message)
    const item = document.createElement('li')
    item.append(link)
    list.append(item)
  }
  summary.append(title, list)
  const existing = document.getElementById(SUMMARY_ID)
  if (existing) existing.replaceWith(summary)
  else form.closest('[data-checkout]')?.querySelector('[data-summary-slot]')?.replaceWith(summary)
  return summary
}

function check(event: SubmitEvent): void {
  const form = event.currentTarget
  if (!(form instanceof HTMLFormElement)) return
  const entries: (readonly [Field, string])[] = []
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || element.type === 'hidden' || element.type === 'radio') continue
    const problem = problemOf(element)
    if (element.dataset.requiredMessage !== undefined || element.dataset.invalidMessage !== undefined)
      showInline(element, problem)
    if (problem !== null) entries.push([element, problem])
  }
  if (entries.length === 0) return
  event.preventDefault()
  renderSummary(form, entries).focus()
}

/** A summary link moves focus to its field (as the browser does for the server's page without script). */
function followSummaryLink(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest(`#${SUMMARY_ID} a[href^="#"]`) : null
  if (!(link instanceof HTMLAnchorElement)) return
  const field = document.getElementById(link.hash.slice(1))
  if (!field) return
  event.preventDefault()
  field.focus()
  field.scrollIntoView({ block: 'center' })
}

for (const form of Array.from(document.querySelectorAll<HTMLFormElement>('form[data-checkout-form]')))
  form.addEventListener('submit', check)
document.addEventListener('click', followSummaryLink)
