/** The outcome of work given a deadline: its value, or the note that the deadline passed first. */
export type Settled<T> = { readonly timedOut: false; readonly value: T } | { readonly timedOut: true }

/**
 * Waits for `work` at most `ms` milliseconds. A failure within the deadline is passed on; anything
 * the work does after the deadline (value or failure) is dropped, because the caller has moved on.
 * The shop client cannot cancel a request, so the work itself runs to its end in the background.
 */
export function settleWithin<T>(work: Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<Settled<T>>((resolve) => {
    timer = setTimeout(() => {
      resolve({ timedOut: true })
    }, ms)
  })
  const finished = work.then((value): Settled<T> => ({ timedOut: false, value }))
  return Promise.race([finished, deadline]).finally(() => {
    clearTimeout(timer)
  })
}
