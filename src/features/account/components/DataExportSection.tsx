import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { secondaryButtonClasses } from '~/ui/form-controls'

/** "Deine Daten": a copy of everything kept for the account, as a JSON download (GDPR Art. 15, 20). */
export function DataExportSection() {
  return (
    <section aria-labelledby="data-export-heading" className="flex flex-col gap-3">
      <h2 id="data-export-heading" className="text-xl font-bold text-brand-900">
        {m.data_export_heading()}
      </h2>
      <p className="text-sm text-ink-muted">{m.data_export_intro()}</p>
      {/* A download from a server route, not a page of the app: a plain link, no client routing. */}
      <a
        href={localizeHref('/my-account/data-export/')}
        download
        className={`${secondaryButtonClasses} self-start`}
      >
        {m.data_export_download()}
      </a>
    </section>
  )
}
