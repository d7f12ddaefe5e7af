import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndexResponse } from '~/features/seo/sitemap-responses.server'

/** The sitemap index: one file per section and 50,000 URLs. */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: ({ request }) => sitemapIndexResponse(request) } },
})
