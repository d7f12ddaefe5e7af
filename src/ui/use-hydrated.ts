import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False during server rendering and hydration, true once React owns the page. Controls that only
 * work with JavaScript stay disabled until then, so an early click is not silently undone by
 * hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/*
 * The two helpers below live beside useHydrated, in the code every page loads up front: the product
 * page and the account forms share them, and as a module of their own the bundler grouped them with
 * the forms' chunk, which the product page then loaded too (ADR 020).
 */

/** A field of the server-rendered form `formId` by name; null on the server or without the form. */
function serverFormField(formId: string, fieldName: string): Element | RadioNodeList | null {
  if (typeof document === 'undefined') return null
  const form = document.getElementById(formId)
  return form instanceof HTMLFormElement ? form.elements.namedItem(fieldName) : null
}

/**
 * What the shopper already chose or typed into a field of a server-rendered form before the page's
 * script took over. React sets controlled fields back to their state when it hydrates, which would
 * silently undo that input (an alert for another size than the one shown a moment ago). A component
 * reads this in its state's initializer, which runs during hydration, before React touches the DOM.
 * Undefined on the server and when the form is not in the document (a page rendered in the browser).
 */
export function fieldValueBeforeHydration(formId: string, fieldName: string): string | undefined {
  const field = serverFormField(formId, fieldName)
  // First: on the server the DOM's classes below do not exist.
  if (field === null) return undefined
  // A radio group's value is its checked radio's ('' when none is).
  if (field instanceof RadioNodeList) return field.value
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : undefined
}

/**
 * Whether the shopper ticked or cleared a checkbox of a server-rendered form before the page's script
 * took over: React sets a controlled checkbox back to its state when it hydrates. Read it in the
 * state's initializer, as `fieldValueBeforeHydration`. Undefined when there is no such checkbox.
 */
export function checkedBeforeHydration(formId: string, fieldName: string): boolean | undefined {
  const field = serverFormField(formId, fieldName)
  if (field === null) return undefined
  return field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : undefined
}

/**
 * A text form's default values with what the shopper typed before hydration in their place, field by
 * field (the inputs are named after the fields). Call once, in a state initializer: the form's
 * defaults must not change afterwards.
 */
export function withValuesBeforeHydration<T extends Record<string, string>>(formId: string, defaults: T): T {
  const values: Record<string, string> = { ...defaults }
  for (const name of Object.keys(defaults)) {
    const typed = fieldValueBeforeHydration(formId, name)
    if (typed !== undefined) values[name] = typed
  }
  return values as T
}

/** The disabled state of a button as React props: see {@link disabledUntilHydrated}. */
export type DisabledProps = { disabled: boolean; 'aria-disabled'?: true }

/**
 * The `disabled` and `aria-disabled` of a button that only works once the page is hydrated, in one
 * place so the two never contradict each other (an HTML checker refuses `aria-disabled="false"` on a
 * disabled button, and `aria-disabled="true"` belongs only on a button that is not `disabled`):
 * - before hydration, or while `disabled`: `disabled`, and no `aria-disabled`;
 * - while `busy` (a request runs, or the action is not possible right now): `aria-disabled="true"`
 *   but not `disabled`, so the button keeps the keyboard focus and a second press can be ignored;
 * - otherwise neither.
 * Live here, beside useHydrated, for the reason given above (ADR 020).
 */
export function disabledUntilHydrated(
  hydrated: boolean,
  { disabled = false, busy = false }: { disabled?: boolean; busy?: boolean } = {},
): DisabledProps {
  if (!hydrated || disabled) return { disabled: true }
  return busy ? { disabled: false, 'aria-disabled': true } : { disabled: false }
}

/** {@link disabledUntilHydrated} for the current render: spread the result on the button. */
export function useDisabledUntilHydrated(options?: { disabled?: boolean; busy?: boolean }): DisabledProps {
  return disabledUntilHydrated(useHydrated(), options)
}
