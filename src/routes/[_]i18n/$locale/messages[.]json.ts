import { createFileRoute } from '@tanstack/react-router'
import { messagesForLocaleKey } from '~/app-shell/i18n-messages.server'

export const Route = createFileRoute('/_i18n/$locale/messages.json')({
  server: {
    handlers: {
      GET: ({ params }) => {
        const messages = messagesForLocaleKey(params.locale)
        if (!messages) {
          return Response.json(
            { error: 'not_found', message: `Unknown locale: ${params.locale}` },
            { status: 404 },
          )
        }
        return Response.json(messages, {
          // Spec §9: locale messages are cached for 24 hours.
          headers: { 'cache-control': 'public, max-age=86400' },
        })
      },
    },
  },
})
