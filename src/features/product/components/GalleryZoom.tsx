import { ChevronLeft, ChevronRight, Minus, Plus, X } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import type { PointerEvent } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { m } from '~/paraglide/messages'
import { ProductImage } from '~/ui/ProductImage'
import { clampView, zoomAround } from './gallery-zoom.model'
import type { ZoomView } from './gallery-zoom.model'

const MAX_SCALE = 4
const DOUBLE_TAP_SCALE = 2.5
const KEY_STEP = 1.5
const PAN_STEP = 60
/** Two taps closer than this, in time and place, are a double tap (as the platforms count it). */
const DOUBLE_TAP_MS = 300
const DOUBLE_TAP_DISTANCE = 30
/** A touch that moved further than this is a pan, not a tap. */
const TAP_SLOP = 10

const unzoomed: ZoomView = { scale: 1, x: 0, y: 0 }

/**
 * The zoom view of the product gallery, a modal dialog (focus stays inside, Escape closes, focus
 * returns to where it was). The picture zooms by pinching or double-tapping (touch), double-clicking,
 * the + and − buttons or keys, and pans by dragging or the arrow keys once zoomed; unzoomed, the
 * arrow keys and buttons go to the previous or next view. Loaded on first intent (`ProductGallery`).
 */
export default function GalleryZoom({
  images,
  name,
  index,
  onIndexChange,
  isOpen,
  onOpenChange,
}: {
  images: readonly string[]
  name: string
  index: number
  onIndexChange: (index: number) => void
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const ids = useId()
  const stage = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<ZoomView>(unzoomed)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef<{ distance: number; view: ZoomView } | null>(null)
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null)
  /** Where the current touch began, and whether a second finger joined it: only a still touch is a tap. */
  const touchStart = useRef<{ x: number; y: number; pinched: boolean } | null>(null)
  const lastPointerType = useRef('')
  const count = images.length
  const image = images[index] ?? images[0] ?? ''

  const size = () => {
    const box = stage.current?.getBoundingClientRect()
    return { width: box?.width ?? 1, height: box?.height ?? 1, left: box?.left ?? 0, top: box?.top ?? 0 }
  }
  const apply = (next: ZoomView) => {
    const { width, height } = size()
    setView(clampView(next, width, height, MAX_SCALE))
  }
  /** Zooms to `scale` keeping the point (`x`, `y`, in the stage) where it is; the centre by default. */
  const zoomTo = (scale: number, x?: number, y?: number) => {
    const { width, height } = size()
    apply(zoomAround(view, scale, x ?? width / 2, y ?? height / 2))
  }
  const go = (target: number) => {
    setView(unzoomed)
    onIndexChange(Math.max(0, Math.min(count - 1, target)))
  }

  const onKeyDown = (event: globalThis.KeyboardEvent) => {
    const zoomed = view.scale > 1
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    }
    const pan = pans[event.key]
    if (event.key === '+' || event.key === '=') zoomTo(view.scale * KEY_STEP)
    else if (event.key === '-') zoomTo(view.scale / KEY_STEP)
    else if (event.key === '0') setView(unzoomed)
    else if (pan && zoomed) apply({ ...view, x: view.x + pan[0], y: view.y + pan[1] })
    else if (event.key === 'ArrowLeft') go(index - 1)
    else if (event.key === 'ArrowRight') go(index + 1)
    else return
    event.preventDefault()
  }

  // The dialog takes no key handler of its own: its keys are heard while it is open, wherever focus
  // is inside it (the modal keeps focus there), through the latest handler.
  const onKey = useEffectEvent(onKeyDown)
  useEffect(() => {
    if (!isOpen) return
    const listener = (event: globalThis.KeyboardEvent) => {
      if (!event.defaultPrevented && !event.altKey && !event.ctrlKey && !event.metaKey) onKey(event)
    }
    window.addEventListener('keydown', listener)
    return () => {
      window.removeEventListener('keydown', listener)
    }
  }, [isOpen])

  const local = (event: PointerEvent) => {
    const { left, top } = size()
    return { x: event.clientX - left, y: event.clientY - top }
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    lastPointerType.current = event.pointerType
    // Taps on the stage's own buttons are theirs.
    if (event.target instanceof Element && event.target.closest('button')) return
    event.currentTarget.setPointerCapture(event.pointerId)
    const point = local(event)
    pointers.current.set(event.pointerId, point)
    if (pointers.current.size === 1) touchStart.current = { ...point, pinched: false }
    if (pointers.current.size === 2) {
      if (touchStart.current) touchStart.current.pinched = true
      const [a, b] = [...pointers.current.values()]
      if (a && b) gesture.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), view }
    }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId)
    if (!previous) return
    const point = local(event)
    pointers.current.set(event.pointerId, point)
    const [a, b] = [...pointers.current.values()]
    if (a && b && gesture.current) {
      // Pinch: the scale follows the fingers' distance, around the point between them.
      const ratio = Math.hypot(a.x - b.x, a.y - b.y) / Math.max(1, gesture.current.distance)
      const { width, height } = size()
      setView(
        clampView(
          zoomAround(
            gesture.current.view,
            gesture.current.view.scale * ratio,
            (a.x + b.x) / 2,
            (a.y + b.y) / 2,
          ),
          width,
          height,
          MAX_SCALE,
        ),
      )
    } else if (pointers.current.size === 1) {
      // From the latest state: several moves may arrive before the next render.
      const { width, height } = size()
      setView((current) =>
        current.scale > 1
          ? clampView(
              { ...current, x: current.x + point.x - previous.x, y: current.y + point.y - previous.y },
              width,
              height,
              MAX_SCALE,
            )
          : current,
      )
    }
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return
    if (pointers.current.size < 2) gesture.current = null
    if (event.pointerType !== 'touch' || pointers.current.size > 0) return
    const point = local(event)
    const start = touchStart.current
    touchStart.current = null
    // The end of a pan or a pinch is no tap.
    if (!start || start.pinched || Math.hypot(point.x - start.x, point.y - start.y) > TAP_SLOP) {
      lastTap.current = null
      return
    }
    const previous = lastTap.current
    if (
      previous &&
      event.timeStamp - previous.time < DOUBLE_TAP_MS &&
      Math.hypot(point.x - previous.x, point.y - previous.y) < DOUBLE_TAP_DISTANCE
    ) {
      lastTap.current = null
      if (view.scale > 1) setView(unzoomed)
      else zoomTo(DOUBLE_TAP_SCALE, point.x, point.y)
    } else lastTap.current = { time: event.timeStamp, ...point }
  }

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setView(unzoomed)
        onOpenChange(open)
      }}
      isDismissable
      className="fixed inset-0 z-50 bg-brand-950/60"
    >
      <Modal className="flex size-full flex-col bg-surface">
        <Dialog
          aria-labelledby={`${ids}-title`}
          aria-describedby={`${ids}-help`}
          className="flex min-h-0 flex-1 flex-col outline-none"
        >
          {({ close }) => (
            <>
              <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-2">
                <Heading
                  id={`${ids}-title`}
                  slot="title"
                  className="truncate text-base font-semibold text-ink"
                >
                  {m.pdp_image_alt({ name, index: index + 1, count })}
                </Heading>
                <div className="flex shrink-0 items-center gap-1">
                  <button
                    type="button"
                    // Not `disabled`: a focused button that disables itself would drop focus to the page.
                    aria-disabled={view.scale <= 1}
                    onClick={() => {
                      if (view.scale > 1) zoomTo(view.scale / KEY_STEP)
                    }}
                    aria-label={m.pdp_zoom_out()}
                    className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted aria-disabled:opacity-40"
                  >
                    <Minus aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    type="button"
                    // Not `disabled`: a focused button that disables itself would drop focus to the page.
                    aria-disabled={view.scale >= MAX_SCALE}
                    onClick={() => {
                      if (view.scale < MAX_SCALE) zoomTo(view.scale * KEY_STEP)
                    }}
                    aria-label={m.pdp_zoom_in()}
                    className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted aria-disabled:opacity-40"
                  >
                    <Plus aria-hidden="true" className="size-5" />
                  </button>
                  <Button
                    onPress={close}
                    aria-label={m.pdp_zoom_close()}
                    className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
                  >
                    <X aria-hidden="true" className="size-6" />
                  </Button>
                </div>
              </div>
              <p id={`${ids}-help`} className="sr-only">
                {m.pdp_zoom_help()}
              </p>
              {/* Gestures on the picture; every one of them has a button and a key as well. */}
              {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
              <div
                ref={stage}
                data-zoom-scale={view.scale.toFixed(2)}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onLostPointerCapture={onPointerUp}
                onDoubleClick={(event) => {
                  // A double tap was handled as such (onPointerUp); some browsers report it as a double click too.
                  if (lastPointerType.current === 'touch') return
                  const { left, top } = size()
                  if (view.scale > 1) setView(unzoomed)
                  else zoomTo(DOUBLE_TAP_SCALE, event.clientX - left, event.clientY - top)
                }}
                className={`relative min-h-0 flex-1 touch-none overflow-hidden bg-surface-muted select-none ${
                  view.scale > 1 ? 'cursor-grab' : 'cursor-zoom-in'
                }`}
              >
                <ProductImage
                  key={image}
                  src={image}
                  widths={[800, 1080, 1600]}
                  sizes="100vw"
                  alt={m.pdp_image_alt({ name, index: index + 1, count })}
                  width={800}
                  height={800}
                  draggable={false}
                  style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
                  className="size-full origin-top-left object-contain"
                />
                {count > 1 && (
                  <>
                    <button
                      type="button"
                      // Not `disabled`: a focused button that disables itself would drop focus to the page.
                      aria-disabled={index === 0}
                      onClick={() => {
                        if (index > 0) go(index - 1)
                      }}
                      aria-label={m.pdp_gallery_previous()}
                      className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow-card aria-disabled:opacity-40"
                    >
                      <ChevronLeft aria-hidden="true" className="size-6" />
                    </button>
                    <button
                      type="button"
                      // Not `disabled`: a focused button that disables itself would drop focus to the page.
                      aria-disabled={index === count - 1}
                      onClick={() => {
                        if (index < count - 1) go(index + 1)
                      }}
                      aria-label={m.pdp_gallery_next()}
                      className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow-card aria-disabled:opacity-40"
                    >
                      <ChevronRight aria-hidden="true" className="size-6" />
                    </button>
                  </>
                )}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
