import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * The team build's `~/route-links` (see src/app-shell/shop-route-links.tsx): the same links, to the
 * team route set's pages.
 */

type LinkProps = { className?: string; children: ReactNode; onClick?: () => void }

const teamProductFromUrl = (url: string) => /^\/([a-z0-9][a-z0-9-]*)\/p\/([a-z0-9][a-z0-9-]*)\/$/.exec(url)

/** A kit product by the path the shop gives a team line (`/{team}/p/{slug}/`); plain text otherwise. */
export function ProductPageLink({ url, className, children, onClick }: LinkProps & { url: string | null }) {
  const match = url ? teamProductFromUrl(url) : null
  const [, teamName, slug] = match ?? []
  if (!teamName || !slug) return children
  return (
    <Link to="/$teamName/p/$/" params={{ teamName, _splat: slug }} className={className} onClick={onClick}>
      {children}
    </Link>
  )
}

/** The privacy statement, among the team shops' content pages (`/info/{path}`). */
export function PrivacyPageLink({ className, children }: LinkProps) {
  return (
    <Link to="/info/$/" params={{ _splat: 'datenschutz' }} className={className}>
      {children}
    </Link>
  )
}

/** Team shops have no loyalty page. */
export const LoyaltyPageLink: (props: LinkProps) => ReactNode = () => null
