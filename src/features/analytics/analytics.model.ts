/**
 * The rules of spec §4 "Analytics events" as pure functions: what the dataLayer receives is built
 * here, pushed in one place (data-layer.ts) and checked against analytics.schema.ts in the tests.
 */
import { discountBand } from '~/lib/price'
import type { RouteName } from '~/app-shell/route-names'

/** Spec §4: the timer event after 8 minutes on the site, and the page-count event on the tenth view. */
export const EIGHT_MINUTES_MS = 480_000
export const TEN_PAGES = 10

/** GA4's gender vocabulary of the spec: men → male, women → female, children → kids. */
export type AnalyticsGender = 'male' | 'female' | 'kids'

const genderWords: Readonly<Record<string, AnalyticsGender>> = {
  men: 'male',
  male: 'male',
  herren: 'male',
  women: 'female',
  female: 'female',
  damen: 'female',
  children: 'kids',
  kinder: 'kids',
  kids: 'kids',
}

/** Spec §4 gender mapping; the shop's own names (herren, damen, kinder) map like their English ones. */
export function analyticsGender(gender: string): AnalyticsGender | undefined {
  return genderWords[gender.toLowerCase()]
}

export type ShoppingType = 'male' | 'female' | 'kids' | 'family' | 'couple' | 'other'

/**
 * Spec §4 shopping-type classes, from the genders of what is bought (unisex lines do not count):
 * kids' things with adults' things → family; men's and women's things, no kids' → couple; one
 * gender only → that gender; nothing gendered (or an empty basket) → other.
 */
export function shoppingType(genders: readonly string[]): ShoppingType {
  const present = new Set(genders.map(analyticsGender).filter((gender) => gender !== undefined))
  const adults = Number(present.has('male')) + Number(present.has('female'))
  if (present.has('kids')) return adults > 0 ? 'family' : 'kids'
  if (adults === 2) return 'couple'
  if (present.has('male')) return 'male'
  if (present.has('female')) return 'female'
  return 'other'
}

/** Spec §2 Navigation rules: product list and guide pages do not send the page-data event. */
export function sendsPageData(routeName: RouteName | undefined): boolean {
  return routeName !== 'srp' && routeName !== 'guide'
}

/** What the counters of a visit hold (session storage once the shopper allows statistics). */
export interface VisitCounters {
  readonly pageViews: number
  /** Epoch milliseconds of the first page of the visit. */
  readonly startedAt: number
  readonly sentTenPages: boolean
  readonly sentEightMinutes: boolean
}

export function newVisit(now: number): VisitCounters {
  return { pageViews: 0, startedAt: now, sentTenPages: false, sentEightMinutes: false }
}

/** One more page view; `tenPages` says whether this view is the tenth (sent once per visit). */
export function countPageView(visit: VisitCounters): { visit: VisitCounters; tenPages: boolean } {
  const pageViews = visit.pageViews + 1
  const tenPages = !visit.sentTenPages && pageViews >= TEN_PAGES
  return { visit: { ...visit, pageViews, sentTenPages: visit.sentTenPages || tenPages }, tenPages }
}

/** Milliseconds until the 8-minute event is due (0: due now), or null when it was sent. */
export function eightMinutesDueIn(visit: VisitCounters, now: number): number | null {
  if (visit.sentEightMinutes) return null
  return Math.max(0, visit.startedAt + EIGHT_MINUTES_MS - now)
}

/** GA4's item fields (the standard ones) plus the spec's discount band and gender. */
export interface AnalyticsItem {
  item_id: string
  item_name: string
  item_brand: string
  item_category?: string
  item_category2?: string
  item_category3?: string
  item_category4?: string
  item_category5?: string
  item_variant?: string
  item_list_id?: string
  item_list_name?: string
  index?: number
  price: number
  /** Money off per unit against the recommended retail price (GA4's meaning of `discount`). */
  discount: number
  /** Spec §4 discount percent band: 0, 0-1, 1-10, 11-20 … 91-100. */
  discount_band: string
  item_gender?: AnalyticsGender
  quantity: number
}

/** What the storefront knows of a product wherever it shows one (list, page, cart, order). */
export interface ItemSource {
  readonly sku: string
  readonly name: string
  readonly brand: string
  /** The viewer's price (spec §3: the price of the current price type), per unit. */
  readonly price: number
  /** Recommended retail price per unit; the discount is measured against it. */
  readonly rrp?: number
  readonly discountPercent?: number
  readonly gender?: string
  readonly categories?: readonly string[]
  /** Colour, and the size when one is chosen. */
  readonly variant?: readonly (string | undefined)[]
}

export interface ItemPlacement {
  readonly quantity?: number
  readonly index?: number
  readonly list?: { readonly id: string; readonly name: string }
}

const roundMoney = (amount: number) => Math.round(amount * 100) / 100

const CATEGORY_FIELDS = [
  'item_category',
  'item_category2',
  'item_category3',
  'item_category4',
  'item_category5',
] as const

/** A GA4 item: up to five category levels, the viewer's price, never anything about the viewer. */
export function analyticsItem(source: ItemSource, placement: ItemPlacement = {}): AnalyticsItem {
  const discount =
    source.rrp !== undefined && source.rrp > source.price ? roundMoney(source.rrp - source.price) : 0
  const percent =
    source.discountPercent ?? (source.rrp !== undefined && source.rrp > 0 ? (discount / source.rrp) * 100 : 0)
  const item: AnalyticsItem = {
    item_id: source.sku,
    item_name: source.name,
    item_brand: source.brand,
    price: roundMoney(source.price),
    discount,
    discount_band: discountBand(percent),
    quantity: placement.quantity ?? 1,
  }
  ;(source.categories ?? []).slice(0, CATEGORY_FIELDS.length).forEach((category, level) => {
    item[CATEGORY_FIELDS[level] ?? 'item_category'] = category
  })
  const variant = (source.variant ?? []).filter((part) => part !== undefined && part !== '').join(' / ')
  if (variant) item.item_variant = variant
  const gender = source.gender === undefined ? undefined : analyticsGender(source.gender)
  if (gender) item.item_gender = gender
  if (placement.index !== undefined) item.index = placement.index
  if (placement.list) {
    item.item_list_id = placement.list.id
    item.item_list_name = placement.list.name
  }
  return item
}

/** The value of a basket of items: the sum of price × quantity, to the cent. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return roundMoney(items.reduce((sum, item) => sum + item.price * item.quantity, 0))
}

/** Purchases already sent from this browser, newest last; a reload of the confirmation sends none. */
export function rememberPurchase(
  sent: readonly string[],
  orderNumber: string,
  keep = 50,
): { sent: string[]; isNew: boolean } {
  if (sent.includes(orderNumber)) return { sent: [...sent], isNew: false }
  return { sent: [...sent, orderNumber].slice(-keep), isNew: true }
}
