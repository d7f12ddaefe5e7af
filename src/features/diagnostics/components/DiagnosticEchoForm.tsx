import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { m } from '~/paraglide/messages'
import { echoDiagnostic } from '../diagnostics.functions'

/** Calls a validated server function from the browser; used to verify server-function safety. */
export function DiagnosticEchoForm() {
  const [message, setMessage] = useState('')
  const echo = useMutation({ mutationFn: (text: string) => echoDiagnostic({ data: { message: text } }) })
  return (
    <section className="page-container flex max-w-xl flex-col gap-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{m.diagnostics_echo_title()}</h1>
      <form
        className="flex gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          echo.mutate(message)
        }}
      >
        <label htmlFor="diagnostic-message" className="sr-only">
          {m.diagnostics_echo_label()}
        </label>
        <input
          id="diagnostic-message"
          value={message}
          onChange={(event) => {
            setMessage(event.target.value)
          }}
          className="h-11 flex-1 rounded-md border border-line px-3"
        />
        <button type="submit" className="h-11 rounded-pill bg-brand-800 px-5 font-semibold text-white">
          {m.diagnostics_echo_submit()}
        </button>
      </form>
      <output aria-live="polite" className="text-lg">
        {echo.isSuccess ? m.diagnostics_echo_result({ message: echo.data.echoed }) : null}
        {echo.isError ? m.diagnostics_echo_failed() : null}
      </output>
    </section>
  )
}
