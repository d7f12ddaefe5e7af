/**
 * Pure rules of the honest sold-out states: which sizes an alert can be asked for, whether the
 * product can be bought at all, and which items keep a set from being added as a set.
 */
import { isOptionAvailable } from '~/shop-client/schemas/product.schema'
import type { ProductOption, ProductSet } from '~/shop-client/schemas/product.schema'

/** Sizes that cannot be bought now, in size order: the ones a back-in-stock alert is for. */
export function alertableSizes(options: readonly ProductOption[]): ProductOption[] {
  return options.filter((option) => !isOptionAvailable(option))
}

/** No size in stock: the page offers alerts instead of quantity, mounting and the cart. */
export function isSoldOut(options: readonly ProductOption[]): boolean {
  return !options.some(isOptionAvailable)
}

/**
 * The size the alert form starts with: the one the shopper chose if it is sold out, else the first
 * sold-out size; null when every size is in stock.
 */
export function initialAlertSize(
  options: readonly ProductOption[],
  selectedOptionId: number | null,
): number | null {
  const sizes = alertableSizes(options)
  return (sizes.find((size) => size.id === selectedOptionId) ?? sizes[0])?.id ?? null
}

/**
 * Names of the set's items that are sold out in every size (the set's answer says `available`
 * per item), in set order; a set with any is not sold as a set until they are back.
 */
export function missingSetItems(set: ProductSet): string[] {
  return set.products.filter((item) => !item.available).map((item) => item.name)
}
