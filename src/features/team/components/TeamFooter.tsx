import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'

/** The team shops' footer: the legal and service pages (spec §2 `/info/{path}`). */
export function TeamFooter() {
  return (
    <footer className="mt-12 border-t border-line bg-brand-950 text-brand-100">
      <div className="page-container flex flex-col gap-4 py-8 text-sm md:flex-row md:items-center md:justify-between">
        <p>{m.team_footer_note()}</p>
        <nav aria-label={m.team_footer_nav()}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link
                to="/info/$/"
                params={{ _splat: 'impressum' }}
                className="underline-offset-4 hover:underline"
              >
                {m.team_footer_imprint()}
              </Link>
            </li>
            <li>
              <Link
                to="/info/$/"
                params={{ _splat: 'datenschutz' }}
                className="underline-offset-4 hover:underline"
              >
                {m.team_footer_privacy()}
              </Link>
            </li>
            <li>
              <Link to="/info/$/" params={{ _splat: 'agb' }} className="underline-offset-4 hover:underline">
                {m.team_footer_terms()}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
