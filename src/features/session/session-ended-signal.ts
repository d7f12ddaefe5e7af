/**
 * Spec §4 Session, §8: when a server function reports that the session has ended (logout elsewhere,
 * a revoked token, any forced-logout signal), the browser must drop everything it knows about the
 * viewer and go home. Server functions run outside React, so the report travels through this signal
 * to the one listener the app shell mounts.
 */
type Listener = () => void

const listeners = new Set<Listener>()

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function announceSessionEnded(): void {
  for (const listener of listeners) listener()
}
