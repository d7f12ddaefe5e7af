import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CHUNK_RELOAD_GUARD_MS,
  decideOnChunkError,
  isChunkLoadError,
  isNewVersionDeployed,
  isPageChange,
  parseReloadTime,
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

describe('decideOnChunkError', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reloads when the tab has not reloaded for a failed chunk yet', () => {
    expect(decideOnChunkError(undefined, Date.now())).toBe('reload')
  })

  it('shows the error view for a failure within 10 s of the reload, and reloads from 10 s on', () => {
    const reloadedAt = Date.now()
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000)
    expect(decideOnChunkError(reloadedAt, Date.now())).toBe('show-error')
    vi.advanceTimersByTime(9_999)
    expect(decideOnChunkError(reloadedAt, Date.now())).toBe('show-error')
    vi.advanceTimersByTime(1)
    expect(decideOnChunkError(reloadedAt, Date.now())).toBe('reload')
    vi.advanceTimersByTime(1)
    expect(decideOnChunkError(reloadedAt, Date.now())).toBe('reload')
  })

  it('does not let a reload time in the future (a clock set back) block reloads', () => {
    expect(decideOnChunkError(Date.now() + 1, Date.now())).toBe('reload')
  })
})

describe('parseReloadTime', () => {
  it('reads a stored epoch time', () => {
    expect(parseReloadTime('1795600800000')).toBe(1_795_600_800_000)
    expect(parseReloadTime('0')).toBe(0)
  })

  it('reads nothing from a missing or malformed value', () => {
    for (const stored of [null, '', 'soon', '12.5', '-5', '1e12', ' 12', '99999999999999999999']) {
      expect(parseReloadTime(stored), String(stored)).toBeUndefined()
    }
  })
})

describe('isChunkLoadError', () => {
  it('recognizes the browsers’ failed dynamic imports and Vite’s failed stylesheet preload', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://shop.test/assets/_slug-Ab12.js',
      'error loading dynamically imported module: https://shop.test/assets/_slug-Ab12.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/app-Cd34.css',
    ]) {
      expect(isChunkLoadError(new Error(message)), message).toBe(true)
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true)
    }
  })

  it('leaves other errors and non-errors to the general error view', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(new Error('Request failed: Failed to fetch dynamically imported module'))).toBe(
      false,
    )
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})
