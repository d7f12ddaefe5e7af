import { describe, expect, it } from 'vitest'
import { contrastRatio, teamThemeStyle } from './team-theme'

describe('team theme', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
  })

  it('writes white on a dark club colour and ink on a light one', () => {
    expect(teamThemeStyle({ colors: { primary: '#0b5394', accent: '#ffffff' } })).toMatchObject({
      '--color-team-primary': '#0b5394',
      '--color-team-on-primary': '#ffffff',
    })
    expect(teamThemeStyle({ colors: { primary: '#f2c81e', accent: '#1c1c1e' } })).toMatchObject({
      '--color-team-on-primary': '#101826',
    })
  })

  it('keeps large text legible (3:1) on every seeded club colour', () => {
    for (const primary of ['#0b5394', '#c8102e', '#1c1c1e', '#2e8b57', '#6d1a2b']) {
      const style = teamThemeStyle({ colors: { primary, accent: '#ffffff' } })
      const text = String(Object.entries(style).find(([key]) => key === '--color-team-on-primary')?.[1])
      expect(contrastRatio(primary, text)).toBeGreaterThanOrEqual(3)
    }
  })
})
