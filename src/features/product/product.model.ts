/**
 * Pure rules of the product page's buy box: which sizes can be chosen, the quantity a shopper types,
 * and what is sent to the cart. Kept apart from the components so that they can be tested alone.
 */
import { DEFAULT_ADD_AMOUNT, MAX_ADD_AMOUNT } from '~/shop-client/schemas/cart.schema'
import type { AddCartItemInput } from '~/shop-client/schemas/cart.schema'
import { isOptionAvailable } from '~/shop-client/schemas/product.schema'
import type { ProductOption } from '~/shop-client/schemas/product.schema'

/**
 * The size chosen before the shopper does anything: only a product with a single size that is in
 * stock (one-size goods) is preselected; otherwise choosing is required (no silent default size).
 */
export function initialSizeSelection(options: readonly ProductOption[]): number | null {
  const [only] = options
  return options.length === 1 && only && isOptionAvailable(only) ? only.id : null
}

/** The quantity field as typed: a whole number from 1 to 10, or null for anything else. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,2}$/.test(trimmed)) return null
  const amount = Number(trimmed)
  return amount >= 1 && amount <= MAX_ADD_AMOUNT ? amount : null
}

/** The quantity field starts at spec §4's default amount. */
export const initialQuantityText = String(DEFAULT_ADD_AMOUNT)

export interface BuyBoxState {
  readonly selectedOptionId: number | null
  readonly quantityText: string
  readonly mounting: boolean
}

export type AddToCartProblem = 'size-required' | 'size-unavailable' | 'quantity'

export type AddToCartCheck =
  | { readonly ok: true; readonly input: AddCartItemInput; readonly option: ProductOption }
  | { readonly ok: false; readonly problem: AddToCartProblem }

/**
 * What the add-to-cart button sends, or why it cannot send yet. Mounting is sent only when the
 * product offers it, so a stale checkbox never asks the shop for mounting a shirt.
 */
export function prepareAddToCart(
  options: readonly ProductOption[],
  state: BuyBoxState,
  extras: { readonly mountingAvailable: boolean; readonly setId?: number },
): AddToCartCheck {
  if (state.selectedOptionId === null) return { ok: false, problem: 'size-required' }
  const option = options.find((candidate) => candidate.id === state.selectedOptionId)
  if (!option) return { ok: false, problem: 'size-required' }
  if (!isOptionAvailable(option)) return { ok: false, problem: 'size-unavailable' }
  const amount = parseQuantity(state.quantityText)
  if (amount === null) return { ok: false, problem: 'quantity' }
  const input: AddCartItemInput = { productOption: option.id, amount }
  if (extras.mountingAvailable && state.mounting) input.mounting = true
  if (extras.setId !== undefined) input.setId = extras.setId
  return { ok: true, input, option }
}

/**
 * A meta description from the product text: search engines show about 155 characters, so a longer
 * text is cut at a word boundary and marked with an ellipsis.
 */
export function metaDescription(text: string, maxLength = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= maxLength) return flat
  const cut = flat.slice(0, maxLength - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/**
 * "{brand} {name}" for the title and image texts. Many product names already begin with the brand
 * ("Nike Dri-FIT …"); the brand is then not repeated.
 */
export function productDisplayName(brand: string, name: string): string {
  return name.toLocaleLowerCase('de-AT').startsWith(`${brand.toLocaleLowerCase('de-AT')} `)
    ? name
    : `${brand} ${name}`
}
