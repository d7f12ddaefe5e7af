import type { CSSProperties } from 'react'
import type { TeamEntry } from '~/shop-client/schemas/team.schema'

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** The WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const WHITE = '#ffffff'
const INK = '#101826'

/**
 * A team's colours as the design tokens its pages are drawn with (`--color-team-*` in app.css):
 * the club colour, its stripe, and the text colour that reads best on the club colour (white or
 * ink, whichever contrasts more), so any club colour stays legible.
 */
export function teamThemeStyle(team: Pick<TeamEntry, 'colors'>): CSSProperties {
  const { primary, accent } = team.colors
  const onPrimary = contrastRatio(primary, WHITE) >= contrastRatio(primary, INK) ? WHITE : INK
  return {
    '--color-team-primary': primary,
    '--color-team-accent': accent,
    '--color-team-on-primary': onPrimary,
  } as CSSProperties
}
