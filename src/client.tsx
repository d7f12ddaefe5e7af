import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { listenForChunkLoadErrors } from '~/features/app-version/chunk-reload'
import { localeOfPathname, localizeUrl } from '~/lib/locale-url'
import { cookieMaxAge, cookieName, overwriteGetLocale, overwriteSetLocale } from '~/paraglide/runtime'

/**
 * The client entry: Start's default one (`@tanstack/react-start`'s default-entry/client.tsx), plus
 * the chunk-error hook, installed before hydration loads the page's route chunks, and errors of the
 * app's start logged to the console (spec §8 app-init error).
 */
listenForChunkLoadErrors()

// The URL alone decides the page's locale (ADR 006). The runtime would match the address against its
// URL patterns on every message and link rendered: hundreds of times while a page hydrates.
overwriteGetLocale(() => localeOfPathname(window.location.pathname))
// Switching the locale does what the runtime's own setLocale does for the 'url' and 'cookie'
// strategies (remember the choice, load the page at the locale's address), through the same path
// rules. With getLocale above, no client code matches URL patterns any more, which keeps the
// URLPattern polyfill out of the client bundle (vite.config.ts).
overwriteSetLocale((locale, options) => {
  document.cookie = `${cookieName}=${locale}; path=/; max-age=${String(cookieMaxAge)}`
  if (options?.reload === false || locale === localeOfPathname(window.location.pathname)) return
  window.location.href = localizeUrl(new URL(window.location.href), locale).href
})

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
    {
      // A render error no error boundary caught: the app could not start, or fell over.
      onUncaughtError: (error, { componentStack }) => {
        console.error('The app failed to start or render:', error, componentStack ?? '')
      },
      // React recovered (e.g. rendered on the client where hydration failed), but the cause is a fault.
      onRecoverableError: (error, { componentStack }) => {
        console.error('The app recovered from an error:', error, componentStack ?? '')
      },
    },
  )
})
