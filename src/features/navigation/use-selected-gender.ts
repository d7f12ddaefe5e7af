import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { Gender } from '~/shop-client/schemas/navigation.schema'
import { menuQuery, selectedGenderQuery } from './navigation.queries'
import {
  genderCookie,
  genderOfPath,
  initialSelectedGender,
  recommendGender,
  selectedGender,
} from './selected-gender.model'

/**
 * Spec §4 "Selected gender" for the header and the pages. The server's recommendation is the gender
 * of the menu root the current page belongs to; it is applied while rendering, so the server and the
 * first browser render agree, and remembered afterwards so a page without a gender keeps it.
 */
export function useSelectedGender(): {
  gender: Gender
  /**
   * Saves what the shopper picked, as picked (unknown included), in the header state and the
   * cookie. The caller applies spec §4's "choosing the selected gender again resets it" to the
   * gender it showed: the mobile menu's tabs start at unknown, whatever is saved here.
   */
  saveChoice: (gender: Gender) => void
} {
  const queryClient = useQueryClient()
  const state = useQuery(selectedGenderQuery).data ?? initialSelectedGender
  const roots = useQuery(menuQuery('desktop')).data
  const pathname = useRouterState({ select: (routerState) => routerState.location.pathname })
  const recommended = roots ? genderOfPath(pathname, roots) : 0
  const effective = recommendGender(state, recommended)

  useEffect(() => {
    queryClient.setQueryData(selectedGenderQuery.queryKey, (current) =>
      recommendGender(current ?? initialSelectedGender, recommended),
    )
  }, [queryClient, recommended])

  const saveChoice = (gender: Gender) => {
    queryClient.setQueryData(selectedGenderQuery.queryKey, (current) => ({
      ...recommendGender(current ?? initialSelectedGender, recommended),
      user: gender,
    }))
    // Read by the server on the next page load, so the page renders for this choice.
    document.cookie = genderCookie(gender)
  }

  return { gender: selectedGender(effective), saveChoice }
}
