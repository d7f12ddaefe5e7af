import { useId } from 'react'
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components'
import { m } from '~/paraglide/messages'
import { isOptionAvailable } from '../product.model'
import type { ProductOption } from '../product.schema'

/** Sizes with few pieces left say so, which helps the shopper decide before the size is gone. */
const LOW_STOCK_LIMIT = 3

/**
 * The sizes as one radio group (arrow keys move between sizes). A sold-out size stays visible but
 * disabled and struck through, so the shopper sees the full range; "ausverkauft" is its accessible
 * description.
 */
export function SizePicker({
  options,
  value,
  onChange,
  invalid,
  errorId,
}: {
  options: readonly ProductOption[]
  value: number | null
  onChange: (optionId: number) => void
  invalid: boolean
  errorId: string
}) {
  const reasonIds = useId()
  return (
    <RadioGroup
      value={value === null ? null : String(value)}
      onChange={(selected) => {
        const option = options.find((candidate) => String(candidate.id) === selected)
        if (option) onChange(option.id)
      }}
      isInvalid={invalid}
      aria-describedby={invalid ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <Label className="text-sm font-semibold text-ink">{m.pdp_sizes()}</Label>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const available = isOptionAvailable(option)
          return (
            <RadioField
              key={option.id}
              value={String(option.id)}
              isDisabled={!available}
              // The reason is the size's description, not part of its name ("40", not "40 ausverkauft").
              aria-describedby={available ? undefined : `${reasonIds}-${option.id}`}
            >
              <RadioButton
                className={({ isSelected, isFocusVisible, isDisabled }) =>
                  [
                    'flex min-h-11 min-w-14 cursor-pointer flex-col items-center justify-center rounded-md border px-3 py-1 text-sm',
                    isSelected
                      ? 'border-brand-800 bg-brand-800 text-white'
                      : 'border-line bg-surface text-ink',
                    isDisabled
                      ? 'cursor-not-allowed bg-surface-muted text-ink-muted'
                      : 'hover:border-brand-700',
                    invalid && !isSelected ? 'border-sale-600' : '',
                    isFocusVisible ? 'outline-3 outline-offset-2 outline-accent-500' : '',
                  ].join(' ')
                }
              >
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
                    <span id={`${reasonIds}-${option.id}`} aria-hidden="true" className="text-xs">
                      {m.pdp_size_sold_out()}
                    </span>
                  </>
                )}
              </RadioButton>
            </RadioField>
          )
        })}
      </div>
    </RadioGroup>
  )
}
