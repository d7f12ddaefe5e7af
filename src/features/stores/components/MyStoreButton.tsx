import { useQueryClient } from '@tanstack/react-query'
import { MapPinCheck, MapPinPlus } from 'lucide-react'
import { useState } from 'react'
import { viewerQuery } from '~/features/account/account.queries'
import { m } from '~/paraglide/messages'
import { announce } from '~/ui/announcer'
import { useHydrated } from '~/ui/use-hydrated'
import { chooseMyStore } from '../stores.functions'
import { rememberChosenStore, useMyStore } from '../stores.queries'

/** "Make this my store", or, for the shopper's store, a note that it is, with a way to forget it. */
export function MyStoreButton({ slug, name }: { slug: string; name: string }) {
  const myStore = useMyStore()
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const isMine = myStore?.slug === slug

  const choose = async (next: string | null) => {
    setBusy(true)
    setFailed(false)
    try {
      const result = await chooseMyStore({ data: { slug: next } })
      if (!result.ok) throw new Error(result.message)
      rememberChosenStore(queryClient, result.value)
      await queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey })
      announce(next ? m.store_mine_chosen({ store: name }) : m.store_mine_forgotten({ store: name }))
    } catch (error) {
      console.error(error)
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  const buttonClass =
    'inline-flex min-h-11 items-center gap-2 rounded-pill px-5 font-semibold transition-colors disabled:opacity-60'
  return (
    <div className="flex flex-col gap-2">
      {isMine ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="inline-flex items-center gap-2 font-semibold text-success-800">
            <MapPinCheck aria-hidden="true" className="size-5" />
            {m.store_is_mine()}
          </p>
          <button
            type="button"
            disabled={!hydrated || busy}
            onClick={() => void choose(null)}
            className="text-sm text-brand-700 underline disabled:opacity-60"
          >
            {m.store_forget_mine()}
          </button>
        </div>
      ) : (
        <button
          type="button"
          disabled={!hydrated || busy}
          onClick={() => void choose(slug)}
          className={`${buttonClass} w-fit bg-brand-700 text-white hover:bg-brand-800`}
        >
          <MapPinPlus aria-hidden="true" className="size-5" />
          {m.store_make_mine()}
        </button>
      )}
      {failed ? (
        <p role="alert" className="text-sm text-sale-600">
          {m.store_mine_failed()}
        </p>
      ) : null}
    </div>
  )
}
