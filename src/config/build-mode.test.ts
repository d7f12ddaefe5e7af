import { describe, expect, it } from 'vitest'
import { buildModeMismatch } from './build-mode'

const shopBuild = { team: false, listSegment: 'list' }
const teamBuild = { team: true, listSegment: 'list' }

describe('build mode against the configuration', () => {
  it('accepts a configuration that matches the build', () => {
    expect(
      buildModeMismatch({ TEAM_SHOULD_BUILD: false, TEAM_LIST_PATH_SEGMENT: 'list' }, shopBuild),
    ).toBeNull()
    expect(
      buildModeMismatch({ TEAM_SHOULD_BUILD: true, TEAM_LIST_PATH_SEGMENT: 'list' }, teamBuild),
    ).toBeNull()
    // The shop build has no team list: its segment does not matter.
    expect(
      buildModeMismatch({ TEAM_SHOULD_BUILD: false, TEAM_LIST_PATH_SEGMENT: 'teams' }, shopBuild),
    ).toBeNull()
  })

  it('refuses the other mode, naming what to do', () => {
    expect(buildModeMismatch({ TEAM_SHOULD_BUILD: true, TEAM_LIST_PATH_SEGMENT: 'list' }, shopBuild)).toMatch(
      /shop build.*TEAM_SHOULD_BUILD is true/,
    )
    expect(
      buildModeMismatch({ TEAM_SHOULD_BUILD: false, TEAM_LIST_PATH_SEGMENT: 'list' }, teamBuild),
    ).toMatch(/team-shop build.*not true/)
  })

  it('refuses a team list segment other than the built one', () => {
    expect(
      buildModeMismatch({ TEAM_SHOULD_BUILD: true, TEAM_LIST_PATH_SEGMENT: 'teams' }, teamBuild),
    ).toMatch(/\/list\/.*"teams"/)
  })
})
