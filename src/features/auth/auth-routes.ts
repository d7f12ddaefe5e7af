import { m } from '~/paraglide/messages'

/*
 * Route options of the auth pages shared by both route sets. Kept apart from the page components:
 * a route's head is loaded with the route tree, so importing it from a component module would pull
 * that component (and its form library) into the code every page loads.
 */

/** The head of /reset-password/ (both route sets). */
export const resetPasswordHead = () => ({
  meta: [
    { title: m.reset_title() },
    { name: 'robots', content: 'noindex' },
    // The server also sends Referrer-Policy: no-referrer here; the meta covers the page's own links.
    { name: 'referrer', content: 'no-referrer' },
  ],
})
