import { createFileRoute } from '@tanstack/react-router'
import { downloadDataExport } from '~/features/account/data-export.server'

/**
 * `/my-account/data-export/`: the customer's copy of their data as a JSON download (GDPR Art. 15
 * and 20), straight from the shop through the session; a plain link, so it works without JavaScript.
 */
export const Route = createFileRoute('/my-account/data-export')({
  server: {
    handlers: {
      GET: () => downloadDataExport(),
    },
  },
})
