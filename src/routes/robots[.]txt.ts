import { createFileRoute } from '@tanstack/react-router'
import { robotsTxtResponse } from '~/features/seo/sitemap-responses.server'

/** The crawling policy and the sitemap's address (ADR 019). */
export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: () => robotsTxtResponse() } },
})
