import { useEffect, useMemo } from 'react'
import { trackSelectPromotion, trackViewPromotions } from '~/features/analytics/events'
import type { Promotion } from '~/features/analytics/events'
import { m } from '~/paraglide/messages'
import type { HomeTeaser } from '~/shop-client/schemas/home.schema'
import { ContentLink } from './ContentLink'

/** A teaser as GA4 promotion: its target is its id, its position its slot. */
function promotionOf(teaser: HomeTeaser, index: number): Promotion {
  return { id: teaser.url, name: teaser.title, slot: `home_teaser_${String(index + 1)}` }
}

/** The editors' teasers. Each card is one link, named by its title (its picture is decorative). */
export function HomeTeasers({ teasers }: { teasers: readonly HomeTeaser[] }) {
  const promotions = useMemo(() => teasers.map(promotionOf), [teasers])
  useEffect(() => {
    trackViewPromotions(promotions)
  }, [promotions])
  if (teasers.length === 0) return null
  return (
    <section aria-labelledby="home-teasers" className="page-container py-10">
      <h2 id="home-teasers" className="mb-5 text-2xl font-bold text-brand-900 uppercase">
        {m.home_teasers_heading()}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {teasers.map((teaser, index) => (
          <li key={teaser.url + teaser.title}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-lg bg-surface-muted transition-shadow hover:shadow-card">
              <img
                src={teaser.image.src}
                alt={teaser.image.alt}
                width={teaser.image.width}
                height={teaser.image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="flex flex-col gap-1 p-4">
                <h3 className="text-xl font-bold text-brand-900">
                  <ContentLink
                    url={teaser.url}
                    onClick={() => {
                      const promotion = promotions[index]
                      if (promotion) trackSelectPromotion(promotion)
                    }}
                    className="after:absolute after:inset-0 after:content-[''] group-hover:underline"
                  >
                    {teaser.title}
                  </ContentLink>
                </h3>
                <p className="text-sm text-ink-muted">{teaser.text}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
