import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { Gender } from './navigation.schema'
import { menuQuery, selectedGenderQuery } from './navigation.queries'
import {
  chooseGender,
  genderCookie,
  genderOfPath,
  initialSelectedGender,
  recommendGender,
  resetGender,
  selectedGender,
} from './selected-gender.model'

/**
 * Spec §4 "Selected gender" for the header and the pages. The server's recommendation is the gender
 * of the menu root the current page belongs to; it is applied while rendering, so the server and the
 * first browser render agree, and remembered afterwards so a page without a gender keeps it.
 */
export function useSelectedGender(): {
  gender: Gender
  choose: (gender: Gender) => void
  /** Spec §4 "Mobile menu": opening it resets the gender to unknown (not written to the cookie). */
  reset: () => void
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

  const choose = (gender: Gender) => {
    const current = queryClient.getQueryData(selectedGenderQuery.queryKey) ?? initialSelectedGender
    const next = chooseGender(recommendGender(current, recommended), gender)
    queryClient.setQueryData(selectedGenderQuery.queryKey, next)
    // Read by the server on the next page load, so the page renders for this choice.
    document.cookie = genderCookie(next.user ?? 0)
  }
  const reset = () => {
    queryClient.setQueryData(selectedGenderQuery.queryKey, (current) =>
      resetGender(current ?? initialSelectedGender),
    )
  }

  return { gender: selectedGender(effective), choose, reset }
}
