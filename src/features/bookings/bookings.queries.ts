import { queryOptions } from '@tanstack/react-query'
import { getMyBookings } from './bookings.functions'

export const myBookingsQuery = queryOptions({
  queryKey: ['account', 'bookings'],
  queryFn: () => getMyBookings(),
})
