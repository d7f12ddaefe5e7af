import { ArrowRight } from 'lucide-react'
import type { HomeHero as Hero } from '~/shop-client/schemas/home.schema'
import { ContentLink } from './ContentLink'

/**
 * The page's opening: its one h1 over the season's picture. The picture is the largest thing in view,
 * so it loads eagerly with high priority and its size reserved.
 */
export function HomeHero({ hero }: { hero: Hero }) {
  return (
    <section aria-labelledby="home-hero-heading" className="relative overflow-hidden bg-brand-900 text-white">
      <img
        src={hero.image.src}
        alt={hero.image.alt}
        width={hero.image.width}
        height={hero.image.height}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      {/* Keeps the text readable on any picture: the side with the text is darkened. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-brand-950/95 via-brand-950/75 to-brand-950/40 lg:bg-linear-to-r lg:from-brand-950/95 lg:via-brand-950/70 lg:to-transparent"
      />
      <div className="page-container relative flex min-h-[24rem] flex-col justify-center gap-5 py-16 lg:min-h-[30rem]">
        <p className="w-fit rounded-pill bg-accent-500 px-3 py-1 text-xs font-bold tracking-widest text-brand-950 uppercase">
          {hero.eyebrow}
        </p>
        <h1
          id="home-hero-heading"
          className="max-w-2xl text-4xl font-bold break-words uppercase lg:text-[4rem] lg:leading-none"
        >
          {hero.heading}
        </h1>
        <p className="max-w-xl text-lg text-brand-50">{hero.text}</p>
        <ContentLink
          url={hero.url}
          className="inline-flex w-fit items-center gap-2 rounded-pill bg-accent-500 px-5 py-3 font-bold text-brand-950 transition-colors hover:bg-accent-100"
        >
          {hero.linkLabel}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ContentLink>
      </div>
    </section>
  )
}
