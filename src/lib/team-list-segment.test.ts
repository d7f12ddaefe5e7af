import { describe, expect, it } from 'vitest'
import { teamListPublicPath, teamListRoutePath } from './team-list-segment'

describe('team list segment', () => {
  it('leaves every path alone with the default segment', () => {
    expect(teamListRoutePath('/list/sv-schladming/', 'list')).toBe('/list/sv-schladming/')
    expect(teamListPublicPath('/list/', 'list')).toBe('/list/')
  })

  it('reads the configured segment as the list route and writes it back', () => {
    expect(teamListRoutePath('/teams/', 'teams')).toBe('/list/')
    expect(teamListRoutePath('/teams/sv-schladming/', 'teams')).toBe('/list/sv-schladming/')
    expect(teamListPublicPath('/list/sv-schladming/', 'teams')).toBe('/teams/sv-schladming/')
  })

  it('does not answer the fixed segment once another is configured', () => {
    expect(teamListRoutePath('/list/', 'teams')).toBe('/teams/')
  })

  it('only swaps a whole first segment', () => {
    expect(teamListRoutePath('/teamsport/', 'teams')).toBe('/teamsport/')
    expect(teamListPublicPath('/listen/', 'teams')).toBe('/listen/')
    expect(teamListRoutePath('/sv-ried/p/teams/', 'teams')).toBe('/sv-ried/p/teams/')
  })
})
