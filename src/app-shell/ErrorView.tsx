import { useRouter } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { m } from '~/paraglide/messages'
import { StatusView } from './StatusView'

/** HTTP 500 view (spec §8), titled "Internal Server Error". Details stay in the server log. */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <StatusView
      code={500}
      title={m.error_title()}
      heading={m.error_heading()}
      text={m.error_text()}
      actions={
        <button
          type="button"
          onClick={() => {
            reset()
            void router.invalidate()
          }}
          className="inline-flex h-11 items-center rounded-pill border-2 border-brand-800 px-6 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {m.error_retry()}
        </button>
      }
    />
  )
}
