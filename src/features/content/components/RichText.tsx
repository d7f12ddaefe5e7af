import { externalLinkAttributes } from '~/features/navigation/menu-route'
import { m } from '~/paraglide/messages'
import type { ContentBlock } from '~/shop-client/schemas/content.schema'
import { TABLE_OF_CONTENTS_MIN_HEADINGS, headingAnchors, linkify } from '../rich-text.model'
import type { HeadingAnchor } from '../rich-text.model'

function InlineText({ text }: { text: string }) {
  return linkify(text).map((token, index) =>
    token.kind === 'text' ? (
      token.text
    ) : token.external ? (
      // Spec §2: another site opens in a new tab, without access to this window.
      <a
        key={index}
        href={token.href}
        {...externalLinkAttributes}
        className="font-semibold text-brand-700 underline"
      >
        {token.text}
        <span className="sr-only"> {m.nav_external_hint()}</span>
      </a>
    ) : (
      <a key={index} href={token.href} className="font-semibold text-brand-700 underline">
        {/* A phone number stays on one line: its groups are joined by no-break spaces. */}
        {token.href.startsWith('tel:') ? token.text.replaceAll(' ', '\u00a0') : token.text}
      </a>
    ),
  )
}

/**
 * A content body (guide article, static or service page) as headings, paragraphs and lists. Every
 * string is rendered as text by React; links come only from {@link linkify}.
 */
export function RichText({
  blocks,
  headingLevel = 2,
}: {
  blocks: readonly ContentBlock[]
  headingLevel?: 2 | 3
}) {
  const anchors = new Map(headingAnchors(blocks).map((anchor) => [anchor.index, anchor]))
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="flex flex-col gap-4 text-base leading-relaxed text-ink">
      {blocks.map((block, index) => {
        if (block.type === 'heading') {
          return (
            <Heading
              key={index}
              id={anchors.get(index)?.id}
              className="mt-4 scroll-mt-[calc(var(--header-clearance)+6rem)] text-xl font-bold text-brand-900"
            >
              {block.text}
            </Heading>
          )
        }
        if (block.type === 'list') {
          return (
            <ul key={index} className="flex list-disc flex-col gap-1 pl-6">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineText text={item} />
                </li>
              ))}
            </ul>
          )
        }
        return (
          <p key={index}>
            <InlineText text={block.text} />
          </p>
        )
      })}
    </div>
  )
}

/** Jump links to the sections of a long page; nothing for pages with few sections. */
export function TableOfContents({ blocks }: { blocks: readonly ContentBlock[] }) {
  const anchors: HeadingAnchor[] = headingAnchors(blocks)
  if (anchors.length < TABLE_OF_CONTENTS_MIN_HEADINGS) return null
  return (
    <nav aria-labelledby="toc-heading" className="rounded-lg border border-line bg-surface-muted p-4">
      <h2 id="toc-heading" className="mb-2 text-sm font-bold text-brand-900 uppercase">
        {m.content_toc_heading()}
      </h2>
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <a href={`#${anchor.id}`} className="text-brand-700 hover:underline">
              {anchor.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
