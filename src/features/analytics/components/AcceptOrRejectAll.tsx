import { m } from '~/paraglide/messages'
import { secondaryButtonClasses } from '~/ui/form-controls'

/**
 * "Reject all" and "Accept all" with equal weight (same size, same style, side by side), as the
 * banner and the settings dialog both offer them. Without `onDecide` (the server's copy of the
 * banner, before the page's script has loaded) they are shown disabled.
 */
export function AcceptOrRejectAll({
  onDecide,
}: {
  onDecide?: ((statistics: boolean, marketing: boolean) => void) | undefined
}) {
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClasses}
        disabled={!onDecide}
        onClick={() => {
          onDecide?.(false, false)
        }}
      >
        {m.consent_reject_all()}
      </button>
      <button
        type="button"
        className={secondaryButtonClasses}
        disabled={!onDecide}
        onClick={() => {
          onDecide?.(true, true)
        }}
      >
        {m.consent_accept_all()}
      </button>
    </>
  )
}
