import { renderToStaticMarkup } from 'react-dom/server'
import { ChevronDown, ChevronRight, Heart, Menu, ShoppingBag } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { ChevronDownIcon, ChevronRightIcon, HeartIcon, MenuIcon, ShoppingBagIcon } from './icons'

describe('static icons', () => {
  const cases = [
    ['heart', Heart, HeartIcon],
    ['chevron-down', ChevronDown, ChevronDownIcon],
    ['chevron-right', ChevronRight, ChevronRightIcon],
    ['menu', Menu, MenuIcon],
    ['shopping-bag', ShoppingBag, ShoppingBagIcon],
  ] as const
  for (const [name, Lucide, Static] of cases)
    for (const className of [
      'size-5',
      'size-5 ',
      'size-5 fill-current',
      'size-4 transition-transform rotate-180',
      '',
    ])
      it(`draws ${name} with "${className}" exactly as lucide's component does`, () => {
        expect(renderToStaticMarkup(<Static aria-hidden="true" className={className} />)).toBe(
          renderToStaticMarkup(<Lucide aria-hidden="true" className={className} />),
        )
      })

  it('builds an icon once per class name and reuses it', () => {
    expect(HeartIcon({ 'aria-hidden': 'true', className: 'size-5' })).toBe(
      HeartIcon({ 'aria-hidden': 'true', className: 'size-5' }),
    )
  })
})
