import type { ReactNode } from 'react'

/** The frame of the login, registration and password pages: one focused card, centred. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="page-container flex justify-center py-10 lg:py-16">
      <div className="flex w-full max-w-md flex-col gap-6 rounded-lg border border-line bg-surface p-6 shadow-card md:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
          {intro ? <div className="text-ink-muted">{intro}</div> : null}
        </div>
        {children}
      </div>
    </section>
  )
}
