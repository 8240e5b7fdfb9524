import type { OrganisationKind } from '@kakehashi/contracts'
import type { DbOrTx } from '../client.ts'
import {
  type Contract,
  contracts,
  type NewContract,
  type NewOrganisation,
  type Organisation,
  organisations,
} from '../schema/index.ts'
import { dayFromToday } from './catalogue.ts'
import { AGENT_FIRM_NAMES, COMPANY_NAMES } from './japanese.ts'
import { nextSequence } from './sequence.ts'

export type OrganisationOverrides = Partial<Omit<NewOrganisation, 'id'>>

/** Insert values for an organisation; defaults are Japanese and follow the sequence. */
export function buildOrganisation(overrides: OrganisationOverrides = {}): NewOrganisation {
  const n = nextSequence()
  const kind: OrganisationKind = overrides.kind ?? 'company'
  const names = kind === 'agent' ? AGENT_FIRM_NAMES : COMPANY_NAMES
  const [name, nameEn] = names[n % names.length]!
  // Past the list the names repeat, so a number keeps them apart.
  const round = Math.floor(n / names.length)
  return {
    kind,
    name: round === 0 ? name : `${name} ${round + 1}`,
    nameEn: round === 0 ? nameEn : `${nameEn} ${round + 1}`,
    ...overrides,
  }
}

export async function createOrganisation(
  db: DbOrTx,
  overrides: OrganisationOverrides = {},
): Promise<Organisation> {
  const [row] = await db.insert(organisations).values(buildOrganisation(overrides)).returning()
  return row!
}

/** A running contract (a year around today) unless the overrides say otherwise. */
export async function createContract(
  db: DbOrTx,
  organisationId: number,
  overrides: Partial<Omit<NewContract, 'id' | 'organisationId'>> = {},
): Promise<Contract> {
  const [row] = await db
    .insert(contracts)
    .values({
      organisationId,
      planName: 'スタンダードプラン',
      startsOn: dayFromToday(-180),
      endsOn: dayFromToday(185),
      specialScoutMonthlyQuota: 30,
      specialScoutWeekPermitted: true,
      ...overrides,
    })
    .returning()
  return row!
}
