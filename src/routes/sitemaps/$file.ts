import { createFileRoute } from '@tanstack/react-router'
import { sitemapFileResponse } from '~/features/seo/sitemap-responses.server'

/** One sitemap file of the index, e.g. /sitemaps/products-1.xml. */
export const Route = createFileRoute('/sitemaps/$file')({
  server: { handlers: { GET: ({ request, params }) => sitemapFileResponse(request, params.file) } },
})
