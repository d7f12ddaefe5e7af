import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { m } from '~/paraglide/messages'
import { FormMessage, primaryButtonClasses } from '~/ui/form-controls'
import { checkedBeforeHydration, useHydrated } from '~/ui/use-hydrated'
import { setSeparateEmail } from '../account-forms.functions'
import { formErrorsOf } from '../account.model'
import { viewerQuery } from '../account.queries'
import type { AccountData } from '~/shop-client/schemas/account.schema'

/** Spec §3 Personal data `separateEmail`: news and offers by e-mail, on or off. */
export function SeparateEmailForm({ account }: { account: AccountData }) {
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const formId = useId()
  // A choice made before the page's script took over is kept, and is a change to save.
  const [wanted, setWanted] = useState(
    () => checkedBeforeHydration(formId, 'separateEmail') ?? account.personal.separateEmail,
  )
  const save = useMutation({
    mutationFn: (separateEmail: boolean) => setSeparateEmail({ data: { separateEmail } }),
    onSuccess: (result) => {
      if (!result.ok) return
      queryClient.setQueryData(viewerQuery.queryKey, (viewer) =>
        viewer?.kind === 'customer'
          ? { ...viewer, account: { ...viewer.account, personal: result.value } }
          : viewer,
      )
    },
  })
  const unchanged = wanted === account.personal.separateEmail
  const failure =
    save.data && !save.data.ok
      ? (formErrorsOf(save.data, []).form ?? m.form_failed())
      : save.isError
        ? m.form_failed()
        : null

  return (
    <form
      id={formId}
      aria-labelledby="separate-email-heading"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (!save.isPending && !unchanged) save.mutate(wanted)
      }}
    >
      <h2 id="separate-email-heading" className="text-xl font-bold text-brand-900">
        {m.separate_email_heading()}
      </h2>
      <FormMessage tone="error">{failure}</FormMessage>
      <FormMessage tone="success">{save.data?.ok && unchanged ? m.personal_saved() : null}</FormMessage>
      <label className="flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          name="separateEmail"
          checked={wanted}
          onChange={(event) => {
            setWanted(event.target.checked)
          }}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>{m.separate_email_label()}</span>
      </label>
      <button
        type="submit"
        className={`${primaryButtonClasses} self-start`}
        disabled={!hydrated || unchanged || save.isPending}
      >
        {save.isPending ? m.form_saving() : m.form_save()}
      </button>
    </form>
  )
}
