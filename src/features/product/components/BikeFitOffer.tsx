import { Suspense, lazy } from 'react'
import { m } from '~/paraglide/messages'
import type { ProductOption } from '~/shop-client/schemas/product.schema'
import { Disclosure } from '~/ui/Disclosure'
import type { FrameRow } from '../bike-fit.model'

// The form and its rules load with the first intent to open the advisor.
const BikeFitForm = lazy(() => import('./BikeFitForm'))

/**
 * "Rahmengröße berechnen" on a bike's page (BIKE_FITTING_ENABLED): a disclosure with the frame-size
 * advisor. Closed at first, so the buy box keeps its place.
 */
export function BikeFitOffer({
  rows,
  options,
  onSelect,
}: {
  rows: readonly FrameRow[]
  options: readonly ProductOption[]
  onSelect: (optionId: number) => void
}) {
  return (
    <Disclosure label={m.bike_fit_toggle()}>
      <Suspense fallback={null}>
        <BikeFitForm rows={rows} options={options} onSelect={onSelect} />
      </Suspense>
    </Disclosure>
  )
}
