import { createFileRoute } from '@tanstack/react-router'
import { DiagnosticEchoForm } from '~/features/diagnostics/components/DiagnosticEchoForm'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/diagnostics/echo')({
  head: () => ({ meta: [{ title: m.diagnostics_echo_title() }, { name: 'robots', content: 'noindex' }] }),
  component: DiagnosticEchoForm,
})
