import { useId, useState } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { m } from '~/paraglide/messages'
import { primaryButtonClasses } from '~/ui/form-controls'
import type { ConsentChoice } from '../consent'
import { consentSettings } from '../consent-ui'
import { AcceptOrRejectAll } from './AcceptOrRejectAll'

function Category({
  label,
  text,
  checked,
  disabled = false,
  onChange,
}: {
  label: string
  text: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex gap-3 rounded-md border border-line p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-brand-700"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-text`} className="text-sm text-ink-muted">
          {text}
        </p>
      </div>
    </div>
  )
}

/**
 * The consent settings: every category with what it is for, necessary ones always on, the current
 * choice preselected (nothing beyond necessary before a first choice), and the same two equal
 * buttons as the banner beside "save selection". Loaded when first opened.
 */
export default function ConsentSettingsDialog({
  current,
  onDecide,
}: {
  current: ConsentChoice | null
  onDecide: (statistics: boolean, marketing: boolean) => void
}) {
  const titleId = useId()
  const [statistics, setStatistics] = useState(current?.statistics ?? false)
  const [marketing, setMarketing] = useState(current?.marketing ?? false)
  const decide = (allowStatistics: boolean, allowMarketing: boolean) => {
    onDecide(allowStatistics, allowMarketing)
    consentSettings.close()
  }

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) consentSettings.close()
      }}
      className="fixed inset-0 z-50 flex items-end justify-center bg-brand-950/50 p-2 sm:items-center sm:p-4"
    >
      <Modal className="max-h-[calc(100dvh-1rem)] w-full max-w-lg overflow-y-auto rounded-lg bg-surface p-5 shadow-card sm:p-6">
        <Dialog aria-labelledby={titleId} className="flex flex-col gap-4 outline-none">
          <Heading id={titleId} slot="title" className="font-display text-2xl font-bold text-brand-900">
            {m.consent_settings_heading()}
          </Heading>
          <p className="text-sm">{m.consent_settings_intro()}</p>
          <Category
            label={m.consent_category_necessary()}
            text={m.consent_category_necessary_text()}
            checked
            disabled
          />
          <Category
            label={m.consent_category_statistics()}
            text={m.consent_category_statistics_text()}
            checked={statistics}
            onChange={setStatistics}
          />
          <Category
            label={m.consent_category_marketing()}
            text={m.consent_category_marketing_text()}
            checked={marketing}
            onChange={setMarketing}
          />
          <div className="grid grid-cols-2 gap-2">
            <AcceptOrRejectAll onDecide={decide} />
            <button
              type="button"
              className={`col-span-2 ${primaryButtonClasses}`}
              onClick={() => {
                decide(statistics, marketing)
              }}
            >
              {m.consent_save()}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
