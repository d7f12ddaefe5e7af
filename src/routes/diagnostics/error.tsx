import { createFileRoute } from '@tanstack/react-router'
import { triggerDiagnosticError } from '~/features/diagnostics/diagnostics.functions'

export const Route = createFileRoute('/diagnostics/error')({
  loader: () => triggerDiagnosticError(),
})
