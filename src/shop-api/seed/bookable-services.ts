/**
 * The services a shopper can book in a store (ADR 037): their types, which store offers which with
 * how many workstations, and the rental fleet of the stores that rent out skis and snowboards. A
 * store offers a bookable service when its list of services names it (`stores.services`).
 */
import { Random } from './prng'
import type { Row } from './tables'

interface ServiceSpec {
  readonly row: Omit<Row<'serviceTypes'>, 'id'>
  /** The store service names (as in `stores.services`) that offer it. */
  readonly offeredAs: string
  /** Workstations a store has for it: the lowest and highest. */
  readonly capacity: readonly [number, number]
}

const serviceSpecs: readonly ServiceSpec[] = [
  {
    offeredAs: 'Ski-Service',
    capacity: [2, 3],
    row: {
      slug: 'ski-service',
      kind: 'appointment',
      name: 'Ski- & Snowboard-Service',
      nameEn: 'Ski and snowboard service',
      description:
        'Belag ausbessern, Kanten schleifen, Wachs: Wir nehmen deine Ski oder dein Snowboard entgegen, besprechen mit dir, was sie brauchen, und du holst sie nach zwei Werktagen fertig ab.',
      descriptionEn:
        'Base repair, edges and wax: we take in your skis or snowboard, talk through what they need, and you collect them ready two working days later.',
      bring: 'Deine Ski oder dein Snowboard; für eine Bindungseinstellung auch deine Skischuhe.',
      bringEn: 'Your skis or snowboard; for a binding adjustment also your ski boots.',
      durationMinutes: 30,
      stepMinutes: 30,
      priceCents: 3990,
      leadMinutes: 120,
      horizonDays: 28,
      pagePath: '/services/ski-service/',
      sports: ['ski-alpin', 'skitouren', 'langlauf', 'snowboard'],
    },
  },
  {
    offeredAs: 'Bike-Werkstatt',
    capacity: [2, 3],
    row: {
      slug: 'bike-service',
      kind: 'appointment',
      name: 'Bike-Service',
      nameEn: 'Bike service',
      description:
        'Inspektion mit Schaltung, Bremsen, Lager und Laufrädern; wir nehmen dein Rad entgegen und sagen dir, was es braucht.',
      descriptionEn:
        'A check of gears, brakes, bearings and wheels; we take in your bike and tell you what it needs.',
      bring: 'Dein Rad, möglichst sauber; beim E-Bike den Akkuschlüssel.',
      bringEn: 'Your bike, cleaned if you can; for an e-bike the battery key.',
      durationMinutes: 60,
      stepMinutes: 60,
      priceCents: 6990,
      leadMinutes: 24 * 60,
      horizonDays: 42,
      pagePath: '/services/bike-werkstatt/',
      sports: ['mountainbike', 'e-bike', 'rennrad', 'trekkingrad'],
    },
  },
  {
    offeredAs: 'Bike-Fitting',
    capacity: [1, 1],
    row: {
      slug: 'bike-fitting',
      kind: 'appointment',
      name: 'Bike-Fitting',
      nameEn: 'Bike fitting',
      description:
        'Sitzposition, Sattelhöhe, Lenker und Cleats: Wir vermessen dich auf deinem Rad und stellen es auf dich ein.',
      descriptionEn:
        'Position, saddle height, bars and cleats: we measure you on your bike and set it up for you.',
      bring: 'Dein Rad, deine Radschuhe und Radbekleidung.',
      bringEn: 'Your bike, your cycling shoes and kit.',
      durationMinutes: 90,
      stepMinutes: 30,
      priceCents: 14900,
      leadMinutes: 24 * 60,
      horizonDays: 42,
      pagePath: '',
      sports: ['mountainbike', 'e-bike', 'rennrad', 'trekkingrad'],
    },
  },
  {
    offeredAs: 'Laufanalyse',
    capacity: [1, 1],
    row: {
      slug: 'running-analysis',
      kind: 'appointment',
      name: 'Laufanalyse',
      nameEn: 'Running analysis',
      description:
        'Wir filmen deinen Laufstil auf dem Laufband und finden mit dir den Schuh, der zu deinem Fuß und deinem Training passt.',
      descriptionEn:
        'We film your running on the treadmill and find the shoe that fits your foot and your training.',
      bring: 'Laufkleidung und deine aktuellen Laufschuhe.',
      bringEn: 'Running kit and your current running shoes.',
      durationMinutes: 45,
      stepMinutes: 45,
      priceCents: 0,
      leadMinutes: 120,
      horizonDays: 28,
      pagePath: '',
      sports: ['strassenlauf', 'trailrunning'],
    },
  },
  {
    offeredAs: 'Skiverleih',
    capacity: [1, 1],
    row: {
      slug: 'ski-rental',
      kind: 'rental',
      name: 'Skiverleih',
      nameEn: 'Ski rental',
      description:
        'Ski und Skischuhe für einen oder mehrere Tage, von unseren Serviceleuten auf dich eingestellt. Ab drei Tagen wird es günstiger.',
      descriptionEn:
        'Skis and ski boots for one day or several, set up for you by our service team. From three days it costs less.',
      bring: 'Einen Lichtbildausweis; für Skischuhe deine Skisocken.',
      bringEn: 'Photo ID; for boots your ski socks.',
      durationMinutes: 0,
      stepMinutes: 0,
      priceCents: 0,
      leadMinutes: 0,
      horizonDays: 90,
      pagePath: '/services/ski-service/',
      sports: [],
    },
  },
  {
    offeredAs: 'Skiverleih',
    capacity: [1, 1],
    row: {
      slug: 'snowboard-rental',
      kind: 'rental',
      name: 'Snowboardverleih',
      nameEn: 'Snowboard rental',
      description: 'Snowboards und Boots für einen oder mehrere Tage. Ab drei Tagen wird es günstiger.',
      descriptionEn: 'Snowboards and boots for one day or several. From three days it costs less.',
      bring: 'Einen Lichtbildausweis.',
      bringEn: 'Photo ID.',
      durationMinutes: 0,
      stepMinutes: 0,
      priceCents: 0,
      leadMinutes: 0,
      horizonDays: 90,
      pagePath: '',
      sports: [],
    },
  },
]

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => String(from + index * step))

interface CategorySpec {
  readonly service: string
  readonly row: Omit<Row<'rentalCategories'>, 'id' | 'serviceTypeId' | 'position'>
}

const categorySpecs: readonly CategorySpec[] = [
  {
    service: 'ski-rental',
    row: {
      slug: 'allround-ski',
      name: 'Allround-Ski',
      nameEn: 'All-round skis',
      dayPriceCents: 2900,
      depositCents: 0,
      sizes: range(140, 180, 5),
    },
  },
  {
    service: 'ski-rental',
    row: {
      slug: 'premium-ski',
      name: 'Premium-Ski',
      nameEn: 'Premium skis',
      dayPriceCents: 3900,
      depositCents: 0,
      sizes: range(150, 180, 5),
    },
  },
  {
    service: 'ski-rental',
    row: {
      slug: 'kinderski',
      name: 'Kinderski',
      nameEn: 'Kids’ skis',
      dayPriceCents: 1500,
      depositCents: 0,
      sizes: range(90, 130, 10),
    },
  },
  {
    service: 'ski-rental',
    row: {
      slug: 'skischuhe',
      name: 'Skischuhe',
      nameEn: 'Ski boots',
      dayPriceCents: 1200,
      depositCents: 0,
      sizes: range(36, 47, 1),
    },
  },
  {
    service: 'snowboard-rental',
    row: {
      slug: 'snowboard',
      name: 'Snowboard',
      nameEn: 'Snowboard',
      dayPriceCents: 3200,
      depositCents: 0,
      sizes: range(140, 160, 5),
    },
  },
  {
    service: 'snowboard-rental',
    row: {
      slug: 'snowboard-boots',
      name: 'Snowboard-Boots',
      nameEn: 'Snowboard boots',
      dayPriceCents: 1200,
      depositCents: 0,
      sizes: range(36, 47, 1),
    },
  },
]

export interface BookableServiceRows {
  readonly serviceTypes: Row<'serviceTypes'>[]
  readonly storeServiceOffers: Row<'storeServiceOffers'>[]
  readonly rentalCategories: Row<'rentalCategories'>[]
  readonly rentalStock: Row<'rentalStock'>[]
}

export function generateBookableServices(
  seed: number,
  stores: readonly Row<'stores'>[],
): BookableServiceRows {
  const random = new Random(seed, 'bookable-services')
  const serviceTypes = serviceSpecs.map((spec, index) => ({ id: index + 1, ...spec.row }))
  const idOf = (slug: string) => serviceTypes.find((service) => service.slug === slug)?.id ?? 0
  const storeServiceOffers = stores.flatMap((store) =>
    serviceSpecs
      .filter((spec) => store.services.includes(spec.offeredAs))
      .map((spec) => ({
        storeId: store.id ?? 0,
        serviceTypeId: idOf(spec.row.slug),
        capacity: random.int(spec.capacity[0], spec.capacity[1]),
      })),
  )
  const rentalCategories = categorySpecs.map((spec, index) => ({
    id: index + 1,
    serviceTypeId: idOf(spec.service),
    position: index + 1,
    ...spec.row,
  }))
  const rentalStock = storeServiceOffers.flatMap((offer) =>
    rentalCategories
      .filter((category) => category.serviceTypeId === offer.serviceTypeId)
      .flatMap((category) =>
        category.sizes.map((size, index) => {
          // A resort shop has more of the middle sizes than of the smallest and largest.
          const outermost = index === 0 || index === category.sizes.length - 1
          return {
            storeId: offer.storeId,
            categoryId: category.id,
            size,
            quantity: random.int(1, 3) + (outermost ? 0 : 3),
          }
        }),
      ),
  )
  return { serviceTypes, storeServiceOffers, rentalCategories, rentalStock }
}
