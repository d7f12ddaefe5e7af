import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * Links that shared components (product cards, cart lines, orders, the consent banner, the account)
 * draw to pages whose address depends on the route set: this module for the shop build, and
 * src/features/team/team-route-links.tsx with the same exports for the team build. Both are imported
 * as `~/route-links` (tsconfig paths; vite.config.ts for the team build), so each link stays typed
 * against its own route set.
 */

type LinkProps = { className?: string; children: ReactNode; onClick?: () => void }

const productSlugFromUrl = (url: string) => /^\/p\/([a-z0-9][a-z0-9-]*)\/$/.exec(url)?.[1]

/** A product page by the storefront path the shop gives (`/p/{slug}/`); plain text for any other. */
export function ProductPageLink({ url, className, children, onClick }: LinkProps & { url: string | null }) {
  const slug = url ? productSlugFromUrl(url) : undefined
  if (!slug) return children
  return (
    <Link to="/p/$slug/" params={{ slug }} className={className} onClick={onClick}>
      {children}
    </Link>
  )
}

/** The privacy statement. */
export function PrivacyPageLink({ className, children }: LinkProps) {
  return (
    <Link to="/static/$slug/" params={{ slug: 'datenschutz' }} className={className}>
      {children}
    </Link>
  )
}

/** The loyalty page of the account (spec §2, when loyalty is enabled). */
export function LoyaltyPageLink({ className, children }: LinkProps) {
  return (
    <Link to="/my-account/loyalty/" className={className}>
      {children}
    </Link>
  )
}
