import { createFileRoute } from '@tanstack/react-router'
import { DiagnosticStreamView } from '~/features/diagnostics/components/DiagnosticStreamView'
import { checkStreamDiagnostic } from '~/features/diagnostics/stream.functions'
import { m } from '~/paraglide/messages'

/** A page that streams its content after its shell (tests/e2e/http-mode/streaming.spec.ts). */
export const Route = createFileRoute('/diagnostics/stream')({
  loader: () => checkStreamDiagnostic(),
  head: () => ({ meta: [{ title: m.diagnostics_stream_title() }, { name: 'robots', content: 'noindex' }] }),
  component: DiagnosticStreamView,
})
