import { useState } from 'react'
import { m } from '~/paraglide/messages'

/**
 * All product images: one large, the others as thumbnail buttons (Tab and Enter or Space). The
 * images have fixed intrinsic sizes so that nothing shifts while they load.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [active, setActive] = useState(0)
  const count = images.length
  const current = images[active] ?? images[0]
  return (
    <section aria-label={m.pdp_gallery()} className="flex flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-lg bg-surface-muted">
        {current && (
          <img
            src={current}
            alt={m.pdp_image_alt({ name, index: active + 1, count })}
            width={800}
            height={800}
            fetchPriority="high"
            decoding="async"
            className="size-full object-contain"
          />
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
                onClick={() => {
                  setActive(index)
                }}
                className={`block size-16 overflow-hidden rounded-md border-2 bg-surface-muted md:size-20 ${
                  index === active ? 'border-brand-800' : 'border-transparent hover:border-line'
                }`}
              >
                <img
                  src={image}
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
    </section>
  )
}
