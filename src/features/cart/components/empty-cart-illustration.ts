import { svgDataUrl } from '~/lib/svg-data-url'

/**
 * The empty cart's picture: a shopping bag with the brand's mountain on it, as an SVG image (a data
 * URL: no request, painted with the page). An empty state that shows what is empty reads at a
 * glance; as an image it is also the page's largest content on a phone, where the cookie banner's
 * paragraph would otherwise be (docs/decisions/029). Colours are the theme's (src/styles/app.css),
 * which an image does not see.
 */
const SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 240 180' width='240' height='180'>" +
  "<ellipse cx='120' cy='168' rx='86' ry='8' fill='#dce9f7'/>" +
  "<path d='M94 62V50a26 26 0 0 1 52 0v12' fill='none' stroke='#12365f' stroke-width='7' stroke-linecap='round'/>" +
  "<path d='M62 62h116l12 100H50z' fill='#eef5fc' stroke='#1a4a7d' stroke-width='4' stroke-linejoin='round'/>" +
  "<path d='M80 142l26-40 15 21 12-15 27 34z' fill='#1a4a7d'/>" +
  "<path d='M106 102l8 12-8-4-8 4z' fill='#fff'/>" +
  "<path d='M133 108l6 8h-12z' fill='#ea580c'/>" +
  "<circle cx='94' cy='66' r='5' fill='#12365f'/><circle cx='146' cy='66' r='5' fill='#12365f'/>" +
  '</svg>'

export const EMPTY_CART_ILLUSTRATION = svgDataUrl(SVG)
export const EMPTY_CART_ILLUSTRATION_WIDTH = 240
export const EMPTY_CART_ILLUSTRATION_HEIGHT = 180
