import { Link } from '@tanstack/react-router'
import { MapPin } from 'lucide-react'
import { m } from '~/paraglide/messages'
import { useMyStore } from '../stores.queries'

/** The shopper's store in the header's top bar, or the way to choose one. */
export function HeaderStoreLink() {
  const myStore = useMyStore()
  const className = 'inline-flex items-center gap-1.5 rounded-sm hover:text-white hover:underline'
  return myStore ? (
    <Link to="/shop/$slug/" params={{ slug: myStore.slug }} className={className}>
      <MapPin aria-hidden="true" className="size-3.5" />
      {m.header_my_store({ store: myStore.name })}
    </Link>
  ) : (
    <Link to="/shops/" className={className}>
      <MapPin aria-hidden="true" className="size-3.5" />
      {m.header_choose_store()}
    </Link>
  )
}
