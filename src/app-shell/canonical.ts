import { localizeHref } from '~/lib/locale-url'

/**
 * The absolute address search engines should index for a page: the shop's public host name, the
 * locale prefix of the current language, the path with its trailing slash, and an optional
 * canonical query string (from the router's stringifySearch).
 */
export function canonicalUrl(hostName: string, path: string, queryString = ''): string {
  return `https://${hostName}${localizeHref(path)}${queryString}`
}
