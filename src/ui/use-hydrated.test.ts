import { describe, expect, it } from 'vitest'
import {
  checkedBeforeHydration,
  disabledUntilHydrated,
  fieldValueBeforeHydration,
  withValuesBeforeHydration,
} from './use-hydrated'

// These run in Node, as the server's render does: no document and none of the DOM's classes.
describe('reading a form before hydration, on the server', () => {
  it('answers nothing instead of reaching for the DOM', () => {
    expect(fieldValueBeforeHydration('form', 'size')).toBeUndefined()
    expect(checkedBeforeHydration('form', 'separateEmail')).toBeUndefined()
  })

  it('keeps the defaults', () => {
    expect(withValuesBeforeHydration('form', { email: 'a@b.at', password: '' })).toEqual({
      email: 'a@b.at',
      password: '',
    })
  })
})

describe('a button disabled until hydrated', () => {
  it('is disabled before hydration, busy or not, and says nothing else', () => {
    expect(disabledUntilHydrated(false)).toEqual({ disabled: true })
    expect(disabledUntilHydrated(false, { busy: true })).toEqual({ disabled: true })
  })

  it('stays disabled while its own reason holds, without aria-disabled', () => {
    expect(disabledUntilHydrated(true, { disabled: true, busy: true })).toEqual({ disabled: true })
  })

  it('says aria-disabled="true" only while busy, and is then not disabled (it keeps the focus)', () => {
    expect(disabledUntilHydrated(true, { busy: true })).toEqual({ disabled: false, 'aria-disabled': true })
    expect(disabledUntilHydrated(true, { busy: false })).toEqual({ disabled: false })
    expect(disabledUntilHydrated(true)).toEqual({ disabled: false })
  })

  it('never sets both', () => {
    for (const hydrated of [false, true])
      for (const disabled of [false, true])
        for (const busy of [false, true]) {
          const props = disabledUntilHydrated(hydrated, { disabled, busy })
          expect(props.disabled && props['aria-disabled'] !== undefined).toBe(false)
        }
  })
})
