import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { RichText, TableOfContents } from './components/RichText'
import { contentBlocksSchema } from '~/shop-client/schemas/content.schema'
import { headingAnchors, headingSlug, linkify } from './rich-text.model'

const render = (blocks: unknown[]) =>
  renderToStaticMarkup(createElement(RichText, { blocks: v.parse(contentBlocksSchema, blocks) }))

describe('the rich-text sanitiser', () => {
  it('renders a script tag in content as text, never as an element', () => {
    const html = render([{ type: 'paragraph', text: 'Vorher <script>alert(1)</script> nachher' }])
    expect(html).not.toContain('<script')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('renders an element with an onerror attribute as text', () => {
    const html = render([{ type: 'heading', text: '<img src=x onerror="alert(1)">' }])
    expect(html).not.toContain('<img')
    // The words stay readable as text; no element carries the attribute.
    expect(html).not.toMatch(/<[^>]*\sonerror=/)
    expect(html).toContain('onerror=&quot;alert(1)&quot;&gt;')
  })

  it('never turns a javascript: (or data:, vbscript:) address into a link', () => {
    const html = render([
      { type: 'paragraph', text: 'Klick javascript:alert(document.cookie) hier' },
      { type: 'list', items: ['data:text/html,<b>x</b>', 'vbscript:msgbox(1)'] },
    ])
    expect(html).not.toContain('href')
    expect(html).not.toMatch(/<a\b/)
  })

  it('drops blocks of kinds it does not know, such as raw HTML', () => {
    const html = render([
      { type: 'html', html: '<iframe src="https://evil.example"></iframe>' },
      { type: 'paragraph', text: 'Bleibt.' },
    ])
    expect(html).not.toContain('iframe')
    expect(html).toContain('<p>Bleibt.</p>')
  })
})

describe('linkify', () => {
  it('links web addresses, e-mail addresses and Austrian phone numbers, leaving the text whole', () => {
    const text = 'Telefon: +43 1 597 12 00, E-Mail: service@sportalpin.at. Mehr auf https://www.wko.at/oe.'
    const tokens = linkify(text)
    expect(tokens.map((token) => token.text).join('')).toBe(text)
    expect(tokens.filter((token) => token.kind === 'link')).toEqual([
      { kind: 'link', text: '+43 1 597 12 00', href: 'tel:+4315971200', external: false },
      { kind: 'link', text: 'service@sportalpin.at', href: 'mailto:service@sportalpin.at', external: false },
      { kind: 'link', text: 'https://www.wko.at/oe', href: 'https://www.wko.at/oe', external: true },
    ])
  })

  it('opens web addresses in a new tab without access to this window', () => {
    const html = render([{ type: 'paragraph', text: 'Siehe https://www.ris.bka.gv.at' }])
    expect(html).toContain('href="https://www.ris.bka.gv.at" target="_blank" rel="noopener noreferrer"')
  })
})

describe('headings and the table of contents', () => {
  it('gives headings unique fragment ids with umlauts spelt out', () => {
    expect(headingSlug('Rückgabe & Umtausch')).toBe('rueckgabe-umtausch')
    expect(headingSlug('§§')).toBe('abschnitt')
    const anchors = headingAnchors(
      v.parse(contentBlocksSchema, [
        { type: 'heading', text: 'Kontakt' },
        { type: 'paragraph', text: '…' },
        { type: 'heading', text: 'Kontakt' },
      ]),
    )
    expect(anchors).toEqual([
      { index: 0, id: 'kontakt', text: 'Kontakt' },
      { index: 2, id: 'kontakt-2', text: 'Kontakt' },
    ])
  })

  it('lists the sections of a long page and nothing on a short one', () => {
    const headings = (count: number) =>
      v.parse(
        contentBlocksSchema,
        Array.from({ length: count }, (_, index) => ({ type: 'heading', text: `Teil ${index + 1}` })),
      )
    expect(renderToStaticMarkup(createElement(TableOfContents, { blocks: headings(3) }))).toBe('')
    const toc = renderToStaticMarkup(createElement(TableOfContents, { blocks: headings(4) }))
    expect(toc).toContain('href="#teil-4"')
  })
})
