import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { useSelectedGender } from '~/features/navigation/use-selected-gender'
import { m } from '~/paraglide/messages'

/** The category roots per spec §3 gender (female, male, kinder), as the shop's menu names them. */
const entries = [
  { splat: 'damen', gender: 1, name: m.home_gender_women, text: m.home_gender_women_text },
  { splat: 'herren', gender: 2, name: m.home_gender_men, text: m.home_gender_men_text },
  { splat: 'kinder', gender: 3, name: m.home_gender_kids, text: m.home_gender_kids_text },
] as const

/** The entry points, with the shopper's selected gender (spec §4) marked and shown first. */
export function GenderEntryPoints() {
  const { gender } = useSelectedGender()
  const ordered = [...entries].sort((a, b) => Number(b.gender === gender) - Number(a.gender === gender))
  return (
    <section aria-labelledby="home-gender" className="page-container py-10">
      <h2 id="home-gender" className="mb-5 text-2xl font-bold text-brand-900 uppercase">
        {m.home_gender_heading()}
      </h2>
      <ul className="grid gap-3 lg:grid-cols-3">
        {ordered.map((entry) => (
          <li key={entry.splat}>
            <Link
              to="/$/"
              params={{ _splat: entry.splat }}
              className={`group flex h-full items-center justify-between gap-4 rounded-lg bg-brand-800 p-5 text-white transition-colors hover:bg-brand-700 ${entry.gender === gender ? 'ring-4 ring-accent-500 ring-offset-2' : ''}`}
            >
              <span className="flex flex-col gap-1">
                {entry.gender === gender ? (
                  <span className="w-fit rounded-pill bg-accent-100 px-2 text-xs font-semibold text-ink">
                    {m.nav_gender_selected()}
                  </span>
                ) : null}
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
