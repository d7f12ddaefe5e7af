import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { ProductGallery } from '~/features/product/components/ProductGallery'
import { PriceTag } from '~/features/product/components/PriceTag'
import { ProductFacts } from '~/features/product/components/ProductFacts'
import { SizePicker } from '~/features/product/components/SizePicker'
import { SizeTableGrid, sizeTableIntro } from '~/features/product/components/SizeTableGrid'
import { isOptionAvailable } from '~/shop-client/schemas/product.schema'
import { useViewer } from '~/features/account/account.queries'
import { WishlistToggle } from '~/features/wishlist/components/WishlistToggle'
import { m } from '~/paraglide/messages'
import { useHydrated } from '~/ui/use-hydrated'
import { teamProductQuery, useAddTeamCartItem } from '../team.queries'
import type { TeamCartRefusal } from '~/shop-client/schemas/team.schema'
import type { TeamProductPage } from '~/shop-client/schemas/team.schema'
import { teamThemeStyle } from '../team-theme'

const refusalText: Record<TeamCartRefusal | 'session-expired', () => string> = {
  'not-member': m.team_cart_refused_not_member,
  'outside-kit': m.team_cart_refused_outside_kit,
  'price-type': m.team_cart_refused_price_type,
  shop: m.team_cart_refused_shop,
  stock: m.cart_add_failed_stock,
  invalid: m.cart_add_failed_invalid,
  'session-expired': m.cart_session_expired,
}

/** A kit product of one team (spec §2 `/{teamName}/p/{path}`): the team's price and the team cart. */
export function TeamProductView({ team, product }: { team: string; product: string }) {
  const result = useSuspenseQuery(teamProductQuery(team, product)).data
  if (result.kind === 'outside-kit') return <OutsideKitView team={team} />
  return <KitProduct page={result.page} />
}

function KitProduct({ page }: { page: TeamProductPage }) {
  // The chosen size is marked in the size table too.
  const [size, setSize] = useState<number | null>(null)
  const chosenLabel = page.product.options.find((option) => option.id === size)?.label ?? null
  const sizeTable = page.product.sizeTable
  const viewer = useViewer()
  return (
    <div className="page-container flex flex-col gap-6 py-6">
      <nav aria-label={m.team_back_nav()} style={teamThemeStyle(page.team)}>
        <Link
          to="/list/$teamName/"
          params={{ teamName: page.team.slug }}
          className="inline-flex min-h-11 items-center gap-2 border-l-4 border-team-primary pl-2 text-sm font-semibold text-ink underline-offset-4 hover:underline"
        >
          <img src={page.team.logo} alt="" width={24} height={24} className="size-6" />
          {m.team_back_to_kit({ team: page.team.name })}
        </Link>
      </nav>
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={page.product.images} name={page.product.name} />
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {page.product.brand.name}
          </p>
          <h1 className="font-display text-3xl font-bold text-ink">{page.product.name}</h1>
          <p className="text-xs text-ink-muted">
            {m.pdp_sku()}: {page.product.sku}
          </p>
          <p className="text-sm text-ink-muted">{m.product_color({ color: page.product.color.name })}</p>
          {page.teamPrice ? (
            <PriceTag prices={page.teamPrice} size="lg" />
          ) : (
            <p role="note" className="font-semibold text-ink">
              {m.team_private_prices_hidden()}
            </p>
          )}
          {page.membership ? (
            <TeamBuyBox page={page} size={size} onSizeChange={setSize} />
          ) : (
            <p role="note" className="rounded-md bg-surface-muted p-3 text-sm text-ink">
              {m.team_members_order_only({ team: page.team.name })}
              {/* A logged-in customer of another team has nothing to log in to. */}
              {viewer.kind === 'visitor' && (
                <>
                  {' '}
                  <Link
                    to="/login/"
                    search={{ redirect: `/${page.team.slug}/p/${page.product.slug}/` }}
                    className="font-semibold underline"
                  >
                    {m.team_login_to_order()}
                  </Link>
                </>
              )}
            </p>
          )}
          <WishlistToggle productId={page.product.id} productName={page.product.name} />
        </div>
      </div>
      <ProductFacts product={page.product} />
      {/* In the page rather than a dialog: the team page has room, and it reads without JavaScript. */}
      {sizeTable && (
        <details className="group max-w-3xl">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 text-xl font-bold text-brand-900 [&::-webkit-details-marker]:hidden">
            {m.size_table_heading()}
            <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mb-3 text-sm text-ink-muted">{sizeTableIntro(sizeTable)}</p>
          <SizeTableGrid table={sizeTable} chosenLabel={chosenLabel} />
        </details>
      )}
    </div>
  )
}

function TeamBuyBox({
  page,
  size,
  onSizeChange,
}: {
  page: TeamProductPage
  size: number | null
  onSizeChange: (size: number) => void
}) {
  const hydrated = useHydrated()
  const addItem = useAddTeamCartItem()
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const statusId = useId()
  const options = page.product.options
  const soldOut = !options.some(isOptionAvailable)

  const add = () => {
    const option = options.find((candidate) => candidate.id === size)
    if (!option) {
      setMessage({ text: m.pdp_size_required(), error: true })
      return
    }
    setMessage(null)
    addItem.mutate(
      { team: page.team.slug, productOption: option.id },
      {
        onSuccess: (result) => {
          setMessage(
            result.ok
              ? { text: m.cart_added({ name: page.product.name, size: option.label }), error: false }
              : { text: refusalText[result.reason](), error: true },
          )
        },
        onError: () => {
          setMessage({ text: m.cart_add_failed_invalid(), error: true })
        },
      },
    )
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        add()
      }}
    >
      <SizePicker
        name="size"
        options={options}
        value={size}
        onChange={onSizeChange}
        invalid={message?.error === true && size === null}
        errorId={statusId}
      />
      <button
        type="submit"
        disabled={!hydrated || soldOut || addItem.isPending}
        className="min-h-12 rounded-md bg-accent-600 px-6 font-semibold text-white hover:bg-accent-500 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {soldOut ? m.product_sold_out() : m.team_add_to_cart()}
      </button>
      <p id={statusId} role="status" className={message?.error ? 'text-sale-600' : 'text-success-800'}>
        {message?.text}
      </p>
    </form>
  )
}

/** A product that is not part of the team's kit: said plainly, with the way back to the kit. */
export function OutsideKitView({ team }: { team: string }) {
  return (
    <div className="page-container flex flex-col gap-4 py-12">
      <h1 className="font-display text-3xl font-bold text-ink">{m.team_outside_kit_heading()}</h1>
      <p className="text-ink">{m.team_outside_kit_text()}</p>
      <p>
        <Link
          to="/list/$teamName/"
          params={{ teamName: team }}
          className="font-semibold text-brand-700 underline"
        >
          {m.team_outside_kit_back()}
        </Link>
      </p>
    </div>
  )
}
