import { useLocation } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { StatusView } from './StatusView'

const notFoundDataSchema = v.object({ message: v.string() })

/** HTTP 404 view (spec §8), titled "Page Not Found". */
export function NotFoundView({ data }: { data?: unknown }) {
  const href = useLocation({ select: (location) => location.href })
  const parsed = v.safeParse(notFoundDataSchema, data)
  return (
    <StatusView
      code={404}
      title={m.not_found_title()}
      heading={m.not_found_heading()}
      text={m.not_found_text()}
      detail={parsed.success ? parsed.output.message : m.not_found_requested({ path: href })}
    />
  )
}
