import { m } from '~/paraglide/messages'

/** The word mark: a peak in the brand colours beside the name. Decorative; the link carries the name. */
export function Logo() {
  return (
    <span className="flex items-center gap-1.5 md:gap-2">
      <svg
        viewBox="0 0 40 32"
        className="h-7 w-9 shrink-0 md:h-8 md:w-10"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2 30 15 6l7 12 4-6 12 18Z" fill="var(--color-brand-700)" />
        <path d="M15 6 11.5 12.5 15 11l3.4 2.8Z" fill="#fff" />
        <path d="m26 12 3.5 5.2L26 16l-2.2 1.6Z" fill="var(--color-accent-500)" />
      </svg>
      <span className="font-display text-lg leading-none font-bold tracking-wide text-brand-900 uppercase md:text-2xl">
        {m.site_name()}
      </span>
    </span>
  )
}
