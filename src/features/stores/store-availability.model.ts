/**
 * What the product page says about stock in the stores, decided from the shop's answer (pure, so it
 * can be tested alone). The components only turn these decisions into sentences.
 */
import type {
  StockBand,
  StoreOpening,
  StoreStock,
  StoreStockEntry,
} from '~/shop-client/schemas/store-stock.schema'

/** When a unit in a store can be picked up: today while it is open, else from its next opening. */
export type Pickup =
  | { readonly kind: 'until'; readonly time: string }
  | {
      readonly kind: 'from'
      /** The Vienna date (`YYYY-MM-DD`); `relative` says when it is today or tomorrow. */
      readonly date: string
      readonly relative: 'today' | 'tomorrow' | null
      readonly time: string
    }

export type StoreAvailabilityLine =
  /** No size chosen: how many stores have any size, and whether the shopper's own store does. */
  | {
      readonly kind: 'product'
      readonly storesWithStock: number
      readonly myStore: { readonly name: string; readonly hasStock: boolean } | null
    }
  /** A size chosen and the shopper has a store: that store's band and when to pick it up. */
  | {
      readonly kind: 'my-store'
      readonly name: string
      readonly band: StockBand
      readonly quantity: number | null
      readonly pickup: Pickup | null
    }
  /** A size chosen and no store of the shopper's: the first stores that have it (nearest first). */
  | { readonly kind: 'stores'; readonly names: readonly string[]; readonly more: number }
  /** A size chosen that no store has. */
  | { readonly kind: 'nowhere' }

/** How many store names the line spells out before "and n more". */
const NAMED_STORES = 2

export const hasStock = (entry: StoreStockEntry): boolean => entry.availability !== 'none'

/** The calendar date in Vienna (`YYYY-MM-DD`), the time zone the shop's opening hours are in. */
export function viennaDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/**
 * When a unit on the shelf can be collected, seen at `now`: until closing while open, else from the
 * next opening (today, tomorrow or the date, which the sentence names by its weekday).
 */
export function pickupOf(opening: StoreOpening, now: Date): Pickup | null {
  if (opening.openNow) return opening.closesAt ? { kind: 'until', time: opening.closesAt } : null
  if (!opening.nextOpening) return null
  const today = viennaDate(now)
  const { date, time } = opening.nextOpening
  const relative = date === today ? 'today' : date === dayAfter(today) ? 'tomorrow' : null
  return { kind: 'from', date, relative, time }
}

/** The product page's line about the stores, from the answer for a size or for the whole product. */
export function availabilityLine(stock: StoreStock, now: Date): StoreAvailabilityLine {
  const mine = stock.stores.find((entry) => entry.isCallerStore)
  if (stock.size === null) {
    return {
      kind: 'product',
      storesWithStock: stock.storesWithStock,
      myStore: mine ? { name: mine.store.name, hasStock: hasStock(mine) } : null,
    }
  }
  if (mine) {
    return {
      kind: 'my-store',
      name: mine.store.name,
      band: mine.availability,
      quantity: mine.availability === 'few' ? mine.quantity : null,
      pickup: hasStock(mine) ? pickupOf(mine.opening, now) : null,
    }
  }
  // The shop lists the stores with stock first (nearest first when a position was sent).
  const withStock = stock.stores.filter(hasStock)
  if (withStock.length === 0) return { kind: 'nowhere' }
  return {
    kind: 'stores',
    names: withStock.slice(0, NAMED_STORES).map((entry) => entry.store.name),
    more: Math.max(0, withStock.length - NAMED_STORES),
  }
}

/** Folds case and accents, so "wien" finds "Wien" and "klosterneuburg" finds "Klosterneuburg". */
function folded(text: string): string {
  return text
    .toLocaleLowerCase('de-AT')
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
}

/** The stores whose city, postal code or name contains what the shopper typed (all for nothing). */
export function filterStores<T extends StoreStockEntry>(entries: readonly T[], query: string): T[] {
  const wanted = folded(query.trim())
  if (wanted === '') return [...entries]
  return entries.filter(({ store }) =>
    [store.city, store.postal, store.name].some((field) => folded(field).includes(wanted)),
  )
}
