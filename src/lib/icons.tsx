import { createElement } from 'react'
import type { ReactElement } from 'react'
import type { LucideIconData } from 'lucide-react'
import * as chevronDown from 'lucide-react/icons/chevron-down'
import * as chevronRight from 'lucide-react/icons/chevron-right'
import * as heart from 'lucide-react/icons/heart'
import * as menu from 'lucide-react/icons/menu'
import * as shoppingBag from 'lucide-react/icons/shopping-bag'

/**
 * Icons of the page shell and the product lists, as plain SVG elements built once per class name
 * and reused by every render. A lucide component merges its classes, checks its props and builds its
 * SVG children anew on each render: with a heart on each of 24 product cards that was about 3 % of a
 * category page's server CPU (docs/performance.md, 2026-11-27). The markup is lucide's own, attribute
 * for attribute (src/lib/icons.test.tsx compares them); the drawing comes from lucide's icon data.
 */

/** lucide's icon modules export their data beside the component (not in their type declarations). */
function iconDataOf(module: object): LucideIconData {
  const data = (module as { __iconData?: LucideIconData }).__iconData
  if (!data) throw new Error('lucide-react no longer exports __iconData: build the icon with its component')
  return data
}

/** The SVG attributes lucide gives every icon (its defaultAttributes, in React's spelling). */
const DEFAULT_ATTRIBUTES = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** lucide's class merge: tokens once each, in order. */
function mergeClasses(...classes: string[]): string {
  const tokens = new Set<string>()
  for (const value of classes) for (const token of value.split(/\s+/)) if (token) tokens.add(token)
  return [...tokens].join(' ')
}

/** The element lucide's component renders for `<Icon aria-hidden="true" className={className} />`. */
export function iconElement(data: LucideIconData, className: string): ReactElement {
  const size = data.size ?? 24
  const names = [
    data.name ? `lucide-${data.name}` : '',
    ...(data.aliases ?? []).map((alias) => `lucide-${alias}`),
  ]
  const merged = mergeClasses('lucide', ...names, className)
  return createElement(
    'svg',
    {
      ...DEFAULT_ATTRIBUTES,
      ...(merged ? { className: merged } : {}),
      viewBox: `0 0 ${String(size)} ${String(size)}`,
      'aria-hidden': 'true',
    },
    // As lucide passes them: one array of keyed children.
    data.node.map(([tag, attributes]) => createElement(tag, attributes)),
  )
}

interface StaticIconProps {
  /** Decorative only: the control around it carries the name. */
  readonly 'aria-hidden': 'true'
  readonly className?: string
}

/** A decorative icon component whose elements are built once per class name. */
function staticIcon(data: LucideIconData): (props: StaticIconProps) => ReactElement {
  const elements = new Map<string, ReactElement>()
  return function StaticIcon({ className = '' }) {
    let element = elements.get(className)
    if (!element) {
      element = iconElement(data, className)
      elements.set(className, element)
    }
    return element
  }
}

export const chevronDownIconData = iconDataOf(chevronDown)
export const chevronRightIconData = iconDataOf(chevronRight)
export const heartIconData = iconDataOf(heart)
export const menuIconData = iconDataOf(menu)
export const shoppingBagIconData = iconDataOf(shoppingBag)

export const ChevronDownIcon = staticIcon(chevronDownIconData)
/** The breadcrumbs' separator: in the code every page loads, not in a chunk shared with dialogs. */
export const ChevronRightIcon = staticIcon(chevronRightIconData)
export const HeartIcon = staticIcon(heartIconData)
export const MenuIcon = staticIcon(menuIconData)
export const ShoppingBagIcon = staticIcon(shoppingBagIconData)
