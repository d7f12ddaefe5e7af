import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { LocateFixed, MapPinCheck, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { viewerQuery } from '~/features/account/account.queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { isOptionAvailable } from '~/shop-client/schemas/product.schema'
import type { ProductDetail, ProductOption } from '~/shop-client/schemas/product.schema'
import type { Reservation, StoreStockEntry } from '~/shop-client/schemas/store-stock.schema'
import { announce } from '~/ui/announcer'
import { inputClasses, secondaryButtonClasses } from '~/ui/form-controls'
import type { GeoPoint } from '../distance'
import { filterStores, hasStock } from '../store-availability.model'
import { STORE_STOCK_KEY, storeStockQuery } from '../store-stock.queries'
import { chooseMyStore } from '../stores.functions'
import { rememberChosenStore } from '../stores.queries'
import { bandText, openingText } from './availability-text'
import { ReservationDone, ReserveForm } from './ReserveForm'

type Located =
  | { readonly state: 'idle' }
  | { readonly state: 'locating' }
  | { readonly state: 'located'; readonly origin: GeoPoint }
  | { readonly state: 'failed'; readonly reason: 'denied' | 'unavailable' }

type View =
  | { readonly kind: 'list' }
  | { readonly kind: 'reserve'; readonly entry: StoreStockEntry }
  | { readonly kind: 'reserved'; readonly reservation: Reservation }

const bandClasses = {
  available: 'bg-success-50 text-success-800',
  few: 'bg-accent-100 text-ink',
  none: 'bg-surface-muted text-ink',
} as const

const distanceFormat = (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })

/**
 * The stores dialog of a size (any of the product's sizes, chosen in the dialog: also one sold out
 * online, which a store may still have): every store with its band, opening state and (after "use my
 * location") distance, searchable by city or postal code, with "make this my store" and
 * "Reservieren" where the size is on the shelf; reserving happens in the same dialog. A modal
 * dialog (focus stays inside, Escape closes, focus returns to the button).
 */
export default function StoreStockModal({
  product,
  option,
  isOpen,
  onOpenChange,
}: {
  product: ProductDetail
  /** The size chosen on the page, if any: the dialog starts with it. */
  option: ProductOption | null
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const ids = useId()
  const [view, setView] = useState<View>({ kind: 'list' })
  const [optionId, setOptionId] = useState(() => option?.id ?? null)
  const chosen = product.options.find((candidate) => candidate.id === optionId) ?? null
  const headingRef = useRef<HTMLHeadingElement>(null)
  // A new view starts at its heading, so keyboard and screen-reader users know where they are.
  const viewKind = view.kind
  const firstView = useRef(true)
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false
      return
    }
    headingRef.current?.focus()
  }, [viewKind])

  const close = (open: boolean) => {
    onOpenChange(open)
    if (!open) setView({ kind: 'list' })
  }

  const title =
    view.kind === 'list'
      ? m.store_stock_dialog_heading()
      : view.kind === 'reserve'
        ? m.reserve_heading({ store: view.entry.store.name })
        : m.reserve_done_heading()

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-brand-950/50 p-2 md:p-4"
    >
      <Modal className="flex max-h-full w-full max-w-2xl flex-col rounded-lg bg-surface shadow-card">
        <Dialog aria-labelledby={`${ids}-title`} className="flex min-h-0 flex-col outline-none">
          {({ close: closeDialog }) => (
            <>
              <div className="flex items-start justify-between gap-3 border-b border-line p-4 md:px-6">
                <Heading
                  id={`${ids}-title`}
                  ref={headingRef}
                  tabIndex={-1}
                  slot="title"
                  className="text-2xl font-bold text-brand-900 outline-none"
                >
                  {title}
                </Heading>
                <Button
                  onPress={closeDialog}
                  aria-label={m.store_stock_dialog_close()}
                  className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
                >
                  <X aria-hidden="true" className="size-6" />
                </Button>
              </div>
              <div className="min-h-0 overflow-y-auto p-4 md:px-6">
                {view.kind === 'list' ? (
                  <>
                    <SizeChoice product={product} value={optionId} onChange={setOptionId} />
                    {chosen ? (
                      <StoreList
                        key={chosen.id}
                        option={chosen}
                        onReserve={(entry) => {
                          setView({ kind: 'reserve', entry })
                        }}
                      />
                    ) : null}
                  </>
                ) : view.kind === 'reserve' && chosen ? (
                  <ReserveForm
                    product={product}
                    option={chosen}
                    entry={view.entry}
                    onBack={() => {
                      setView({ kind: 'list' })
                    }}
                    onReserved={(reservation) => {
                      setView({ kind: 'reserved', reservation })
                    }}
                  />
                ) : view.kind === 'reserved' ? (
                  <ReservationDone reservation={view.reservation} />
                ) : null}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

/**
 * Which size the stores are asked for: every size of the product, those sold out online too (a
 * store may still have them on its shelf, to pick up or reserve).
 */
function SizeChoice({
  product,
  value,
  onChange,
}: {
  product: ProductDetail
  value: number | null
  onChange: (optionId: number) => void
}) {
  const ids = useId()
  if (product.options.length < 2 && value !== null) return null
  return (
    <div className="mb-4 flex flex-col gap-1">
      <label htmlFor={`${ids}-size`} className="text-sm font-semibold text-ink">
        {m.pdp_sizes()}
      </label>
      <select
        id={`${ids}-size`}
        value={value ?? ''}
        onChange={(event) => {
          onChange(Number(event.target.value))
        }}
        className={inputClasses}
      >
        {value === null ? <option value="">{m.store_stock_choose_size_option()}</option> : null}
        {product.options.map((option) => (
          <option key={option.id} value={option.id}>
            {isOptionAvailable(option)
              ? option.label
              : m.store_stock_size_sold_out_online({ size: option.label })}
          </option>
        ))}
      </select>
    </div>
  )
}

function StoreList({
  option,
  onReserve,
}: {
  option: ProductOption
  onReserve: (entry: StoreStockEntry) => void
}) {
  const ids = useId()
  const locale = getLocale()
  const queryClient = useQueryClient()
  const [located, setLocated] = useState<Located>({ state: 'idle' })
  const [filter, setFilter] = useState('')
  const [choosing, setChoosing] = useState<string | null>(null)
  const [chooseFailed, setChooseFailed] = useState(false)
  const position = located.state === 'located' ? located.origin : undefined
  const query = useQuery({
    ...storeStockQuery({ productOption: option.id, position }),
    placeholderData: keepPreviousData,
  })

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocated({ state: 'failed', reason: 'unavailable' })
      return
    }
    setLocated({ state: 'locating' })
    // Asked only now, on the shopper's click; the shop sorts the stores by distance from it.
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setLocated({
          state: 'located',
          origin: { latitude: found.coords.latitude, longitude: found.coords.longitude },
        })
      },
      (error) => {
        setLocated({
          state: 'failed',
          reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        })
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    )
  }

  const makeMine = async (entry: StoreStockEntry) => {
    setChoosing(entry.store.slug)
    setChooseFailed(false)
    try {
      const result = await chooseMyStore({ data: { slug: entry.store.slug } })
      if (!result.ok) throw new Error(result.message)
      rememberChosenStore(queryClient, result.value)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: [STORE_STOCK_KEY] }),
      ])
      announce(m.store_stock_mine_chosen({ store: entry.store.name }))
    } catch (error) {
      console.error(error)
      setChooseFailed(true)
    } finally {
      setChoosing(null)
    }
  }

  if (query.isError && !query.data) return <p role="alert">{m.store_stock_dialog_failed()}</p>
  const answer = query.data
  if (!answer) return <p role="status">{m.store_stock_dialog_loading()}</p>
  const { stock } = answer
  const now = new Date(answer.answeredAt)
  const shown = filterStores(stock.stores, filter)
  const trimmed = filter.trim()
  const status =
    located.state === 'locating'
      ? m.store_stock_locating()
      : located.state === 'failed'
        ? located.reason === 'denied'
          ? m.store_stock_location_denied()
          : m.store_stock_location_unavailable()
        : trimmed !== ''
          ? shown.length === 0
            ? m.store_stock_filter_none({ query: trimmed })
            : m.store_stock_filter_count({ count: shown.length, query: trimmed })
          : located.state === 'located'
            ? m.store_stock_sorted_by_distance()
            : m.store_stock_all_count({ count: stock.stores.length })
  const distance = distanceFormat(locale)

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {m.store_stock_dialog_intro({
          product: stock.product.name,
          size: stock.size?.label ?? option.label,
          count: stock.storesWithStock,
          total: stock.stores.length,
        })}
      </p>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex grow flex-col gap-1">
          <label htmlFor={`${ids}-filter`} className="text-sm font-semibold text-ink">
            {m.store_stock_filter_label()}
          </label>
          <input
            id={`${ids}-filter`}
            type="search"
            value={filter}
            placeholder={m.store_stock_filter_placeholder()}
            aria-describedby={`${ids}-status`}
            onChange={(event) => {
              setFilter(event.target.value)
            }}
            className={inputClasses}
          />
        </div>
        <button
          type="button"
          onClick={locate}
          disabled={located.state === 'locating'}
          className={secondaryButtonClasses}
        >
          <LocateFixed aria-hidden="true" className="size-5" />
          {m.store_stock_use_location()}
        </button>
      </div>
      <p
        id={`${ids}-status`}
        role="status"
        className={`text-sm ${located.state === 'failed' ? 'font-semibold text-sale-600' : 'text-ink-muted'}`}
      >
        {status}
      </p>
      {chooseFailed ? (
        <p role="alert" className="text-sm font-semibold text-sale-600">
          {m.store_stock_mine_failed()}
        </p>
      ) : null}
      <ul
        aria-label={m.store_stock_list_label()}
        aria-busy={query.isPlaceholderData || undefined}
        className={`flex flex-col divide-y divide-line ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {shown.map((entry) => {
          const nameId = `${ids}-store-${entry.store.id}`
          return (
            <li
              key={entry.store.id}
              className="flex flex-col gap-2 py-3 md:flex-row md:items-start md:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <h3 id={nameId} className="text-base font-bold text-brand-900">
                  {entry.store.name}
                </h3>
                <p className="text-ink-muted">
                  {entry.store.street} {entry.store.streetNo}, {entry.store.postal} {entry.store.city}
                </p>
                <p className="text-ink">
                  {openingText(entry.opening, now, locale)}
                  {entry.distanceKm !== null
                    ? ` · ${m.store_stock_distance({ km: distance.format(entry.distanceKm) })}`
                    : null}
                </p>
                <p>
                  <span
                    className={`inline-flex rounded-pill px-2.5 py-0.5 font-semibold ${bandClasses[entry.availability]}`}
                  >
                    {bandText(entry.availability, entry.quantity)}
                  </span>
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2 md:flex-col md:items-end">
                {hasStock(entry) ? (
                  <button
                    type="button"
                    aria-describedby={nameId}
                    onClick={() => {
                      onReserve(entry)
                    }}
                    className="inline-flex h-11 items-center justify-center rounded-pill bg-accent-600 px-5 font-semibold text-white hover:bg-accent-500"
                  >
                    {m.store_stock_reserve()}
                  </button>
                ) : null}
                {entry.isCallerStore ? (
                  <span className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-success-800">
                    <MapPinCheck aria-hidden="true" className="size-5" />
                    {m.store_stock_is_mine()}
                  </span>
                ) : (
                  <button
                    type="button"
                    aria-describedby={nameId}
                    disabled={choosing !== null}
                    onClick={() => void makeMine(entry)}
                    className="min-h-11 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:opacity-60"
                  >
                    {m.store_stock_make_mine()}
                  </button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
