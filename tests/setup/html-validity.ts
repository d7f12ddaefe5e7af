import { HtmlValidate, Rule } from 'html-validate'
import type { ConfigData, DOMReadyEvent, Message, Plugin } from 'html-validate'

/**
 * `disabled` and `aria-disabled` on one element: either they contradict each other
 * (`aria-disabled="false"` on a disabled button) or `aria-disabled` is redundant, which the W3C
 * checker also refuses. html-validate has no rule for it, so the storefront has its own: a button that
 * waits for hydration takes both from `disabledUntilHydrated` (src/ui/use-hydrated.ts), which never
 * sets both.
 */
class NoDisabledWithAriaDisabled extends Rule {
  override setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll('[disabled][aria-disabled]')) {
        const value = element.getAttribute('aria-disabled')?.value
        this.report(
          element,
          `"disabled" with aria-disabled="${typeof value === 'string' ? value : ''}": use one of the two`,
          element.getAttribute('aria-disabled')?.keyLocation,
        )
      }
    })
  }
}

/**
 * The ARIA in HTML rules the W3C checker applies and html-validate does not: an `<input type="search">`
 * may only have the role searchbox; a combobox is an `<input type="text">` (or without a type).
 */
class NoRoleOnSearchInput extends Rule {
  override setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll('input[type="search"][role]')) {
        const role = element.getAttribute('role')?.value
        if (role === 'searchbox') continue
        this.report(
          element,
          `role="${typeof role === 'string' ? role : ''}" is not allowed on <input type="search">`,
        )
      }
    })
  }
}

const storefrontPlugin: Plugin = {
  name: 'storefront',
  rules: {
    'storefront/no-disabled-with-aria-disabled': NoDisabledWithAriaDisabled,
    'storefront/no-role-on-search-input': NoRoleOnSearchInput,
  },
}

/** The checks every server-rendered page passes with no message (tests/e2e/html-validity.spec.ts). */
export const htmlValidityConfig: ConfigData = {
  plugins: [storefrontPlugin],
  extends: ['html-validate:recommended', 'html-validate:a11y'],
  rules: {
    // React's server output, valid HTML5 either way: void elements as `<br/>`, boolean attributes as
    // `disabled=""`, and attribute names in React's spelling (`autoComplete`, `enterKeyHint`,
    // `tabIndex`; HTML attribute names are case-insensitive).
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
    // React's useId gives ids like `_R_4q9q_`; HTML5 allows any id without whitespace, which the
    // relaxed mode still checks.
    'valid-id': ['error', { relaxed: true }],
    // A colour swatch's colour is the product data's, not the style sheet's (spec: colour filter);
    // every other inline style is still refused.
    'no-inline-style': ['error', { allowedProperties: ['display', 'background-color'] }],
    'storefront/no-disabled-with-aria-disabled': 'error',
    'storefront/no-role-on-search-input': 'error',
  },
}

export const htmlValidator = new HtmlValidate(htmlValidityConfig)

/** The line of `html` a message points at, shortened around the offending spot. */
function snippet(html: string, message: Message): string {
  const start = Math.max(0, message.offset - 60)
  const end = Math.min(html.length, message.offset + Math.max(message.size, 1) + 60)
  return html.slice(start, end).replace(/\s+/g, ' ')
}

/** Every message for `html` as "rule line:column message — …snippet…"; empty when valid. */
export async function htmlValidityMessages(html: string): Promise<string[]> {
  const report = await htmlValidator.validateString(html)
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${message.ruleId} ${String(message.line)}:${String(message.column)} ${message.message} — …${snippet(html, message)}…`,
    ),
  )
}
