import { useState } from 'react'
import { usePublicConfig } from '~/config/public-config'
import { useHydrated } from '~/ui/use-hydrated'
import type { Store, StoreMap as StoreMapData } from '~/shop-client/schemas/stores.schema'
import { InteractiveStoreMap } from './InteractiveStoreMap'
import { StoreMapSvg } from './StoreMapSvg'

/**
 * The store map: the server-drawn SVG, and over it the interactive map once a configured MapLibre
 * style has loaded (then the SVG's links leave the tab order, the interactive map's markers take over).
 */
export function StoreMap({
  map,
  stores,
  label,
  linkTo,
  current,
}: {
  map: StoreMapData
  stores: readonly Store[]
  label: string
  linkTo?: (slug: string) => string
  current?: string | undefined
}) {
  const styleUrl = usePublicConfig().MAP_STYLE_URL
  const hydrated = useHydrated()
  const [interactive, setInteractive] = useState(false)
  const names = new Map(stores.map((store) => [store.slug, store.name]))
  return (
    <div className="relative rounded-lg border border-line bg-surface">
      <div inert={interactive} className={interactive ? 'invisible' : undefined}>
        <StoreMapSvg map={map} names={names} label={label} linkTo={linkTo} current={current} />
      </div>
      {styleUrl !== '' && hydrated ? (
        <InteractiveStoreMap
          styleUrl={styleUrl}
          stores={stores}
          label={label}
          linkTo={linkTo}
          current={current}
          onReadyChange={setInteractive}
        />
      ) : null}
    </div>
  )
}
