import { Search } from 'lucide-react'
import { ProductImage } from '~/ui/ProductImage'
import { PriceTag } from '~/features/product/components/PriceTag'
import { localizeHref } from '~/lib/locale-url'
import { searchHref } from '~/lib/search-href'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { keepFocusOnBlankPress } from '~/ui/header-focus'
import type { HeaderPost, HeaderProduct, Suggestion } from '~/shop-client/schemas/search.schema'
import type { PanelContent, PanelOption } from '../search-panel.model'

const countFormatters = new Map<string, Intl.NumberFormat>()

function formatCount(count: number): string {
  const locale = getLocale()
  let formatter = countFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale)
    countFormatters.set(locale, formatter)
  }
  return formatter.format(count)
}

/**
 * The open header search's panel: the listbox of suggestions and product previews, guide posts and
 * the full-search link. The text box and its keyboard stay in `SearchPanel`; this part loads when
 * the search is first opened, so pages do not carry it up front.
 */
export default function SearchPanelPopup({
  content,
  ids,
  optionId,
  onChoose,
  statusText,
  phrase,
  query,
  onShowAll,
}: {
  content: PanelContent
  ids: { listbox: string; suggestions: string; products: string; posts: string }
  optionId: (option: PanelOption) => string
  onChoose: (option: PanelOption) => void
  /** Shown in the panel when nothing was found or the search failed; empty otherwise. */
  statusText: string
  phrase: string
  query: string
  onShowAll: () => void
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: it only keeps presses on its blank space and text from taking the focus out of the text box
    <div
      // Only controls may take the focus: any other press would blur the text box, and focus
      // leaving the search closes the panel and clears the query. Options are never focused.
      onMouseDown={keepFocusOnBlankPress}
      className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(75vh,44rem)] overflow-y-auto rounded-lg border border-line bg-surface p-3 shadow-card lg:-right-24 lg:p-4"
    >
      {content.options.length > 0 && (
        <div
          role="listbox"
          id={ids.listbox}
          tabIndex={-1}
          aria-label={m.search_panel_results()}
          className="grid gap-4 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]"
        >
          {content.suggestions.length > 0 && (
            <div role="group" aria-labelledby={ids.suggestions} className="flex flex-col gap-0.5">
              <div role="presentation" id={ids.suggestions} className={groupLabelClass}>
                {m.search_panel_suggestions()}
              </div>
              {content.suggestions.map((option) => (
                <PanelOptionRow
                  key={option.key}
                  id={optionId(option)}
                  active={option.key === content.active?.key}
                  onChoose={() => {
                    onChoose(option)
                  }}
                >
                  <SuggestionView suggestion={option.suggestion} />
                </PanelOptionRow>
              ))}
            </div>
          )}
          {content.products.length > 0 && (
            <div
              role="group"
              aria-labelledby={ids.products}
              // Beside the suggestions when there are some, across the panel when not.
              className={`grid gap-1 md:grid-cols-2 ${
                content.suggestions.length > 0 ? 'lg:col-start-2' : 'lg:col-span-2 lg:grid-cols-3'
              }`}
            >
              <div role="presentation" id={ids.products} className={`${groupLabelClass} col-span-full`}>
                {content.initialProducts ? m.search_panel_initial_products() : m.search_panel_products()}
              </div>
              {content.products.map((option) => (
                <PanelOptionRow
                  key={option.key}
                  id={optionId(option)}
                  active={option.key === content.active?.key}
                  onChoose={() => {
                    onChoose(option)
                  }}
                >
                  <ProductPreview product={option.product} />
                </PanelOptionRow>
              ))}
            </div>
          )}
        </div>
      )}
      {statusText !== '' && <p className="px-2 py-1 text-sm text-ink-muted">{statusText}</p>}
      {content.posts.length > 0 && <GuidePosts posts={content.posts} labelId={ids.posts} />}
      <div className="mt-3 border-t border-line pt-3">
        <a
          href={localizeHref(searchHref(query))}
          onClick={(event) => {
            event.preventDefault()
            onShowAll()
          }}
          className="inline-flex min-h-11 items-center rounded-sm px-2 font-semibold text-brand-700 underline"
        >
          {phrase === '' ? m.search_panel_show_all_empty() : m.search_panel_show_all({ q: phrase })}
        </a>
      </div>
    </div>
  )
}

const groupLabelClass = 'px-2 pb-1 text-xs font-bold tracking-wide text-ink-muted uppercase'

function PanelOptionRow({
  id,
  active,
  onChoose,
  children,
}: {
  id: string
  active: boolean
  onChoose: () => void
  children: React.ReactNode
}) {
  return (
    // The keyboard is handled by the combobox's text box (aria-activedescendant), as the WAI-ARIA
    // pattern has it; options are never focused themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      role="option"
      id={id}
      tabIndex={-1}
      aria-selected={active}
      onClick={onChoose}
      className={`flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-surface-muted ${
        active ? 'bg-surface-muted outline-2 outline-brand-700' : ''
      }`}
    >
      {children}
    </div>
  )
}

/** A suggestion with the number of products its search finds — never its weight, a popularity. */
function SuggestionView({ suggestion }: { suggestion: Suggestion }) {
  const count = suggestion.count === null ? null : formatCount(suggestion.count)
  return (
    <>
      <Search aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      <span className="min-w-0 flex-1 truncate text-ink">{suggestion.phrase}</span>
      {count !== null && (
        <>
          <span aria-hidden="true" className="rounded-pill bg-surface-muted px-2 text-xs text-ink-muted">
            {count}
          </span>
          <span className="sr-only">, {m.search_panel_suggestion_count({ count })}</span>
        </>
      )}
    </>
  )
}

function ProductPreview({ product }: { product: HeaderProduct }) {
  return (
    <>
      <ProductImage
        src={product.image}
        widths={[160]}
        sizes="56px"
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded-sm bg-surface-muted object-contain"
      />
      <span className="flex min-w-0 flex-col">
        <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {product.brand.name}
        </span>
        <span className="line-clamp-2 text-sm text-ink">{product.name}</span>
        <PriceTag prices={product.prices} />
      </span>
    </>
  )
}

function GuidePosts({ posts, labelId }: { posts: readonly HeaderPost[]; labelId: string }) {
  return (
    <section aria-labelledby={labelId} className="mt-4">
      <h2 id={labelId} className={groupLabelClass}>
        {m.search_panel_posts()}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            {/* A plain link: the article loads in full, and the panel with its query goes with the old page. */}
            <a
              href={localizeHref(`/blog/article/${encodeURIComponent(post.slug)}/`)}
              className="flex min-h-11 items-center gap-2 rounded-md p-1 text-sm font-medium text-brand-900 hover:bg-surface-muted hover:underline"
            >
              <img
                src={post.image}
                alt=""
                width={64}
                height={36}
                loading="lazy"
                decoding="async"
                className="aspect-video w-16 shrink-0 rounded-sm object-cover"
              />
              <span className="line-clamp-2">{post.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
