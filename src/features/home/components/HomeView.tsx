import { useSuspenseQuery } from '@tanstack/react-query'
import { RecentlyViewedLater } from '~/features/recently-viewed/components/RecentlyViewedLater'
import { m } from '~/paraglide/messages'
import { homePageQuery } from '../home.queries'
import type { HomeLocale } from '~/shop-client/schemas/home.schema'
import { GenderEntryPoints } from './GenderEntryPoints'
import { GuideTeasers } from './GuideTeasers'
import { HomeHero } from './HomeHero'
import { HomeTeasers } from './HomeTeasers'
import { ProductRail } from './ProductRail'
import { ServicePromises } from './ServicePromises'

export function HomeView({ locale }: { locale: HomeLocale }) {
  const { data } = useSuspenseQuery(homePageQuery(locale))
  return (
    <>
      <HomeHero hero={data.hero} />
      <GenderEntryPoints />
      <ProductRail id="home-top-sellers" heading={m.home_top_sellers_heading()} products={data.topSellers} />
      <HomeTeasers teasers={data.teasers} />
      <ProductRail id="home-newest" heading={m.home_newest_heading()} products={data.newest} />
      <RecentlyViewedLater listId="home:recently-viewed" className="page-container py-10" />
      <GuideTeasers posts={data.guidePosts} />
      <ServicePromises />
    </>
  )
}
