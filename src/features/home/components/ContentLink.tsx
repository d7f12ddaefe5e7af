import type { ReactNode } from 'react'
import { MenuLink } from '~/features/navigation/components/MenuLink'

/**
 * A link the shop's content names (hero, teasers). Content URLs follow the same rules as menu links
 * (spec §2), so they go through the one resolver and its safety checks in `MenuLink`.
 */
export function ContentLink({
  url,
  className,
  onClick,
  children,
}: {
  url: string
  className?: string
  onClick?: () => void
  children: ReactNode
}) {
  return (
    <MenuLink url={url} className={className} onNavigate={onClick}>
      {children}
    </MenuLink>
  )
}
