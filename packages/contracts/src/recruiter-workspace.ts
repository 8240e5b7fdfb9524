import { z } from 'zod'
import { scoutCampaignSchema } from './candidate-activity.ts'
import { ACCOUNT_TYPES, RECRUITER_PERMISSION_NAMES, RECRUITER_ROLE_TYPES } from './constants.ts'

// The recruiter's organisation as a customer of the platform: its contract, its recruiters and
// what the dashboard shows of the platform's special events and the special scout week.

/** Where a contract stands today (Japan date): running, in its last month, or ended. */
export const CONTRACT_STATES = ['running', 'ending', 'ended'] as const
export type ContractState = (typeof CONTRACT_STATES)[number]

/** A contract counts as ending from this many days before its end date. */
export const CONTRACT_ENDING_DAYS = 30

export const contractSchema = z
  .object({
    plan_name: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    state: z.enum(CONTRACT_STATES),
    /** Days until the end date (0 on the last day, negative once ended). */
    days_left: z.number().int(),
    special_scout_monthly_quota: z.number().int(),
    /** Special scouts the organisation sent this calendar month (Japan time). */
    special_scouts_sent_this_month: z.number().int(),
    special_scouts_remaining: z.number().int(),
    /** Scouting and reminders stop after the end date (spec section 4). */
    can_scout: z.boolean(),
  })
  .meta({ id: 'Contract' })
export type Contract = z.infer<typeof contractSchema>

export const currentContractResponseSchema = z
  .object({ contract: contractSchema.nullable() })
  .meta({ id: 'CurrentContractResponse' })

/** One calendar month (Japan time) of the contract: what the organisation sent in it. */
export const contractMonthSchema = z
  .object({
    /** `YYYY-MM`. */
    month: z.string(),
    /** Scouts of every kind the organisation's recruiters sent (self-applications are not). */
    scouts_sent: z.number().int(),
    /** Of those, the scouts the candidate has answered so far. */
    scouts_replied: z.number().int(),
    special_scouts_sent: z.number().int(),
    /** What is left of the month's special-scout quota; unused quota does not carry over. */
    special_scouts_remaining: z.number().int(),
  })
  .meta({ id: 'ContractMonth' })
export type ContractMonth = z.infer<typeof contractMonthSchema>

/**
 * The contract report: the contract as the dashboard shows it, and each of its months up to
 * this one (or to its last, once ended), newest first, with their totals.
 */
export const contractReportResponseSchema = z
  .object({
    contract: contractSchema.nullable(),
    months: z.array(contractMonthSchema),
    totals: z.object({
      scouts_sent: z.number().int(),
      scouts_replied: z.number().int(),
      special_scouts_sent: z.number().int(),
    }),
  })
  .meta({ id: 'ContractReportResponse' })
export type ContractReportResponse = z.infer<typeof contractReportResponseSchema>

export const managedAccountSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    role_type: z.enum(RECRUITER_ROLE_TYPES),
    account_type: z.enum(ACCOUNT_TYPES),
    trial_recruiter: z.boolean(),
    permissions: z.array(z.enum(RECRUITER_PERMISSION_NAMES)),
    /** Whether this account may download candidate data (spec section 6). */
    can_download_candidates: z.boolean(),
    is_self: z.boolean(),
  })
  .meta({ id: 'ManagedAccount' })
export type ManagedAccount = z.infer<typeof managedAccountSchema>

/** The organisation's recruiters: agents for an agent firm, company users for a company. */
export const managedAccountsResponseSchema = z
  .object({ managed_accounts: z.array(managedAccountSchema) })
  .meta({ id: 'ManagedAccountsResponse' })

export const scoutCampaignPermissionSchema = z
  .object({
    /** The Special Scout Week permission of the organisation's contract. */
    special_scout_week: z.boolean(),
    /** The week running today or next, if any. */
    campaign: scoutCampaignSchema.extend({ is_running: z.boolean() }).nullable(),
  })
  .meta({ id: 'ScoutCampaignPermission' })
export type ScoutCampaignPermission = z.infer<typeof scoutCampaignPermissionSchema>

export const recentEventInfoSchema = z
  .object({
    special_event_group: z.object({
      name: z.string(),
      title: z.string(),
      title_en: z.string().nullable(),
    }),
    special_event: z.object({
      id: z.number().int(),
      title: z.string(),
      title_en: z.string().nullable(),
      place: z.string(),
      is_online: z.boolean(),
      event_starts_at: z.string(),
      capacity: z.number().int().nullable(),
      entry_count: z.number().int(),
    }),
    /** Whether the caller's organisation is the event's company. */
    is_own_event: z.boolean(),
  })
  .meta({ id: 'RecentEventInfo' })
export type RecentEventInfo = z.infer<typeof recentEventInfoSchema>

export const recentEventInfoResponseSchema = z
  .object({ recent_event_info: recentEventInfoSchema.nullable() })
  .meta({ id: 'RecentEventInfoResponse' })

/** Scouts the organisation's recruiters sent in one week, and how many were answered so far. */
const weekScoutsSchema = z.object({
  /** Scouts sent that week (self-applications are not scouts). */
  sent: z.number().int(),
  /** Of those, the scouts the candidate has answered so far. */
  replied: z.number().int(),
})

/** A saved search of the caller with members new since its last notice who match it now. */
export const dashboardSavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The new members, counted up to a cap. */
  new_members: z.number().int(),
  /** More new members than `new_members` say. */
  new_members_capped: z.boolean(),
  /** The member search run with the saved criteria (`candidateSearchHref`). */
  search_path: z.string(),
})
export type DashboardSavedSearch = z.infer<typeof dashboardSavedSearchSchema>

/**
 * GET /client/dashboard_summary: the recruiter's work first. Every figure is the organisation's,
 * but the saved searches, which are the caller's own.
 */
export const dashboardSummarySchema = z
  .object({
    /** Conversations the candidate wrote in since a recruiter last read them (the list's unread). */
    replies_waiting: z.number().int(),
    /** Self-applications pending review. */
    applications_waiting: z.number().int(),
    /**
     * Open conversations whose candidate wrote last, more than UNANSWERED_DAYS days ago (the
     * list's `unanswered`).
     */
    unanswered: z.number().int(),
    scouts: z.object({
      /** This week's Monday in Japan (`YYYY-MM-DD`); weeks run Monday to Sunday. */
      week_starts_on: z.string(),
      /** Today in Japan (`YYYY-MM-DD`). */
      today: z.string(),
      this_week: weekScoutsSchema,
      last_week: weekScoutsSchema,
    }),
    /** Open or scout-only jobs ending within JOB_EXPIRING_DAYS days (the job list's `expiring`). */
    jobs_ending: z.number().int(),
    /** The caller's saved searches with new members, newest saved first (as their list). */
    saved_searches: z.array(dashboardSavedSearchSchema),
  })
  .meta({ id: 'DashboardSummary' })
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>
