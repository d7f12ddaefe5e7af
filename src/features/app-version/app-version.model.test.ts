import { describe, expect, it } from 'vitest'
import {
  isNewVersionDeployed,
  isPageChange,
  readDeployedVersion,
  versionManifestBody,
} from './app-version.model'

describe('readDeployedVersion', () => {
  it('reads the build id of a manifest, also the one the build writes', () => {
    expect(readDeployedVersion({ version: 'mi3x5k2a-1f2e3d' })).toBe('mi3x5k2a-1f2e3d')
    expect(readDeployedVersion(JSON.parse(versionManifestBody('build-7')))).toBe('build-7')
    expect(readDeployedVersion({ version: 'build-7', builtAt: 'later' })).toBe('build-7')
  })

  it('ignores anything that is not a manifest', () => {
    for (const malformed of [
      null,
      undefined,
      'build-7',
      42,
      [],
      {},
      { version: '' },
      { version: '   ' },
      { version: 7 },
      { version: null },
      { id: 'build-7' },
    ]) {
      expect(readDeployedVersion(malformed), JSON.stringify(malformed)).toBeUndefined()
    }
  })
})

describe('isNewVersionDeployed', () => {
  it('is true only when the deployed build differs from the running one', () => {
    expect(isNewVersionDeployed('build-7', 'build-8')).toBe(true)
    expect(isNewVersionDeployed('build-7', 'build-7')).toBe(false)
  })

  it('is false when the deployed version is unknown (offline, malformed manifest)', () => {
    expect(isNewVersionDeployed('build-7', undefined)).toBe(false)
    expect(isNewVersionDeployed('build-7', readDeployedVersion('<html>'))).toBe(false)
  })
})

describe('isPageChange', () => {
  it('is a change of path, not of query or fragment', () => {
    expect(isPageChange('/', '/p/some-shoe-1/')).toBe(true)
    expect(isPageChange('/damen/', '/en/damen/')).toBe(true)
    expect(isPageChange('/damen/', '/damen/')).toBe(false)
  })
})
