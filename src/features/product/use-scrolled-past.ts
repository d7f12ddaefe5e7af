import { useEffect, useState } from 'react'
import type { RefObject } from 'react'
import { useHydrated } from '~/ui/use-hydrated'

/**
 * Whether `target` has been scrolled past (its bottom above the top of the screen). False before the
 * page's script has taken over. Checked on every scroll (once per frame), not by an
 * IntersectionObserver: a jump from above the element to below it (End, a link to the footer)
 * crosses no threshold the observer would report.
 */
export function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false)
  const hydrated = useHydrated()
  useEffect(() => {
    const element = target.current
    if (!element || !hydrated) return
    let frame = 0
    const check = () => {
      frame = 0
      setPast(element.getBoundingClientRect().bottom < 0)
    }
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [target, hydrated])
  return past
}
