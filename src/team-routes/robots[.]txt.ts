import { createFileRoute } from '@tanstack/react-router'

/**
 * The team shops are for clubs' members: their pages are not for search engines (the shop's own
 * catalogue is what gets indexed), so the team build asks crawlers to stay out.
 */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response('User-agent: *\nDisallow: /\n', {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    },
  },
})
