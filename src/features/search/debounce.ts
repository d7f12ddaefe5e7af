/** A value that settles `ms` after the last push; each push restarts the wait. */
export interface Debouncer<T> {
  push(value: T): void
  cancel(): void
}

export function createDebouncer<T>(ms: number, settle: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    push(value) {
      clearTimeout(timer)
      timer = setTimeout(() => {
        timer = undefined
        settle(value)
      }, ms)
    },
    cancel() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
