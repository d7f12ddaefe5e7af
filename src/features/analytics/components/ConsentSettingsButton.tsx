import { m } from '~/paraglide/messages'
import { useHydrated } from '~/ui/use-hydrated'
import { consentSettings } from '../consent-ui'

/** The footer's way back to the consent settings, to change or withdraw a choice at any time. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const hydrated = useHydrated()
  return (
    <button type="button" className={className} disabled={!hydrated} onClick={consentSettings.open}>
      {m.footer_consent_settings()}
    </button>
  )
}
