import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { m } from '~/paraglide/messages'

/** The category roots per spec §3 gender (female, male, kinder), as the shop's menu names them. */
const entries = [
  { splat: 'damen', name: m.home_gender_women, text: m.home_gender_women_text },
  { splat: 'herren', name: m.home_gender_men, text: m.home_gender_men_text },
  { splat: 'kinder', name: m.home_gender_kids, text: m.home_gender_kids_text },
] as const

export function GenderEntryPoints() {
  return (
    <section aria-labelledby="home-gender" className="page-container py-10">
      <h2 id="home-gender" className="mb-5 text-2xl font-bold text-brand-900 uppercase">
        {m.home_gender_heading()}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.splat}>
            <Link
              to="/$/"
              params={{ _splat: entry.splat }}
              className="group flex h-full items-center justify-between gap-4 rounded-lg bg-brand-800 p-5 text-white transition-colors hover:bg-brand-700"
            >
              <span className="flex flex-col gap-1">
                <span className="font-display text-3xl font-bold uppercase">{entry.name()}</span>
                <span className="text-sm text-brand-100">{entry.text()}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="size-6 shrink-0 transition-transform group-hover:translate-x-1"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
