/**
 * Members of the team shops: per team a documented player (role vk) and coach (role staff) with the
 * demo password, a name and a home address in the club's town, and 3–8 generated members. The shop's
 * demo accounts belong to no team. Drawn from a stream of its own, so the shop's customers stay as
 * they were.
 */
import type { PriceType } from '../db/schema'
import { Random } from './prng'
import type { Row } from './tables'
import { slugify } from './text'
import { memberFirstNames, memberLastNames, memberStreets, teamSpecs } from './vocabulary/sets-and-teams'

export interface TeamAccount {
  readonly email: string
  readonly role: PriceType
  /** The team's slug. */
  readonly team: string
}

export interface TeamMembers {
  readonly users: Row<'users'>[]
  readonly addresses: Row<'addresses'>[]
  readonly teamMembers: Row<'teamMembers'>[]
  /** The welcome points every account gets when it is made (as a registration awards them). */
  readonly loyaltyTransactions: Row<'loyaltyTransactions'>[]
  /** The documented accounts (player and coach of every team), in team order. */
  readonly accounts: TeamAccount[]
}

const dayMs = 86_400_000
const WELCOME_POINTS = 500

/** The documented accounts of a team: `spieler.{slug}` (vk, player) and `trainer.{slug}` (staff, coach). */
export function teamAccountEmail(kind: 'spieler' | 'trainer', teamSlug: string): string {
  return `${kind}.${teamSlug}@team.sportalpin.at`
}

export function generateTeamMembers(input: {
  readonly seed: number
  readonly referenceDate: Date
  readonly passwordHash: string
  readonly teams: readonly Row<'teams'>[]
  readonly stores: readonly Row<'stores'>[]
  /** Ids continue after the shop's customers and their addresses. */
  readonly firstUserId: number
  readonly firstAddressId: number
  readonly firstLoyaltyId: number
}): TeamMembers {
  const random = new Random(input.seed, 'team-members')
  const users: Row<'users'>[] = []
  const addresses: Row<'addresses'>[] = []
  const teamMembers: Row<'teamMembers'>[] = []
  const loyaltyTransactions: Row<'loyaltyTransactions'>[] = []
  const accounts: TeamAccount[] = []

  input.teams.forEach((team, index) => {
    const spec = teamSpecs[index]
    const teamId = team.id
    if (!spec || teamId === undefined) return
    const store = input.stores.find((candidate) => candidate.city === spec.storeCity) ?? input.stores[0]
    const founded = new Date(input.referenceDate.getTime() - random.int(400, 700) * dayMs)

    const addMember = (member: {
      email: string
      role: PriceType
      firstName: string
      lastName: string
      gender: 'male' | 'female'
      withAddress: boolean
    }) => {
      const userId = input.firstUserId + users.length
      const joinedAt = new Date(founded.getTime() + random.int(0, 360) * dayMs)
      users.push({
        id: userId,
        publicId: random.uuid(),
        hash: random.hex(32),
        requestId: `u${random.hex(32)}`,
        email: member.email,
        passwordHash: input.passwordHash,
        firstName: member.firstName,
        lastName: member.lastName,
        phone: `+43 664 ${String(random.int(1_000_000, 9_999_999))}`,
        birthday: `${String(random.int(1970, 2006))}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        gender: member.gender,
        avatar: '',
        separateEmail: false,
        role: member.role,
        storeId: store?.id ?? null,
        p4m: false,
        verified: true,
        createdAt: joinedAt,
        deletedAt: null,
      })
      teamMembers.push({ teamId, userId, joinedAt })
      loyaltyTransactions.push({
        id: input.firstLoyaltyId + loyaltyTransactions.length,
        userId,
        points: WELCOME_POINTS,
        reason: 'welcome',
        orderId: null,
        createdAt: joinedAt,
      })
      if (member.withAddress)
        addresses.push({
          id: input.firstAddressId + addresses.length,
          publicId: random.uuid(),
          userId,
          firstname: member.firstName,
          lastname: member.lastName,
          street: random.pick(memberStreets),
          streetNo: String(random.int(1, 60)),
          postal: spec.postal,
          city: spec.city,
          countryId: 'AT',
          deliveryType: 'home',
          storeId: null,
          isDefault: true,
          createdAt: joinedAt,
        })
    }

    const person = () => {
      const first = random.pick(memberFirstNames)
      return { firstName: first.name, gender: first.gender, lastName: random.pick(memberLastNames) }
    }
    for (const [kind, role] of [
      ['spieler', 'vk'],
      ['trainer', 'staff'],
    ] as const) {
      const email = teamAccountEmail(kind, team.slug)
      addMember({ email, role, ...person(), withAddress: true })
      accounts.push({ email, role, team: team.slug })
    }
    const extra = random.int(3, 8)
    for (let count = 0; count < extra; count++) {
      const name = person()
      const userId = input.firstUserId + users.length
      addMember({
        email: `${slugify(name.firstName)}.${slugify(name.lastName)}.${String(userId)}@example.at`,
        role: random.chance(0.8) ? 'vk' : 'premium',
        ...name,
        withAddress: false,
      })
    }
  })
  return { users, addresses, teamMembers, loyaltyTransactions, accounts }
}
