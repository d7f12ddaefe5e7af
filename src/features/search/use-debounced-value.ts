import { useEffect, useState } from 'react'
import { createDebouncer } from './debounce'

/** `value` as it was `ms` after it last changed; the first render uses it at once. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  // One debouncer per mount: a change of `ms` after mount is not a case the header has.
  const [debouncer] = useState(() => createDebouncer<T>(ms, setSettled))
  useEffect(() => {
    debouncer.push(value)
  }, [debouncer, value])
  useEffect(
    () => () => {
      debouncer.cancel()
    },
    [debouncer],
  )
  return settled
}
