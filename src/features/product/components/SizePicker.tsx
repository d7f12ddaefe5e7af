import { useId } from 'react'
import { m } from '~/paraglide/messages'
import { isOptionAvailable } from '~/shop-client/schemas/product.schema'
import type { ProductOption } from '~/shop-client/schemas/product.schema'

/** Sizes with few pieces left say so, which helps the shopper decide before the size is gone. */
const LOW_STOCK_LIMIT = 3

/**
 * The sizes as one radio group (arrow keys move between sizes). A sold-out size stays visible but
 * disabled and struck through, so the shopper sees the full range; "ausverkauft" is its accessible
 * description. With `soldOutChoosable` (quick add) a sold-out size can be chosen, to ask for an alert.
 */
export function SizePicker({
  name,
  options,
  value,
  onChange,
  invalid,
  errorId,
  soldOutChoosable = false,
}: {
  /** The radios' name in their form, one per form. */
  name: string
  options: readonly ProductOption[]
  value: number | null
  onChange: (optionId: number) => void
  invalid: boolean
  errorId: string
  soldOutChoosable?: boolean
}) {
  const ids = useId()
  return (
    // Native radios in a radio group: arrow keys move between sizes and skip sold-out ones, and the
    // sizes work before the page's JavaScript has loaded.
    <div
      role="radiogroup"
      aria-labelledby={`${ids}-label`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <span id={`${ids}-label`} className="text-sm font-semibold text-ink">
        {m.pdp_sizes()}
      </span>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const available = isOptionAvailable(option)
          const selected = value === option.id
          return (
            <label
              key={option.id}
              className={[
                'flex min-h-11 min-w-14 cursor-pointer flex-col items-center justify-center rounded-md border px-3 py-1 text-sm',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500',
                selected ? 'border-brand-800 bg-brand-800 text-white' : 'border-line bg-surface text-ink',
                available || soldOutChoosable ? 'hover:border-brand-700' : 'cursor-not-allowed',
                available || selected ? '' : 'bg-surface-muted text-ink-muted',
                invalid && !selected ? 'border-sale-600' : '',
              ].join(' ')}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={selected}
                disabled={!available && !soldOutChoosable}
                onChange={() => {
                  onChange(option.id)
                }}
                // The reason is the size's description, not part of its name ("40", not "40 ausverkauft").
                aria-describedby={available ? undefined : `${ids}-${option.id}`}
                className="sr-only"
              />
              {available ? (
                <>
                  <span className="font-semibold">{option.label}</span>
                  {option.stock <= LOW_STOCK_LIMIT && (
                    <span className="text-xs">{m.pdp_size_low_stock({ stock: option.stock })}</span>
                  )}
                </>
              ) : (
                <>
                  <s className="font-semibold">{option.label}</s>
                  <span id={`${ids}-${option.id}`} aria-hidden="true" className="text-xs">
                    {m.pdp_size_sold_out()}
                  </span>
                </>
              )}
            </label>
          )
        })}
      </div>
    </div>
  )
}
