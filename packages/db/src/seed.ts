import type { AccountType, OrganisationKind, RoleType } from '@kakehashi/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database, Tx } from './client.ts'
import { buildUser } from './factories/users.ts'
import { hashPassword } from './password.ts'
import { organisations, users } from './schema/index.ts'
import { fillMissingCandidateSearchDocuments } from './search/candidate-documents.ts'
import { emptySearchTables, recordSearchIndexVersion } from './search/reindex.ts'
import { seedAdministration } from './seed/administration.ts'
import { seedCandidates } from './seed/candidates.ts'
import { seedCatalogue } from './seed/catalogue.ts'
import { seedMemberSearch } from './seed/member-search.ts'
import { seedRecruiterWorkspace } from './seed/recruiter-workspace.ts'
import { seedSelfApplications } from './seed/self-applications.ts'

/** The password of every demo account. */
export const DEMO_PASSWORD = 'kakehashi-demo'

interface SeedOrganisation {
  key: string
  kind: OrganisationKind
  name: string
  nameEn: string
}

interface SeedUser {
  email: string
  roleType: RoleType
  fullName: string
  fullNameKana: string
  organisation?: string
  accountType?: AccountType
  trialRecruiter?: boolean
}

const SEED_ORGANISATIONS: SeedOrganisation[] = [
  { key: 'mirai', kind: 'company', name: '株式会社みらいキャピタル', nameEn: 'Mirai Capital Inc.' },
  {
    key: 'sakura',
    kind: 'company',
    name: '株式会社さくらテクノロジーズ',
    nameEn: 'Sakura Technologies Inc.',
  },
  {
    key: 'aozora',
    kind: 'company',
    name: 'あおぞら製薬株式会社',
    nameEn: 'Aozora Pharmaceutical Co., Ltd.',
  },
  { key: 'bridge', kind: 'agent', name: '株式会社ブリッジキャリア', nameEn: 'Bridge Career Inc.' },
  { key: 'nextlink', kind: 'agent', name: '株式会社ネクストリンク', nameEn: 'NextLink Inc.' },
]

const SEED_USERS: SeedUser[] = [
  {
    email: 'master@mirai-capital.example.com',
    roleType: 'CompanyUser',
    accountType: 'master',
    organisation: 'mirai',
    fullName: '佐藤 健太',
    fullNameKana: 'さとう けんた',
  },
  {
    email: 'normal@mirai-capital.example.com',
    roleType: 'CompanyUser',
    accountType: 'normal',
    organisation: 'mirai',
    fullName: '鈴木 美咲',
    fullNameKana: 'すずき みさき',
  },
  {
    email: 'master@sakura-tech.example.com',
    roleType: 'CompanyUser',
    accountType: 'master',
    organisation: 'sakura',
    fullName: '高橋 大輔',
    fullNameKana: 'たかはし だいすけ',
  },
  {
    email: 'trial@aozora-pharma.example.com',
    roleType: 'CompanyUser',
    accountType: 'master',
    trialRecruiter: true,
    organisation: 'aozora',
    fullName: '田中 結衣',
    fullNameKana: 'たなか ゆい',
  },
  {
    email: 'master@bridge-career.example.com',
    roleType: 'Agent',
    accountType: 'master',
    organisation: 'bridge',
    fullName: '伊藤 翔太',
    fullNameKana: 'いとう しょうた',
  },
  {
    email: 'company@bridge-career.example.com',
    roleType: 'Agent',
    accountType: 'agent_company',
    organisation: 'bridge',
    fullName: '渡辺 陽菜',
    fullNameKana: 'わたなべ ひな',
  },
  {
    email: 'master@nextlink.example.com',
    roleType: 'Agent',
    accountType: 'master',
    organisation: 'nextlink',
    fullName: '中村 拓也',
    fullNameKana: 'なかむら たくや',
  },
  {
    email: 'recruiter@mirai-capital.example.com',
    roleType: 'CompanyUser',
    accountType: 'normal',
    organisation: 'mirai',
    fullName: '小川 直樹',
    fullNameKana: 'おがわ なおき',
  },
  {
    email: 'normal@sakura-tech.example.com',
    roleType: 'CompanyUser',
    accountType: 'normal',
    organisation: 'sakura',
    fullName: '森 彩花',
    fullNameKana: 'もり あやか',
  },
  {
    email: 'hr@aozora-pharma.example.com',
    roleType: 'CompanyUser',
    accountType: 'normal',
    trialRecruiter: true,
    organisation: 'aozora',
    fullName: '石井 翼',
    fullNameKana: 'いしい つばさ',
  },
  {
    email: 'normal@bridge-career.example.com',
    roleType: 'Agent',
    accountType: 'normal',
    organisation: 'bridge',
    fullName: '岡田 健',
    fullNameKana: 'おかだ けん',
  },
  {
    email: 'normal@nextlink.example.com',
    roleType: 'Agent',
    accountType: 'normal',
    organisation: 'nextlink',
    fullName: '前田 美穂',
    fullNameKana: 'まえだ みほ',
  },
  {
    email: 'admin@kakehashi.example.com',
    roleType: 'Administrator',
    fullName: '小林 さくら',
    fullNameKana: 'こばやし さくら',
  },
  ...(
    [
      ['山田 太郎', 'やまだ たろう'],
      ['加藤 花子', 'かとう はなこ'],
      ['松本 蓮', 'まつもと れん'],
      ['井上 葵', 'いのうえ あおい'],
      ['木村 悠真', 'きむら ゆうま'],
      ['林 凛', 'はやし りん'],
      ['清水 湊', 'しみず みなと'],
      ['山口 結菜', 'やまぐち ゆいな'],
    ] as const
  ).map(
    ([fullName, fullNameKana], i): SeedUser => ({
      email: `candidate${i + 1}@example.com`,
      roleType: 'Candidate',
      fullName,
      fullNameKana,
    }),
  ),
]

export interface DemoLogin {
  role: string
  email: string
  password: string
  description: string
}

/** One account per role and account type, printed by the server at start. */
export const DEMO_LOGINS: DemoLogin[] = [
  {
    role: 'Candidate',
    email: 'candidate1@example.com',
    password: DEMO_PASSWORD,
    description: 'Candidate 山田 太郎',
  },
  {
    role: 'CompanyUser',
    email: 'master@mirai-capital.example.com',
    password: DEMO_PASSWORD,
    description: 'Company recruiter, master account (株式会社みらいキャピタル)',
  },
  {
    role: 'CompanyUser',
    email: 'normal@mirai-capital.example.com',
    password: DEMO_PASSWORD,
    description:
      'Company recruiter, normal account without CSV download (株式会社みらいキャピタル)',
  },
  {
    role: 'CompanyUser',
    email: 'trial@aozora-pharma.example.com',
    password: DEMO_PASSWORD,
    description: 'Trial company recruiter (あおぞら製薬株式会社)',
  },
  {
    role: 'Agent',
    email: 'master@bridge-career.example.com',
    password: DEMO_PASSWORD,
    description: 'Agent, master account (株式会社ブリッジキャリア)',
  },
  {
    role: 'Agent',
    email: 'company@bridge-career.example.com',
    password: DEMO_PASSWORD,
    description: 'Agent, agent_company account (株式会社ブリッジキャリア)',
  },
  {
    role: 'Agent',
    email: 'master@nextlink.example.com',
    password: DEMO_PASSWORD,
    description: 'Agent whose contract has ended: scouting stopped (株式会社ネクストリンク)',
  },
  {
    role: 'Administrator',
    email: 'admin@kakehashi.example.com',
    password: DEMO_PASSWORD,
    description: 'Administrator',
  },
]

export interface SeedResult {
  insertedOrganisations: number
  insertedUsers: number
}

async function ensureOrganisation(tx: Tx, org: SeedOrganisation): Promise<[number, boolean]> {
  const [existing] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.kind, org.kind), eq(organisations.name, org.name)))
    .limit(1)
  if (existing) return [existing.id, false]
  const [row] = await tx
    .insert(organisations)
    .values({ kind: org.kind, name: org.name, nameEn: org.nameEn })
    .returning({ id: organisations.id })
  return [row!.id, true]
}

/**
 * Demo data. Deterministic and idempotent: records are found by their natural keys (organisation
 * kind and name, user e-mail) and only missing ones are inserted; existing ones are left as they
 * are, so a second run changes nothing and a user's own edits survive restarts. The demo
 * catalogue (seed/catalogue.ts) is seeded with them, once, in the same transaction.
 */
export async function seed(database: Database): Promise<SeedResult> {
  const emails = SEED_USERS.map((u) => u.email)
  const existingUsers = await database.db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails))
  const existing = new Set(existingUsers.map((u) => u.email))
  const missing = SEED_USERS.filter((u) => !existing.has(u.email))
  // argon2 is deliberately slow: one hash shared by every demo account, and none when all exist.
  const passwordHash = missing.length > 0 ? await hashPassword(DEMO_PASSWORD) : null

  return database.db.transaction(async (tx) => {
    // The documents the seed writes follow the current search rules, so a table it starts empty
    // is current when it is done. Rows already there may predate the rules: their tables keep
    // the version recorded for them, and start-up rebuilds them when it is older.
    const unbuiltTables = await emptySearchTables(tx)
    const organisationIds = new Map<string, number>()
    let insertedOrganisations = 0
    for (const org of SEED_ORGANISATIONS) {
      const [id, inserted] = await ensureOrganisation(tx, org)
      organisationIds.set(org.key, id)
      if (inserted) insertedOrganisations += 1
    }

    let insertedUsers = 0
    if (missing.length > 0) {
      const rows = await tx
        .insert(users)
        .values(
          missing.map((u) =>
            buildUser({
              email: u.email,
              roleType: u.roleType,
              fullName: u.fullName,
              fullNameKana: u.fullNameKana,
              accountType: u.accountType ?? null,
              trialRecruiter: u.trialRecruiter ?? false,
              organisationId: u.organisation ? organisationIds.get(u.organisation)! : null,
              passwordHash,
            }),
          ),
        )
        // Another process seeding at the same moment must not make this one fail.
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id })
      insertedUsers = rows.length
    }

    const catalogue = await seedCatalogue(tx, {
      organisationIds,
      // The demo login starts with no stocks, follows or entries, so what a visitor does shows.
      signalCandidateEmails: SEED_USERS.filter(
        (u) => u.roleType === 'Candidate' && !DEMO_LOGINS.some((l) => l.email === u.email),
      ).map((u) => u.email),
    })
    insertedOrganisations += catalogue.insertedOrganisations
    await seedCandidates(tx, {
      candidateEmails: SEED_USERS.filter((u) => u.roleType === 'Candidate').map((u) => u.email),
      organisationIds: [...organisationIds.values()],
      demoLoginEmail: DEMO_LOGINS.find((l) => l.role === 'Candidate')!.email,
      // Answered the job-change timing long ago, so signing in asks it again.
      timingOverdueEmail: 'candidate3@example.com',
    })
    await seedRecruiterWorkspace(tx, { organisationIds })
    await seedMemberSearch(tx, { organisationIds })
    // After member search, which seeds an organisation's records only while it has no scouts.
    await seedSelfApplications(tx, { organisationIds })
    // Every seeded candidate can be found by member search.
    await fillMissingCandidateSearchDocuments(tx)
    await seedAdministration(tx, {
      organisationIds,
      administratorEmail: 'admin@kakehashi.example.com',
      viewerEmail: 'master@mirai-capital.example.com',
      requesterEmail: 'candidate1@example.com',
    })
    await recordSearchIndexVersion(tx, unbuiltTables)
    return { insertedOrganisations, insertedUsers }
  })
}
