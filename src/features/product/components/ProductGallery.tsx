import { Search } from 'lucide-react'
import { Suspense, lazy, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { m } from '~/paraglide/messages'
import { ProductImage } from '~/ui/ProductImage'
import { useHydrated } from '~/ui/use-hydrated'

const GalleryZoom = lazy(() => import('./GalleryZoom'))

/** How wide a slide is drawn: the page's left column from 1024 px, the whole width below. */
const SLIDE_SIZES = '(min-width: 1280px) 604px, (min-width: 1024px) 47vw, 100vw'

/**
 * All views of the product (its colour): a row of slides that scrolls sideways and snaps, so it is
 * swiped on a phone and is a plain scrollable list of images without JavaScript. With JavaScript,
 * thumbnails and arrow buttons move between the slides, the arrow keys do on the focused row, and a
 * slide opens the zoom view (`GalleryZoom`, loaded on first intent: pinch, double-tap, keys).
 * Images have fixed intrinsic sizes, so nothing shifts while they load; only the first loads eagerly.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const ids = useId()
  const hydrated = useHydrated()
  const track = useRef<HTMLDivElement>(null)
  // The view a button or key scrolls to: the row's scroll events on the way there are not the
  // shopper's, and must not set the view back.
  const scrollTarget = useRef<number | null>(null)
  const [active, setActive] = useState(0)
  const [zoomWanted, setZoomWanted] = useState(false)
  const [zoomOpen, setZoomOpen] = useState(false)
  const count = images.length
  const alt = (index: number) => m.pdp_image_alt({ name, index: index + 1, count })

  const show = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index))
    const row = track.current
    setActive(target)
    if (!row) return
    scrollTarget.current = target
    row.scrollTo({ left: target * row.clientWidth, behavior: 'smooth' })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: active - 1,
      ArrowRight: active + 1,
      Home: 0,
      End: count - 1,
    }
    const target = moves[event.key]
    if (target !== undefined) {
      event.preventDefault()
      show(target)
    } else if (event.key === 'Enter' && hydrated) {
      event.preventDefault()
      setZoomWanted(true)
      setZoomOpen(true)
    }
  }
  const openZoom = () => {
    setZoomWanted(true)
    setZoomOpen(true)
  }

  return (
    <section aria-label={m.pdp_gallery()} className="flex flex-col gap-3">
      <div className="relative">
        {/* The row itself is focusable, so it scrolls by keyboard also before the page is interactive
            (a scrollable region must be reachable by keyboard); its arrow keys are the carousel's. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={track}
          id={`${ids}-slides`}
          role="group"
          aria-label={m.pdp_gallery()}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onKeyDown={onKeyDown}
          onScroll={(event) => {
            const row = event.currentTarget
            const index = Math.round(row.scrollLeft / Math.max(1, row.clientWidth))
            if (scrollTarget.current !== null) {
              if (index === scrollTarget.current) scrollTarget.current = null
              return
            }
            if (index !== active) setActive(index)
          }}
          // The shopper takes over: from here the row's position is theirs again.
          onPointerDown={() => {
            scrollTarget.current = null
          }}
          onWheel={() => {
            scrollTarget.current = null
          }}
          data-active-slide={active}
          className="flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-lg bg-surface-muted [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {images.map((image, index) => (
            <div key={image} className="relative w-full shrink-0 snap-center snap-always">
              <ProductImage
                src={image}
                widths={[480, 640, 800, 1080, 1600]}
                sizes={SLIDE_SIZES}
                alt={alt(index)}
                width={800}
                height={800}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                onDoubleClick={hydrated ? openZoom : undefined}
                className="size-full object-contain"
              />
            </div>
          ))}
        </div>
        {hydrated && (
          <>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={zoomOpen}
              onPointerEnter={() => {
                setZoomWanted(true)
              }}
              onFocus={() => {
                setZoomWanted(true)
              }}
              onClick={openZoom}
              className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full bg-surface/90 text-ink shadow-card hover:bg-surface"
            >
              {/* The magnifier every page has already (the header's search), for "enlarge". */}
              <Search aria-hidden="true" className="size-5" />
              <span className="sr-only">{m.pdp_zoom_open()}</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex flex-wrap gap-2">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={m.pdp_show_image({ index: index + 1, count })}
                aria-pressed={index === active}
                aria-controls={`${ids}-slides`}
                disabled={!hydrated}
                onClick={() => {
                  show(index)
                }}
                className={`block size-16 overflow-hidden rounded-md border-2 bg-surface-muted md:size-20 ${
                  index === active ? 'border-brand-800' : 'border-transparent hover:border-line'
                }`}
              >
                <ProductImage
                  src={image}
                  widths={[160, 240]}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomWanted && (
        <Suspense fallback={null}>
          <GalleryZoom
            images={images}
            name={name}
            index={active}
            onIndexChange={show}
            isOpen={zoomOpen}
            onOpenChange={setZoomOpen}
          />
        </Suspense>
      )}
    </section>
  )
}
