import { useId, useState } from 'react'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { isOptionAvailable } from '~/shop-client/schemas/product.schema'
import type { ProductOption } from '~/shop-client/schemas/product.schema'
import { FormMessage, TextField, primaryButtonClasses } from '~/ui/form-controls'
import { bikeFitInputSchema, recommendFrame } from '../bike-fit.model'
import type { FrameRecommendation, FrameRow } from '../bike-fit.model'

const inputSchema = bikeFitInputSchema({
  height: m.bike_fit_height_invalid,
  inseam: m.bike_fit_inseam_invalid,
})

type Errors = Partial<Record<'height' | 'inseam', string>>

function advice(
  recommendation: FrameRecommendation,
  input: { height: number; inseam: number },
  option: ProductOption | undefined,
): string {
  const numbers = new Intl.NumberFormat(getLocale())
  const range = ({ min, max }: { min: number; max: number }) =>
    `${numbers.format(min)}–${numbers.format(max)}`
  const { row } = recommendation
  const values = {
    size: row.label,
    height: numbers.format(input.height),
    inseam: numbers.format(input.inseam),
    heightRange: range(row.heightCm),
    inseamRange: range(row.inseamCm),
  }
  const why = recommendation.fit === 'within' ? m.bike_fit_within(values) : m.bike_fit_nearest(values)
  const then =
    option && isOptionAvailable(option)
      ? m.bike_fit_selected({ size: row.label })
      : m.bike_fit_sold_out({ size: row.label })
  return `${why} ${then}`
}

/**
 * The frame-size advisor's form (spec §3 bike fitting): body height and inside-leg length give the
 * frame size from this bike's own size table, with the reason, and the size is chosen in the buy box
 * when it is in stock. Everything happens in the browser; no request leaves the page. Loaded when
 * the shopper first reaches for the advisor.
 */
export default function BikeFitForm({
  rows,
  options,
  onSelect,
}: {
  rows: readonly FrameRow[]
  options: readonly ProductOption[]
  onSelect: (optionId: number) => void
}) {
  const ids = useId()
  const [height, setHeight] = useState('')
  const [inseam, setInseam] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [result, setResult] = useState('')

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = v.safeParse(inputSchema, { height, inseam })
        if (!parsed.success) {
          const found: Errors = {}
          for (const issue of parsed.issues) {
            const field = v.getDotPath(issue)
            if ((field === 'height' || field === 'inseam') && !found[field]) found[field] = issue.message
          }
          setErrors(found)
          setResult('')
          const first = found.height ? 'height' : 'inseam'
          event.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus()
          return
        }
        setErrors({})
        const recommendation = recommendFrame(rows, parsed.output.height, parsed.output.inseam)
        if (!recommendation) return
        const option = options.find((candidate) => candidate.label === recommendation.row.label)
        if (option && isOptionAvailable(option)) onSelect(option.id)
        setResult(advice(recommendation, parsed.output, option))
      }}
    >
      <p id={`${ids}-intro`} className="text-sm text-ink-muted">
        {m.bike_fit_intro()}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={m.bike_fit_height()}
          name="height"
          inputMode="numeric"
          autoComplete="off"
          value={height}
          errors={errors.height ? [errors.height] : []}
          onChange={(event) => {
            setHeight(event.target.value)
          }}
        />
        <TextField
          label={m.bike_fit_inseam()}
          name="inseam"
          inputMode="numeric"
          autoComplete="off"
          value={inseam}
          errors={errors.inseam ? [errors.inseam] : []}
          onChange={(event) => {
            setInseam(event.target.value)
          }}
        />
      </div>
      <button type="submit" className={`${primaryButtonClasses} self-start`}>
        {m.bike_fit_submit()}
      </button>
      <FormMessage tone="success">{result || null}</FormMessage>
    </form>
  )
}
