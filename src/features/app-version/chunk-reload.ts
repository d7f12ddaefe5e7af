import { decideOnChunkError, parseReloadTime } from './app-version.model'
import type { ChunkErrorDecision } from './app-version.model'

/**
 * The chunk-error hook (spec §8 chunk load failure, §9 chunk-reload guard): a chunk of the build
 * that fails to load — usually because another build was deployed and the old one's files are
 * gone — reloads the page once, which fetches the current build. A further failure within 10 s of
 * that reload shows the error view instead, so a broken shop or network never reloads in a loop.
 *
 * Failures arrive twice: Vite's preload helper dispatches `vite:preloadError` when a route's
 * import or a stylesheet it needs fails, and the same error then reaches the route's error view.
 * Both ask this module, which answers one failure (one error object) once.
 */

/** When this tab last reloaded for a failed chunk (epoch ms), across the reload. */
const RELOADED_AT_KEY = 'sportalpin:chunk-reload-at'

const decisions = new WeakMap<Error, ChunkErrorDecision>()
let reloading = false

/** The stored reload time; null when sessionStorage cannot be used (blocked, disabled). */
function readReloadedAt(): number | undefined | null {
  try {
    return parseReloadTime(window.sessionStorage.getItem(RELOADED_AT_KEY))
  } catch {
    return null
  }
}

/** What to do about this failed chunk; the same answer for the same error, without side effects. */
export function chunkErrorDecision(error: Error): ChunkErrorDecision {
  if (reloading) return 'reload'
  let decision = decisions.get(error)
  if (decision === undefined) {
    const reloadedAt = readReloadedAt()
    // Without sessionStorage a reload could not be remembered, and a lasting failure would reload
    // forever: the error view (with its reload button) is the safe answer.
    decision = reloadedAt === null ? 'show-error' : decideOnChunkError(reloadedAt, Date.now())
    decisions.set(error, decision)
  }
  return decision
}

/** Reloads the page and remembers when, so that a failure right after it is not reloaded again. */
export function reloadPage(): void {
  if (reloading) return
  reloading = true
  try {
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()))
  } catch {
    // Nothing remembered: a failure after this reload shows the error view (see chunkErrorDecision).
  }
  window.location.reload()
}

/** Acts on a failed chunk: reloads when {@link chunkErrorDecision} says so. */
export function recoverFromChunkError(error: Error): ChunkErrorDecision {
  const decision = chunkErrorDecision(error)
  if (decision === 'reload') reloadPage()
  return decision
}

/**
 * TanStack Router's lazy route components reload the page on their own, once per failing module
 * and tab (`lazyRouteComponent`, keyed `tanstack_router_reload:<message>` in sessionStorage), and
 * would reload a second time within the guard window when another module fails. Marking the
 * failure as handled there leaves the decision to this module alone: the component then throws the
 * error to the route's error view.
 */
function takeOverRouterReload(error: Error): void {
  try {
    window.sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1')
  } catch {
    // Without sessionStorage the router cannot reload on its own either.
  }
}

/** How many route preloads (the router's, for a link the pointer or focus rests on) are in flight. */
let routePreloadsInFlight = 0

/**
 * How long a route preload holds reloads off at most. A preload whose request the network drops
 * without an answer may never settle; counted for ever, it would leave the guard off for the rest
 * of the visit, also for a lazily loaded part of the page that fails later.
 */
const PRELOAD_HOLD_MS = 10_000

/**
 * Runs a route preload as one this module knows of. A chunk failing meanwhile is not reloaded for:
 * the shopper has gone nowhere, and a reload would take the page away under the pointer (and reload
 * the page shown, not the one the link leads to). When the shopper follows the link, the navigation
 * meets the same failure at the address they went to, and its route's error view decides there.
 */
export async function asRoutePreload<T>(preload: () => Promise<T>): Promise<T> {
  routePreloadsInFlight += 1
  let counted = true
  const release = () => {
    if (!counted) return
    counted = false
    routePreloadsInFlight -= 1
  }
  const hold = setTimeout(release, PRELOAD_HOLD_MS)
  try {
    return await preload()
  } finally {
    clearTimeout(hold)
    release()
  }
}

/**
 * Listens for Vite's preload failures. Installed by the client entry before hydration, since the
 * page's route chunks load before React renders anything. Failures of a route preload are left to
 * the navigation that may follow (see {@link asRoutePreload}).
 */
export function listenForChunkLoadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    takeOverRouterReload(event.payload)
    if (routePreloadsInFlight === 0) recoverFromChunkError(event.payload)
    // Not prevented: the import still fails, so the route shows the error view when it does not reload.
  })
}
