import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { m } from '~/paraglide/messages'
import { streamDiagnosticQuery } from '../stream.functions'

/**
 * A page whose content waits for the shop behind a Suspense boundary: the server streams the shell
 * (head, header, heading, the waiting text) at once and the boundary's content when the data comes.
 */
export function DiagnosticStreamView() {
  return (
    <section className="page-container flex max-w-xl flex-col gap-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{m.diagnostics_stream_title()}</h1>
      <Suspense fallback={<p>{m.diagnostics_stream_waiting()}</p>}>
        <BrandCount />
      </Suspense>
    </section>
  )
}

function BrandCount() {
  const { data } = useSuspenseQuery(streamDiagnosticQuery)
  return <p>{m.diagnostics_stream_done({ count: data.brandCount })}</p>
}
