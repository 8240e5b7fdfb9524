import {
  CONTRACT_ENDING_DAYS,
  type Contract,
  type ContractReportResponse,
  type ContractState,
  candidateSearchHref,
  type DashboardSavedSearch,
  type DashboardSummary,
  type ManagedAccount,
  type RecentEventInfo,
  type ScoutCampaignPermission,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import { searchVocabulary } from '../../lib/search-vocabulary.ts'
import { campaignToWire } from '../candidate-activity/candidate-activity-service.ts'
import {
  listNewMembers,
  listSearchConditions,
} from '../candidate-search-conditions/candidate-search-conditions-repository.ts'
import { readCriteria } from '../candidate-search-conditions/candidate-search-conditions-service.ts'
import { findRecentSpecialEvent } from '../events/events-repository.ts'
import {
  countScoutsByContractMonth,
  countSpecialScoutsThisMonth,
  countWorkFigures,
  findContract,
  findCurrentOrNextCampaign,
  listOrganisationRecruiters,
} from './recruiter-workspace-repository.ts'

export function contractState(daysLeft: number): ContractState {
  if (daysLeft < 0) return 'ended'
  return daysLeft < CONTRACT_ENDING_DAYS ? 'ending' : 'running'
}

export async function getContract(
  db: DbOrTx,
  organisationId: number,
): Promise<{ contract: Contract | null }> {
  const [row, sent] = await Promise.all([
    findContract(db, organisationId),
    countSpecialScoutsThisMonth(db, organisationId),
  ])
  if (!row) return { contract: null }
  const state = contractState(row.daysLeft)
  return {
    contract: {
      plan_name: row.planName,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      state,
      days_left: row.daysLeft,
      special_scout_monthly_quota: row.specialScoutMonthlyQuota,
      special_scouts_sent_this_month: sent,
      special_scouts_remaining: Math.max(0, row.specialScoutMonthlyQuota - sent),
      can_scout: state !== 'ended',
    },
  }
}

/**
 * The contract and what the organisation sent in each of its months. A month's remaining
 * special scouts are counted against the quota the contract holds now: the quota's history is
 * not kept.
 */
export async function getContractReport(
  db: DbOrTx,
  organisationId: number,
): Promise<ContractReportResponse> {
  const [{ contract }, months] = await Promise.all([
    getContract(db, organisationId),
    countScoutsByContractMonth(db, organisationId),
  ])
  const quota = contract?.special_scout_monthly_quota ?? 0
  const sum = (pick: (month: (typeof months)[number]) => number) =>
    months.reduce((total, month) => total + pick(month), 0)
  return {
    contract,
    months: months.map((month) => ({
      month: month.month,
      scouts_sent: month.scoutsSent,
      scouts_replied: month.scoutsReplied,
      special_scouts_sent: month.specialScoutsSent,
      special_scouts_remaining: Math.max(0, quota - month.specialScoutsSent),
    })),
    totals: {
      scouts_sent: sum((month) => month.scoutsSent),
      scouts_replied: sum((month) => month.scoutsReplied),
      special_scouts_sent: sum((month) => month.specialScoutsSent),
    },
  }
}

/** The dashboard counts a saved search's new members up to this many ("100+" past it). */
export const DASHBOARD_NEW_MEMBERS_CAP = 100

/**
 * The caller's saved searches with members new since their last notice who match them now, as
 * the alerts would announce them (decision 017): past each search's `notified_through_seq`,
 * found by member search's own rules, for all the searches in one statement. A search whose
 * criteria the search no longer takes is left out, as the alerts leave it.
 */
async function listSavedSearchesWithNewMembers(
  db: DbOrTx,
  caller: RecruiterContext,
): Promise<DashboardSavedSearch[]> {
  const searches = (await listSearchConditions(db, caller)).flatMap((row) => {
    const { criteria, outdated } = readCriteria(row.query)
    return outdated ? [] : [{ row, criteria }]
  })
  if (searches.length === 0) return []
  const found = await listNewMembers(
    db,
    searches.map(({ row, criteria }) => ({
      searchId: row.id,
      criteria,
      organisationId: caller.organisationId,
      recruiterUserId: caller.userId,
      afterSeq: row.notifiedThroughSeq,
    })),
    Number.MAX_SAFE_INTEGER,
    DASHBOARD_NEW_MEMBERS_CAP + 1,
    await searchVocabulary(db),
  )
  const counts = new Map<number, number>()
  for (const { searchId } of found) counts.set(searchId, (counts.get(searchId) ?? 0) + 1)
  return searches.flatMap(({ row, criteria }) => {
    const count = counts.get(row.id) ?? 0
    if (count === 0) return []
    return [
      {
        id: row.id,
        name: row.name,
        new_members: Math.min(count, DASHBOARD_NEW_MEMBERS_CAP),
        new_members_capped: count > DASHBOARD_NEW_MEMBERS_CAP,
        search_path: candidateSearchHref(criteria),
      },
    ]
  })
}

/**
 * The dashboard's work figures: what waits in the organisation's conversations, its scouts of
 * this week against last week, its jobs ending soon, and the caller's saved searches with new
 * members. One statement counts the organisation's figures; two more read the caller's saved
 * searches and look past their marks. The special scouts left this month are the contract's
 * (`getContract`), which the dashboard reads beside this.
 */
export async function getDashboardSummary(
  db: DbOrTx,
  caller: RecruiterContext,
): Promise<DashboardSummary> {
  const [figures, savedSearches] = await Promise.all([
    countWorkFigures(db, caller.organisationId),
    listSavedSearchesWithNewMembers(db, caller),
  ])
  return {
    replies_waiting: figures.repliesWaiting,
    applications_waiting: figures.applicationsWaiting,
    unanswered: figures.unanswered,
    scouts: {
      week_starts_on: figures.weekStartsOn,
      today: figures.today,
      this_week: figures.thisWeek,
      last_week: figures.lastWeek,
    },
    jobs_ending: figures.jobsEnding,
    saved_searches: savedSearches,
  }
}

export async function listManagedAccounts(
  db: DbOrTx,
  caller: RecruiterContext,
): Promise<{ managed_accounts: ManagedAccount[] }> {
  const rows = await listOrganisationRecruiters(db, caller.organisationId)
  return {
    managed_accounts: rows.map((row) => ({
      id: row.id,
      full_name: row.fullName,
      email: row.email,
      // The database guarantees both for a recruiter (users_account_type_iff_recruiter).
      role_type: row.roleType as ManagedAccount['role_type'],
      account_type: row.accountType!,
      trial_recruiter: row.trialRecruiter,
      permissions: row.permissions,
      can_download_candidates: row.permissions.includes('candidates_download'),
      is_self: row.id === caller.userId,
    })),
  }
}

export async function getScoutCampaignPermission(
  db: DbOrTx,
  organisationId: number,
): Promise<ScoutCampaignPermission> {
  const [contract, campaign] = await Promise.all([
    findContract(db, organisationId),
    findCurrentOrNextCampaign(db),
  ])
  return {
    // An ended contract takes no part in the week, whatever it once allowed.
    special_scout_week: Boolean(contract?.specialScoutWeekPermitted && contract.daysLeft >= 0),
    campaign: campaign ? { ...campaignToWire(campaign), is_running: campaign.isRunning } : null,
  }
}

export async function getRecentEventInfo(
  db: DbOrTx,
  organisationId: number,
): Promise<{ recent_event_info: RecentEventInfo | null }> {
  const row = await findRecentSpecialEvent(db)
  if (!row) return { recent_event_info: null }
  return {
    recent_event_info: {
      special_event_group: {
        name: row.group.name,
        title: row.group.title,
        title_en: row.group.titleEn,
      },
      special_event: {
        id: row.specialEvent.id,
        title: row.specialEvent.title,
        title_en: row.specialEvent.titleEn,
        place: row.specialEvent.place,
        is_online: row.specialEvent.isOnline,
        event_starts_at: row.specialEvent.eventStartsAt.toISOString(),
        capacity: row.specialEvent.capacity,
        entry_count: row.entryCount,
      },
      is_own_event: row.companyOrganisationId === organisationId,
    },
  }
}
