import { useEffect } from 'react'
import { useSwitchViewer } from '~/features/account/account.queries'
import { onSessionEnded } from '../session-ended-signal'

/**
 * Spec §8 "forced logout, redirect to home" and §2 "after logout or an invalid-session signal the
 * browser goes to home": whenever a server function reports the session's end, the viewer's data
 * is dropped and the browser goes home.
 */
export function SessionEndedListener() {
  const switchViewer = useSwitchViewer()
  useEffect(() => onSessionEnded(() => void switchViewer('/')), [switchViewer])
  return null
}
