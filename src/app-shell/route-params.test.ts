import { isNotFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { parseRouteParams } from './route-params'

const schema = v.object({ userHash: v.pipe(v.string(), v.regex(/^[a-f0-9]{8}$/)) })

describe('parseRouteParams', () => {
  it('returns validated params', () => {
    expect(parseRouteParams(schema, { userHash: 'abcdef12' }, { href: '/doi/thankyou/abcdef12/' })).toEqual({
      userHash: 'abcdef12',
    })
  })

  it('throws a not-found carrying "Page Not Found: {full path}"', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let thrown: unknown
    try {
      parseRouteParams(schema, { userHash: 'nope' }, { href: '/doi/thankyou/nope/?a=1' })
    } catch (error) {
      thrown = error
    }
    expect(isNotFound(thrown)).toBe(true)
    expect(thrown).toMatchObject({ data: { message: 'Page Not Found: /doi/thankyou/nope/?a=1' } })
  })
})
