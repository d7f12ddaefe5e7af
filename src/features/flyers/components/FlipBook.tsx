import { ChevronLeft, ChevronRight, X, ZoomIn } from 'lucide-react'
import type { PageFlip } from 'page-flip-source'
import { useEffect, useRef, useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { m } from '~/paraglide/messages'

type Orientation = 'portrait' | 'landscape'

/** The pages in view: one in portrait, a spread in landscape (the cover and the back alone). */
export function visiblePages(current: number, count: number, orientation: Orientation): number[] {
  if (orientation === 'portrait' || current === 0) return [current]
  const left = current % 2 === 1 ? current : current - 1
  return left + 1 < count ? [left, left + 1] : [left]
}

function pageLabel(pages: readonly number[], count: number): string {
  const [first = 0, second] = pages
  return second === undefined
    ? m.flyer_page_status({ page: first + 1, pages: count })
    : m.flyer_pages_status({ first: first + 1, last: second + 1, pages: count })
}

/**
 * A flyer as a book: the page-flip library turns the pages (drag, swipe, a click on a page's side),
 * the buttons and the arrow keys turn them too, thumbnails jump, and the zoom shows the pages in view
 * at full size. Spreads on wide screens, single pages on phones (the library's portrait mode). Before
 * the library has loaded, and without script, the pages are a plain list of images.
 */
export function FlipBook({ pages, title }: { pages: readonly string[]; title: string }) {
  const hostRef = useRef<HTMLDivElement>(null)
  const bookRef = useRef<PageFlip | null>(null)
  const [ready, setReady] = useState(false)
  const [current, setCurrent] = useState(0)
  const [orientation, setOrientation] = useState<Orientation>('landscape')
  const [zoomed, setZoomed] = useState(false)
  const count = pages.length
  const inView = visiblePages(current, count, orientation)

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let cancelled = false
    let book: PageFlip | undefined
    import('page-flip-source')
      .then(({ PageFlip }) => {
        if (cancelled) return
        const elements = pages.map((src, index) => {
          const page = document.createElement('div')
          page.className = 'flyer-page'
          // The covers are stiff, like a printed flyer's.
          page.dataset['density'] = index === 0 || index === pages.length - 1 ? 'hard' : 'soft'
          const image = document.createElement('img')
          image.src = src
          image.alt = m.flyer_page_alt({ page: index + 1, pages: pages.length, title })
          image.draggable = false
          page.append(image)
          return page
        })
        const root = document.createElement('div')
        host.append(root)
        book = new PageFlip(root, {
          width: 420,
          height: 594,
          size: 'stretch',
          minWidth: 200,
          maxWidth: 520,
          minHeight: 283,
          maxHeight: 735,
          showCover: true,
          usePortrait: true,
          mobileScrollSupport: true,
        })
        book.on('flip', (event) => {
          setCurrent(event.data)
        })
        book.on('changeOrientation', (event) => {
          setOrientation(event.data)
        })
        book.on('init', (event) => {
          setOrientation(event.data.mode)
          setReady(true)
        })
        book.loadFromHTML(elements)
        bookRef.current = book
      })
      // Without the library (a failed chunk), the list of pages stays: still readable.
      .catch((error: unknown) => {
        console.error(error)
      })
    return () => {
      cancelled = true
      book?.destroy()
      bookRef.current = null
      host.replaceChildren()
      setReady(false)
    }
  }, [pages, title])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (zoomed || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      if (event.key === 'ArrowRight') {
        event.preventDefault()
        bookRef.current?.flipNext()
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault()
        bookRef.current?.flipPrev()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
    }
  }, [zoomed])

  const controlClass =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-pill border border-brand-700 px-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-40'
  return (
    <section aria-label={m.flyer_book_label({ title })} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          className={controlClass}
          onClick={() => bookRef.current?.flipPrev()}
          disabled={!ready || current === 0}
          aria-label={m.flyer_previous_page()}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p aria-live="polite" className="min-w-40 text-center font-semibold tabular-nums">
          {pageLabel(inView, count)}
        </p>
        <button
          type="button"
          className={controlClass}
          onClick={() => bookRef.current?.flipNext()}
          disabled={!ready || (inView.at(-1) ?? 0) >= count - 1}
          aria-label={m.flyer_next_page()}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={() => {
            setZoomed(true)
          }}
          disabled={!ready}
        >
          <ZoomIn aria-hidden="true" className="size-5" />
          {m.flyer_zoom()}
        </button>
      </div>

      <div className="mx-auto w-full max-w-5xl">
        {/* The library owns this element's children; React renders none into it. It stays displayed
            while the library loads: the library measures it to size the pages. */}
        <div ref={hostRef} className="flyer-book" />
        {ready ? null : (
          <ol className="mx-auto flex max-w-md flex-col gap-4">
            {pages.map((src, index) => (
              <li key={src}>
                <img
                  src={src}
                  alt={m.flyer_page_alt({ page: index + 1, pages: count, title })}
                  width={420}
                  height={594}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="h-auto w-full rounded-md border border-line"
                />
              </li>
            ))}
          </ol>
        )}
      </div>

      <nav aria-label={m.flyer_thumbnails()} className="overflow-x-auto">
        <ol className="flex gap-2 pb-2">
          {pages.map((src, index) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                // Focusable while the book loads (a strip of disabled buttons would be a scroll area the
                // keyboard cannot reach); a click before then does nothing.
                onClick={() => {
                  if (ready) bookRef.current?.flip(index)
                }}
                aria-disabled={!ready || undefined}
                aria-label={m.flyer_go_to_page({ page: index + 1 })}
                aria-current={inView.includes(index) ? 'page' : undefined}
                className="block rounded-md border-2 border-transparent p-0.5 aria-[current=page]:border-accent-500"
              >
                <img
                  src={src}
                  alt=""
                  width={56}
                  height={79}
                  loading="lazy"
                  decoding="async"
                  className="rounded-sm"
                />
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <ModalOverlay
        isOpen={zoomed}
        onOpenChange={setZoomed}
        isDismissable
        className="fixed inset-0 z-50 bg-ink/70 p-2 md:p-6"
      >
        <Modal className="h-full">
          <Dialog
            aria-labelledby="flyer-zoom-title"
            className="flex h-full flex-col rounded-lg bg-surface outline-none"
          >
            <div className="flex items-center justify-between gap-3 border-b border-line p-3">
              <Heading slot="title" id="flyer-zoom-title" className="font-bold">
                {pageLabel(inView, count)}
              </Heading>
              <Button
                onPress={() => {
                  setZoomed(false)
                }}
                aria-label={m.flyer_zoom_close()}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-surface-muted"
              >
                <X aria-hidden="true" className="size-6" />
              </Button>
            </div>
            {/* Scrolls both ways: the pages at twice the width of the screen's book. */}
            <div className="flex-1 overflow-auto" tabIndex={0} aria-label={m.flyer_zoom_area()} role="region">
              <div className="flex w-[200%] max-w-[2400px] min-w-full gap-2 p-2">
                {inView.map((index) => (
                  <img
                    key={index}
                    src={pages[index]}
                    alt={m.flyer_page_alt({ page: index + 1, pages: count, title })}
                    className="h-auto min-w-0 flex-1"
                  />
                ))}
              </div>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  )
}
