import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { ProductCard } from '~/features/product/components/ProductCard'
import { m } from '~/paraglide/messages'
import { teamPageQuery } from '../team.queries'
import { teamSorts } from '~/shop-client/schemas/team.schema'
import type { TeamGender, TeamPage, TeamSearch, TeamSort } from '~/shop-client/schemas/team.schema'
import { TeamBanner } from './TeamBanner'

const sortLabel: Record<TeamSort, () => string> = {
  bestseller: m.team_sort_bestseller,
  'price-asc': m.catalog_sort_price_asc,
  'price-desc': m.catalog_sort_price_desc,
  name: m.team_sort_name,
}

const genderLabel: Record<TeamGender, () => string> = {
  female: m.team_gender_female,
  male: m.team_gender_male,
  kinder: m.team_gender_kids,
  unknown: m.team_gender_unisex,
}

const chip =
  'inline-flex min-h-11 items-center gap-1 rounded-full border px-3 text-sm aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white border-line bg-surface text-ink hover:border-brand-700'

/**
 * One team's shop (spec §2, the results page under the team list): the team in its colours and its
 * kit, filtered by brand and gender and sorted from the URL, so a filtered kit can be shared. Every
 * filter is a link: it works before the page's script has loaded.
 */
export function TeamKitView({ slug, search }: { slug: string; search: TeamSearch }) {
  const page = useSuspenseQuery(teamPageQuery(slug, search)).data
  const headingId = useId()
  return (
    <div>
      <TeamBanner
        team={page.team}
        membership={page.membership}
        pricesVisible={page.pricesVisible}
        headingId={headingId}
      />
      <div className="page-container flex flex-col gap-6 py-6">
        <KitFilters page={page} slug={slug} search={search} />
        <h2 className="text-xl font-semibold text-ink" aria-live="polite">
          {m.team_kit_heading({ count: page.total })}
        </h2>
        {page.products.length === 0 ? (
          <p className="text-ink-muted">{m.team_kit_empty()}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
            {page.products.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  eager={index < 4}
                  priceNote={
                    <p className="text-sm font-semibold text-ink-muted">{m.team_price_members_only()}</p>
                  }
                  renderLink={(className) => (
                    <Link
                      to="/$teamName/p/$/"
                      params={{ teamName: slug, _splat: product.slug }}
                      className={className}
                    >
                      {product.name}
                    </Link>
                  )}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

function KitFilters({ page, slug, search }: { page: TeamPage; slug: string; search: TeamSearch }) {
  const current = (matches: boolean) => (matches ? ('page' as const) : undefined)
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={m.team_filter_brand()}>
        <p className="mb-2 text-sm font-semibold text-ink">{m.team_filter_brand()}</p>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/list/$teamName/"
              params={{ teamName: slug }}
              search={{ ...search, brand: undefined }}
              aria-current={current(search.brand === undefined)}
              className={chip}
            >
              {m.team_filter_all()}
            </Link>
          </li>
          {page.facets.brands.map((brand) => (
            <li key={brand.slug}>
              <Link
                to="/list/$teamName/"
                params={{ teamName: slug }}
                search={{ ...search, brand: brand.slug }}
                aria-current={current(search.brand === brand.slug)}
                className={chip}
              >
                {m.team_filter_option({ name: brand.name, count: brand.count })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.facets.genders.length > 1 && (
        <nav aria-label={m.team_filter_gender()}>
          <p className="mb-2 text-sm font-semibold text-ink">{m.team_filter_gender()}</p>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to="/list/$teamName/"
                params={{ teamName: slug }}
                search={{ ...search, gender: undefined }}
                aria-current={current(search.gender === undefined)}
                className={chip}
              >
                {m.team_filter_all()}
              </Link>
            </li>
            {page.facets.genders.map((gender) => (
              <li key={gender.value}>
                <Link
                  to="/list/$teamName/"
                  params={{ teamName: slug }}
                  search={{ ...search, gender: gender.value }}
                  aria-current={current(search.gender === gender.value)}
                  className={chip}
                >
                  {m.team_filter_option({
                    name: genderLabel[gender.value](),
                    count: gender.count,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-label={m.team_sort()}>
        <p className="mb-2 text-sm font-semibold text-ink">{m.team_sort()}</p>
        <ul className="flex flex-wrap gap-2">
          {teamSorts.map((sort) => (
            <li key={sort}>
              <Link
                to="/list/$teamName/"
                params={{ teamName: slug }}
                search={{ ...search, sort: sort === 'bestseller' ? undefined : sort }}
                aria-current={current((search.sort ?? 'bestseller') === sort)}
                className={chip}
              >
                {sortLabel[sort]()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
