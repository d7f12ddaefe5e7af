import { useRouter } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isChunkLoadError } from '~/features/app-version/app-version.model'
import { chunkErrorDecision, recoverFromChunkError, reloadPage } from '~/features/app-version/chunk-reload'
import { m } from '~/paraglide/messages'
import { StatusView } from './StatusView'

const buttonClass =
  'inline-flex h-11 items-center rounded-pill border-2 border-brand-800 px-6 font-semibold text-brand-800 hover:bg-brand-50'

/** HTTP 500 view (spec §8), titled "Internal Server Error". Details stay in the server log. */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  // On the server the error view is where a page's failure ends up, and nothing else reports it:
  // its log line, with the stack (the production server routes console into the log, where an
  // error already logged by a lower layer keeps its stack in that earlier line only).
  if (import.meta.env.SSR) console.error(error)
  useEffect(() => {
    console.error(error)
  }, [error])
  return isChunkLoadError(error) ? <ChunkLoadErrorView error={error} /> : <FailureView reset={reset} />
}

function FailureView({ reset }: { reset: () => void }) {
  const router = useRouter()
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
          className={buttonClass}
        >
          {m.error_retry()}
        </button>
      }
    />
  )
}

/**
 * Spec §8 chunk load failure: a part of the page's code did not load. The page reloads once
 * (`chunk-reload.ts`); while it does, nothing is shown. Failing again right after that reload, it
 * says so and offers a reload by hand (retrying in place would ask for the same missing file).
 */
function ChunkLoadErrorView({ error }: { error: Error }) {
  const decision = chunkErrorDecision(error)
  useEffect(() => {
    recoverFromChunkError(error)
  }, [error])
  if (decision === 'reload') return null
  return (
    <StatusView
      code={500}
      title={m.error_title()}
      heading={m.chunk_error_heading()}
      text={m.chunk_error_text()}
      actions={
        <button type="button" onClick={reloadPage} className={buttonClass}>
          {m.chunk_error_reload()}
        </button>
      }
    />
  )
}
