import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { AuthCard } from '~/features/auth/components/AuthCard'
import { ResetPasswordForm } from '~/features/auth/components/ResetPasswordForm'
import { resetLinkFromFragment } from '~/features/auth/auth.model'
import type { ResetLink } from '~/features/auth/auth.model'
import { resetPasswordSearchSchema } from '~/features/auth/auth.schema'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetPasswordSearchSchema,
  head: () => ({
    meta: [
      { title: m.reset_title() },
      { name: 'robots', content: 'noindex' },
      // The server also sends Referrer-Policy: no-referrer here; the meta covers the page's own links.
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ResetPasswordRoute,
})

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

function ResetPasswordRoute() {
  const link = useResetLink(Route.useSearch())
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
