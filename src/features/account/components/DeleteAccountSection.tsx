import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { m } from '~/paraglide/messages'
import { FormMessage, secondaryButtonClasses } from '~/ui/form-controls'
import { useHydrated } from '~/ui/use-hydrated'
import { deleteAccount } from '../account-forms.functions'
import { formErrorsOf } from '../account.model'

const dangerButton =
  'inline-flex h-11 items-center justify-center rounded-pill bg-sale-600 px-6 font-semibold text-white hover:bg-red-800 disabled:opacity-60'

/**
 * Spec §4 Forms account deletion: asked once more in a dialog; on success the session ends with the
 * account, and the app shell sends the browser home logged out.
 */
export function DeleteAccountSection() {
  const hydrated = useHydrated()
  const titleId = useId()
  const remove = useMutation({ mutationFn: () => deleteAccount() })
  const failure =
    remove.data && !remove.data.ok
      ? (formErrorsOf(remove.data, []).form ?? m.form_failed())
      : remove.isError
        ? m.form_failed()
        : null

  return (
    <section aria-labelledby="delete-heading" className="flex flex-col gap-4">
      <h2 id="delete-heading" className="text-xl font-bold text-brand-900">
        {m.delete_heading()}
      </h2>
      <p className="text-ink-muted">{m.delete_text()}</p>
      <FormMessage tone="error">{failure}</FormMessage>
      <DialogTrigger>
        <Button
          className={`${secondaryButtonClasses} self-start border-sale-600 text-sale-600`}
          isDisabled={!hydrated}
        >
          {m.delete_open()}
        </Button>
        <ModalOverlay
          isDismissable
          className="fixed inset-0 z-50 flex items-center justify-center bg-brand-950/50 p-4"
        >
          <Modal className="w-full max-w-md rounded-lg bg-surface p-6 shadow-card">
            <Dialog role="alertdialog" aria-labelledby={titleId} className="flex flex-col gap-4 outline-none">
              {({ close }) => (
                <>
                  <Heading id={titleId} slot="title" className="text-2xl font-bold text-brand-900">
                    {m.delete_confirm_heading()}
                  </Heading>
                  <p>{m.delete_confirm_text()}</p>
                  <div className="flex flex-wrap justify-end gap-3">
                    <Button className={secondaryButtonClasses} onPress={close}>
                      {m.form_cancel()}
                    </Button>
                    <Button
                      className={dangerButton}
                      isDisabled={remove.isPending}
                      onPress={() => {
                        remove.mutate(undefined, { onSettled: close })
                      }}
                    >
                      {remove.isPending ? m.delete_pending() : m.delete_confirm()}
                    </Button>
                  </div>
                </>
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </section>
  )
}
