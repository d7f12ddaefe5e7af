import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { m } from '~/paraglide/messages'
import { resetLinkFromFragment } from '../auth.model'
import type { ResetLink } from '../auth.model'
import { AuthCard } from './AuthCard'
import { ResetPasswordForm } from './ResetPasswordForm'

/**
 * The mailed link carries its token in the fragment, which only the browser sees: it is read once
 * the page runs, then taken out of the address bar (and the history) at once.
 */
function useResetLink(fromQuery: ResetLink): ResetLink | 'reading' {
  const navigate = useNavigate()
  const [link, setLink] = useState<ResetLink | 'reading'>(fromQuery.token ? fromQuery : 'reading')
  useEffect(() => {
    const fromFragment = resetLinkFromFragment(window.location.hash)
    // A browser-only value, read once after hydration (the server rendered the 'reading' state).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLink((current) => (current === 'reading' ? fromFragment : current))
    if (window.location.hash || window.location.search) {
      void navigate({ to: '/reset-password/', search: {}, hash: '', replace: true, resetScroll: false })
    }
  }, [navigate])
  return link
}

/** Spec §2 /reset-password/: a new password from the mailed link. */
export function ResetPasswordPage({ fromQuery }: { fromQuery: ResetLink }) {
  const link = useResetLink(fromQuery)
  return (
    <AuthCard title={m.reset_heading()}>
      {link === 'reading' ? (
        <p role="status" className="text-ink-muted">
          {m.reset_reading_link()}
        </p>
      ) : (
        <ResetPasswordForm token={link.token} email={link.email} />
      )}
    </AuthCard>
  )
}
