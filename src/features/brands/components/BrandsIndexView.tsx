import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { brandsQuery } from '../brands.queries'
import { groupBrandsByLetter, letterAnchor, OTHER_INITIAL } from '../brands.model'
import type { Brand } from '~/shop-client/schemas/brands.schema'

const letterLabel = (letter: string) => (letter === OTHER_INITIAL ? m.brands_other_initial() : letter)

const productCount = (count: number) =>
  count === 1 ? m.brands_product_count_one() : m.brands_product_count_other({ count })

export function BrandsIndexView() {
  const { data: brands } = useSuspenseQuery(brandsQuery)
  const groups = groupBrandsByLetter(brands)
  return (
    <div className="page-container py-10">
      <h1 className="text-3xl font-bold text-brand-900 uppercase lg:text-4xl">{m.brands_heading()}</h1>
      <p className="mt-2 text-ink-muted">
        {brands.length === 0 ? m.brands_empty() : m.brands_intro({ count: brands.length })}
      </p>

      <nav aria-label={m.brands_gender_nav()} className="mt-5">
        <ul className="flex flex-wrap gap-3">
          {[
            { segment: 'damen', label: m.brands_for_women() },
            { segment: 'herren', label: m.brands_for_men() },
          ].map((entry) => (
            <li key={entry.segment}>
              <Link
                to="/marken/$slug/"
                params={{ slug: entry.segment }}
                className="inline-flex rounded-pill border border-brand-700 px-4 py-2 font-semibold text-brand-700 transition-colors hover:bg-brand-50"
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <nav aria-label={m.brands_letter_nav()} className="mt-8 border-y border-line py-3">
        <ul className="flex flex-wrap gap-1">
          {groups.map(({ letter, brands: members }) => (
            <li key={letter}>
              {members.length > 0 ? (
                <a
                  href={`#${letterAnchor(letter)}`}
                  className="flex h-10 min-w-10 items-center justify-center rounded-md px-2 font-bold text-brand-700 hover:bg-brand-50"
                >
                  {letterLabel(letter)}
                </a>
              ) : (
                // Not a link: there is nothing to jump to. Said in words, since a greyed letter is not.
                <span className="flex h-10 min-w-10 items-center justify-center px-2 text-ink-muted">
                  <span aria-hidden="true">{letterLabel(letter)}</span>
                  <span className="sr-only">{m.brands_letter_empty({ letter: letterLabel(letter) })}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {groups
        .filter((group) => group.brands.length > 0)
        .map(({ letter, brands: members }) => (
          <section
            key={letter}
            id={letterAnchor(letter)}
            aria-labelledby={`${letterAnchor(letter)}-heading`}
            className="scroll-mt-[calc(var(--header-clearance)+1rem)] pt-8"
          >
            <h2
              id={`${letterAnchor(letter)}-heading`}
              className="mb-4 border-b border-line pb-2 text-2xl font-bold text-brand-900"
            >
              {letterLabel(letter)}
            </h2>
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
              {members.map((brand) => (
                <li key={brand.id}>
                  <BrandTile brand={brand} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  )
}

function BrandTile({ brand }: { brand: Brand }) {
  return (
    <Link
      to="/marken/$slug/"
      params={{ slug: brand.slug }}
      className="flex h-full flex-col items-center gap-2 rounded-lg border border-line bg-surface p-3 text-center transition-shadow hover:shadow-card"
    >
      {/* The name is written below, so the logo adds nothing for a screen reader. */}
      <img
        src={brand.logo}
        alt=""
        width={240}
        height={96}
        loading="lazy"
        decoding="async"
        className="h-auto w-full max-w-40"
      />
      <span className="font-semibold text-ink">{brand.name}</span>
      <span className="text-xs text-ink-muted">{productCount(brand.productCount)}</span>
    </Link>
  )
}
