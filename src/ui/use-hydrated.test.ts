import { describe, expect, it } from 'vitest'
import { checkedBeforeHydration, fieldValueBeforeHydration, withValuesBeforeHydration } from './use-hydrated'

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
