import {
  type AdminContractBody,
  type AdminOrganisation,
  type AdminOrganisationCreateBody,
  type AdminOrganisationUpdateBody,
  type AdminRecruiter,
  type AdminRecruiterInviteBody,
  type AdminRecruiterUpdateBody,
  INVITATION_TTL_DAYS,
  type RecruiterAccountState,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import { type DbOrTx, keywordTerms } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { readPage } from '../../lib/paging.ts'
import { composeAccountMail, type MailToSend } from '../accounts/account-mails.ts'
import { deleteSessionsOfUser, insertUserToken } from '../accounts/accounts-repository.ts'
import { generateToken, hashToken } from '../accounts/tokens.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import { contractState } from '../recruiter-workspace/recruiter-workspace-service.ts'
import * as repository from './administration-repository.ts'

// The platform's customers as administrators keep them: organisations with their public
// profile and contract, and the recruiters who act for them. Every change is one transaction
// with its audit entry (decision 022).

export interface AdministrationDeps {
  db: DbOrTx
  /** Queues a mail in the given transaction: it goes out only if the change commits. */
  sendMail(mail: MailToSend, tx: DbOrTx): Promise<void>
  baseUrl: string
}

const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000

// Organisations ---------------------------------------------------------------------------------

export async function listOrganisations(
  db: DbOrTx,
  query: { keyword?: string; kind?: 'company' | 'agent'; page: number; per: number },
) {
  const filters = { keywords: keywordTerms(query.keyword), kind: query.kind }
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listOrganisationRows(db, filters, window),
    count: () => repository.countOrganisations(db, filters),
  })
  return {
    organisations: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      name_en: row.nameEn,
      contract:
        row.planName !== null && row.startsOn !== null && row.endsOn !== null
          ? {
              plan_name: row.planName,
              starts_on: row.startsOn,
              ends_on: row.endsOn,
              state: contractState(row.daysLeft),
            }
          : null,
      recruiter_count: row.recruiterCount,
      created_at: row.createdAt.toISOString(),
    })),
    pagination,
  }
}

function recruiterState(row: repository.RecruiterRow): RecruiterAccountState {
  if (row.suspendedAt) return 'suspended'
  return row.hasPassword ? 'active' : 'invited'
}

function recruiterToWire(row: repository.RecruiterRow): AdminRecruiter {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    full_name_kana: row.fullNameKana,
    role_type: row.roleType as AdminRecruiter['role_type'],
    // The database guarantees an account type for every recruiter.
    account_type: row.accountType!,
    permissions: row.permissions,
    trial_recruiter: row.trialRecruiter,
    state: recruiterState(row),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
  }
}

async function readOrganisation(db: DbOrTx, id: number): Promise<AdminOrganisation> {
  const found = await repository.findOrganisation(db, id)
  if (!found) throw notFound('Organisation')
  const { organisation, company, agent, contract } = found
  const profile = company ?? agent
  return {
    id: organisation.id,
    kind: organisation.kind,
    name: organisation.name,
    name_en: organisation.nameEn,
    prefecture_id: profile?.prefectureId ?? null,
    industry_id: company?.industryId ?? null,
    website_url: profile?.websiteUrl ?? null,
    description: profile?.description ?? '',
    is_foreign_affiliated: company?.isForeignAffiliated ?? false,
    public_path: company ? `/companies/${company.id}` : agent ? `/agents/${agent.id}` : null,
    contract: contract
      ? {
          plan_name: contract.planName,
          starts_on: contract.startsOn,
          ends_on: contract.endsOn,
          state: contractState(found.daysLeft),
          special_scout_monthly_quota: contract.specialScoutMonthlyQuota,
          special_scout_week_permitted: contract.specialScoutWeekPermitted,
          download_permitted: contract.downloadPermitted,
        }
      : null,
    recruiters: (await repository.listRecruiters(db, id)).map(recruiterToWire),
    created_at: organisation.createdAt.toISOString(),
    updated_at: organisation.updatedAt.toISOString(),
  }
}

export const getOrganisation = readOrganisation

/** Refuses a profile naming an industry or prefecture that does not exist, on its field. */
async function checkProfileReferences(db: DbOrTx, body: AdminOrganisationUpdateBody) {
  const found = await repository.findProfileReferences(db, {
    industryId: body.industry_id,
    prefectureId: body.prefecture_id,
  })
  const issues = [
    ...(found.industry ? [] : [fieldIssue(['body', 'industry_id'], VALIDATION_MESSAGES.invalid)]),
    ...(found.prefecture
      ? []
      : [fieldIssue(['body', 'prefecture_id'], VALIDATION_MESSAGES.invalid)]),
  ]
  if (issues.length > 0) throw new AppError('validationFailed', 'Unknown reference', issues)
}

/** What the audit trail keeps of an organisation: everything but its recruiters. */
function organisationSnapshot(record: AdminOrganisation): Record<string, unknown> {
  const { recruiters: _recruiters, created_at: _created, updated_at: _updated, ...rest } = record
  return rest
}

export async function createOrganisation(
  db: DbOrTx,
  actor: AuditActor,
  body: AdminOrganisationCreateBody,
): Promise<{ record: AdminOrganisation; created: boolean }> {
  return db.transaction(async (tx) => {
    await checkProfileReferences(tx, body)
    const id = await repository.insertOrganisation(tx, {
      kind: body.kind,
      name: body.name,
      nameEn: body.name_en.trim() || null,
      clientRequestId: body.client_request_id,
    })
    if (id === undefined) {
      const existing = await repository.findOrganisationIdByRequest(tx, body.client_request_id)
      return { record: await readOrganisation(tx, existing!), created: false }
    }
    await repository.saveOrganisationProfile(tx, { id, kind: body.kind }, body)
    await repository.saveContract(tx, id, body.contract)
    const record = await readOrganisation(tx, id)
    await recordAudit(tx, actor, {
      action: 'organisation.created',
      recordType: 'organisation',
      recordId: id,
      after: organisationSnapshot(record),
    })
    return { record, created: true }
  })
}

export async function updateOrganisation(
  db: DbOrTx,
  actor: AuditActor,
  id: number,
  body: AdminOrganisationUpdateBody,
): Promise<AdminOrganisation> {
  return db.transaction(async (tx) => {
    const before = await readOrganisation(tx, id)
    await checkProfileReferences(tx, body)
    await repository.saveOrganisationProfile(tx, { id, kind: before.kind }, body)
    const after = await readOrganisation(tx, id)
    await recordAudit(tx, actor, {
      action: 'organisation.updated',
      recordType: 'organisation',
      recordId: id,
      before: organisationSnapshot(before),
      after: organisationSnapshot(after),
    })
    return after
  })
}

export async function saveContract(
  db: DbOrTx,
  actor: AuditActor,
  id: number,
  body: AdminContractBody,
): Promise<AdminOrganisation> {
  return db.transaction(async (tx) => {
    const before = await readOrganisation(tx, id)
    await repository.saveContract(tx, id, body)
    const after = await readOrganisation(tx, id)
    await recordAudit(tx, actor, {
      action: 'contract.saved',
      recordType: 'organisation',
      recordId: id,
      before: before.contract,
      after: after.contract,
    })
    return after
  })
}

// Recruiters ------------------------------------------------------------------------------------

const recruiterSnapshot = (record: AdminRecruiter): Record<string, unknown> => ({ ...record })

/**
 * Creates the recruiter without a password and mails a link to set one. The address of a
 * recruiter already invited to this organisation answers that account and mails nothing; an
 * address any other account holds is refused on the field.
 */
export async function inviteRecruiter(
  deps: AdministrationDeps,
  actor: AuditActor,
  organisationId: number,
  body: AdminRecruiterInviteBody,
): Promise<{ record: AdminRecruiter; created: boolean }> {
  const email = body.email.trim().toLowerCase()
  return deps.db.transaction(async (tx) => {
    const organisation = await repository.findOrganisation(tx, organisationId)
    if (!organisation) throw notFound('Organisation')
    const values = {
      email,
      roleType:
        organisation.organisation.kind === 'agent' ? ('Agent' as const) : ('CompanyUser' as const),
      organisationId,
      fullName: body.full_name,
      fullNameKana: body.full_name_kana.trim() || null,
      accountType: body.account_type,
      permissions: body.permissions,
      trialRecruiter: body.trial_recruiter,
    }
    const id = await repository.insertRecruiter(tx, values)
    if (id === undefined) {
      const holder = await repository.findUserByEmail(tx, email)
      const sameInvitation =
        holder && holder.organisationId === organisationId && holder.roleType === values.roleType
      const existing = sameInvitation ? await repository.findRecruiter(tx, holder.id) : undefined
      if (existing && recruiterState(existing) === 'invited') {
        return { record: recruiterToWire(existing), created: false }
      }
      throw new AppError('conflict', 'This e-mail address is registered already', [
        fieldIssue(['body', 'email'], VALIDATION_MESSAGES.alreadyRegistered),
      ])
    }
    const token = generateToken()
    await insertUserToken(tx, {
      userId: id,
      purpose: 'invitation',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    })
    const record = recruiterToWire((await repository.findRecruiter(tx, id))!)
    await recordAudit(tx, actor, {
      action: 'recruiter.invited',
      recordType: 'recruiter',
      recordId: id,
      after: { ...recruiterSnapshot(record), organisation_id: organisationId },
    })
    await deps.sendMail(
      composeAccountMail('invitation', body.locale, {
        to: email,
        baseUrl: deps.baseUrl,
        token,
        params: { organisation: organisation.organisation.name, days: INVITATION_TTL_DAYS },
      }),
      tx,
    )
    return { record, created: true }
  })
}

async function readRecruiter(db: DbOrTx, id: number) {
  const row = await repository.findRecruiter(db, id)
  if (!row) throw notFound('Recruiter')
  return row
}

export async function updateRecruiter(
  db: DbOrTx,
  actor: AuditActor,
  id: number,
  body: AdminRecruiterUpdateBody,
): Promise<AdminRecruiter> {
  return db.transaction(async (tx) => {
    const before = recruiterToWire(await readRecruiter(tx, id))
    await repository.updateRecruiter(tx, id, {
      fullName: body.full_name,
      fullNameKana: body.full_name_kana.trim() || null,
      accountType: body.account_type,
      permissions: body.permissions,
      trialRecruiter: body.trial_recruiter,
    })
    const after = recruiterToWire(await readRecruiter(tx, id))
    await recordAudit(tx, actor, {
      action: 'recruiter.updated',
      recordType: 'recruiter',
      recordId: id,
      before: recruiterSnapshot(before),
      after: recruiterSnapshot(after),
    })
    return after
  })
}

/**
 * Suspends or reinstates a recruiter. Suspending ends every session at once, so an open page
 * stops working on its next request; asking for the state the account is in changes nothing.
 */
export async function setRecruiterSuspended(
  db: DbOrTx,
  actor: AuditActor,
  id: number,
  suspended: boolean,
): Promise<AdminRecruiter> {
  return db.transaction(async (tx) => {
    const before = await readRecruiter(tx, id)
    if ((before.suspendedAt !== null) === suspended) return recruiterToWire(before)
    await repository.setSuspended(tx, id, suspended)
    if (suspended) await deleteSessionsOfUser(tx, id)
    const after = recruiterToWire(await readRecruiter(tx, id))
    await recordAudit(tx, actor, {
      action: suspended ? 'recruiter.suspended' : 'recruiter.reinstated',
      recordType: 'recruiter',
      recordId: id,
      before: { state: recruiterState(before) },
      after: { state: after.state },
    })
    return after
  })
}
