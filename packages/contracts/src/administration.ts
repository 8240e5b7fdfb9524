import { z } from 'zod'
import {
  ACCOUNT_TYPES,
  LOCALES,
  ORGANISATION_KINDS,
  RECRUITER_PERMISSION_NAMES,
  RECRUITER_ROLE_TYPES,
  ROLE_TYPES,
  STRING_MAX_LENGTH,
} from './constants.ts'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import { CONTRACT_STATES } from './recruiter-workspace.ts'
import {
  choice,
  isCalendarDate,
  optionalDate,
  optionalUrl,
  requiredDate,
} from './validation/fields.ts'
import { emailSchema } from './validation/formats.ts'
import { optionalIdSchema } from './validation/id.ts'
import { reportIssue, stringInput } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { numberSchema, numericInput } from './validation/number.ts'
import { SMALL_ID_MAX } from './validation/record-id.ts'
import { hiraganaSchema, requiredText, textSchema } from './validation/text.ts'

// The administrator's area (/admin, /api/v3/admin): the platform's customers (organisations,
// their contracts and recruiters) and the audit trail of who changed or looked at what.

/** An administrator's session ends after this long without a request. */
export const ADMIN_SESSION_IDLE_MINUTES = 30

/** An invitation link lets the recruiter set a first password for this long. */
export const INVITATION_TTL_DAYS = 7

/** The public profile's description may be this long. */
export const ORGANISATION_DESCRIPTION_MAX_LENGTH = 5000

/** Most special scouts a contract may allow in a month. */
export const SPECIAL_SCOUT_QUOTA_MAX = 10_000

/** What the audit trail records, as `<record type>.<what happened>`. */
export const AUDIT_ACTIONS = [
  'banner.created',
  'banner.updated',
  'banner.deleted',
  'client_note.created',
  'client_note.updated',
  'column.created',
  'column.updated',
  'event.created',
  'event.updated',
  'special_event_group.created',
  'special_event_group.updated',
  'special_event.created',
  'special_event.updated',
  'job_info.closed',
  'job_report.dismissed',
  'recruiter_report.dismissed',
  'personal_data_request.updated',
  'scout_campaign.created',
  'scout_campaign.updated',
  'tag_category.created',
  'tag_category.updated',
  'tag_category.deleted',
  'tag.created',
  'tag.updated',
  'tag.deleted',
  'university.created',
  'university.updated',
  'certification.created',
  'certification.updated',
  'organisation.created',
  'organisation.updated',
  'contract.saved',
  'recruiter.invited',
  'recruiter.updated',
  'recruiter.suspended',
  'recruiter.reinstated',
  'redirect_rule.created',
  'redirect_rule.updated',
  'redirect_rule.deleted',
  'candidate.viewed',
  'candidate.resume_downloaded',
  'candidate_export.written',
  'candidate_export.downloaded',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The kinds of record an audit entry names. */
export const AUDIT_RECORD_TYPES = [
  'banner',
  'client_note',
  'column',
  'event',
  'special_event_group',
  'special_event',
  'job_info',
  'job_report',
  'recruiter_report',
  'personal_data_request',
  'scout_campaign',
  'tag_category',
  'tag',
  'university',
  'certification',
  'organisation',
  'contract',
  'recruiter',
  'redirect_rule',
  'candidate',
  'candidate_export',
] as const
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number]

/** Where a recruiter account stands: invited (no password yet), active or suspended. */
export const RECRUITER_ACCOUNT_STATES = ['invited', 'active', 'suspended'] as const
export type RecruiterAccountState = (typeof RECRUITER_ACCOUNT_STATES)[number]

const keywordQuery = stringInput().max(STRING_MAX_LENGTH).optional()

// Organisations --------------------------------------------------------------------------------

export const adminOrganisationListQuerySchema = pageQuerySchema.extend({
  keyword: keywordQuery,
  kind: z.enum(ORGANISATION_KINDS).optional().catch(undefined),
})

const contractSummarySchema = z.object({
  plan_name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  state: z.enum(CONTRACT_STATES),
})

export const adminOrganisationRowSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(ORGANISATION_KINDS),
    name: z.string(),
    name_en: z.string().nullable(),
    contract: contractSummarySchema.nullable(),
    recruiter_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminOrganisationRow' })

export const adminOrganisationListSchema = z
  .object({ organisations: z.array(adminOrganisationRowSchema), pagination: paginationSchema })
  .meta({ id: 'AdminOrganisationList' })

/**
 * An organisation and its public profile (the company or agent page candidates see). Industry
 * and foreign affiliation are a company's; an agent firm's are ignored.
 */
const organisationFields = {
  name: requiredText(),
  name_en: textSchema().default(''),
  prefecture_id: optionalIdSchema({ max: SMALL_ID_MAX }).default(null),
  industry_id: optionalIdSchema().default(null),
  website_url: optionalUrl(2000).default(null),
  description: textSchema({ max: ORGANISATION_DESCRIPTION_MAX_LENGTH, allowEmoji: true }).default(
    '',
  ),
  is_foreign_affiliated: z.boolean().default(false),
}

export const adminOrganisationUpdateBodySchema = z
  .object(organisationFields)
  .meta({ id: 'AdminOrganisationUpdateBody' })
export type AdminOrganisationUpdateBody = z.infer<typeof adminOrganisationUpdateBodySchema>

/** The contract's terms; the end date is on or after the start. */
export const adminContractBodySchema = z
  .object({
    plan_name: requiredText(),
    starts_on: requiredDate(),
    ends_on: requiredDate(),
    special_scout_monthly_quota: numericInput(
      numberSchema({ min: 0, max: SPECIAL_SCOUT_QUOTA_MAX, integer: true }),
    ),
    special_scout_week_permitted: z.boolean().default(false),
    download_permitted: z.boolean().default(true),
  })
  .check((payload) => {
    const { starts_on: start, ends_on: end } = payload.value
    if (isCalendarDate(start) && isCalendarDate(end) && start > end) {
      reportIssue(payload, end, VALIDATION_MESSAGES.dateOrder, undefined, ['ends_on'])
    }
  })
  .meta({ id: 'AdminContractBody' })
export type AdminContractBody = z.infer<typeof adminContractBodySchema>

/**
 * POST /admin/organisations: the organisation with its public profile and its contract, and
 * `client_request_id`, chosen by the page per draft: sent again, it answers the first one.
 */
export const adminOrganisationCreateBodySchema = z
  .object({
    kind: choice(ORGANISATION_KINDS),
    ...organisationFields,
    contract: adminContractBodySchema,
    client_request_id: stringInput().min(8).max(100),
  })
  .meta({ id: 'AdminOrganisationCreateBody' })
export type AdminOrganisationCreateBody = z.infer<typeof adminOrganisationCreateBodySchema>

export const adminContractSchema = z
  .object({
    plan_name: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    state: z.enum(CONTRACT_STATES),
    special_scout_monthly_quota: z.number().int(),
    special_scout_week_permitted: z.boolean(),
    download_permitted: z.boolean(),
  })
  .meta({ id: 'AdminContract' })

export const adminRecruiterSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    full_name_kana: z.string().nullable(),
    role_type: z.enum(RECRUITER_ROLE_TYPES),
    account_type: z.enum(ACCOUNT_TYPES),
    permissions: z.array(z.enum(RECRUITER_PERMISSION_NAMES)),
    trial_recruiter: z.boolean(),
    state: z.enum(RECRUITER_ACCOUNT_STATES),
    last_login_at: z.string().nullable(),
    suspended_at: z.string().nullable(),
  })
  .meta({ id: 'AdminRecruiter' })
export type AdminRecruiter = z.infer<typeof adminRecruiterSchema>

export const adminOrganisationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(ORGANISATION_KINDS),
    name: z.string(),
    name_en: z.string().nullable(),
    prefecture_id: z.number().int().nullable(),
    industry_id: z.number().int().nullable(),
    website_url: z.string().nullable(),
    description: z.string(),
    is_foreign_affiliated: z.boolean(),
    /** The page candidates see: /companies/{id} or /agents/{id}. */
    public_path: z.string().nullable(),
    contract: adminContractSchema.nullable(),
    recruiters: z.array(adminRecruiterSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminOrganisation' })
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>

// Recruiters -----------------------------------------------------------------------------------

const permissionList = z.array(z.enum(RECRUITER_PERMISSION_NAMES)).max(50)

const recruiterFields = {
  full_name: requiredText(),
  full_name_kana: hiraganaSchema().default(''),
  account_type: choice(ACCOUNT_TYPES),
  permissions: permissionList,
  trial_recruiter: z.boolean().default(false),
}

/**
 * POST /admin/organisations/{id}/recruiters: a recruiter of the organisation, who gets a mail in
 * `locale` with a link to set a password. Inviting an address already invited to this
 * organisation answers that account (200) and sends nothing more.
 */
export const adminRecruiterInviteBodySchema = z
  .object({
    email: emailSchema({ required: true }),
    ...recruiterFields,
    locale: z.enum(LOCALES).default('ja'),
  })
  .meta({ id: 'AdminRecruiterInviteBody' })
export type AdminRecruiterInviteBody = z.infer<typeof adminRecruiterInviteBodySchema>

export const adminRecruiterUpdateBodySchema = z
  .object(recruiterFields)
  .meta({ id: 'AdminRecruiterUpdateBody' })
export type AdminRecruiterUpdateBody = z.infer<typeof adminRecruiterUpdateBodySchema>

// Audit trail ----------------------------------------------------------------------------------

export const auditEventListQuerySchema = pageQuerySchema.extend({
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  record_type: z.enum(AUDIT_RECORD_TYPES).optional().catch(undefined),
  record_id: optionalIdSchema().optional().catch(undefined),
  /** Part of the actor's e-mail address. */
  actor: keywordQuery,
  from: optionalDate().optional().catch(undefined),
  to: optionalDate().optional().catch(undefined),
})
export type AuditEventListQuery = z.infer<typeof auditEventListQuerySchema>

export const auditEventSchema = z
  .object({
    id: z.number().int(),
    occurred_at: z.string(),
    actor: z.object({
      id: z.number().int(),
      email: z.string(),
      role_type: z.enum(ROLE_TYPES),
      organisation_id: z.number().int().nullable(),
    }),
    action: z.enum(AUDIT_ACTIONS),
    record_type: z.enum(AUDIT_RECORD_TYPES),
    record_id: z.number().int().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEvent' })
export type AuditEventRecord = z.infer<typeof auditEventSchema>

export const auditEventListSchema = z
  .object({ audit_events: z.array(auditEventSchema), pagination: paginationSchema })
  .meta({ id: 'AuditEventList' })

// Special Scout Weeks -------------------------------------------------------------------------

/** Where a week stands against today (Japan date). */
export const SCOUT_CAMPAIGN_STATES = ['upcoming', 'running', 'ended'] as const
export type ScoutCampaignState = (typeof SCOUT_CAMPAIGN_STATES)[number]

/** The highest guaranteed annual income a week may name, in 万円. */
export const SCOUT_CAMPAIGN_THRESHOLD_MAX = 10_000

/**
 * A Special Scout Week: its name in both languages, its dates (weeks never overlap, so a
 * candidate always knows which one is on) and the annual income its special scouts guarantee.
 */
export const adminScoutCampaignBodySchema = z
  .object({
    name: requiredText(),
    name_en: textSchema().default(''),
    starts_on: requiredDate(),
    ends_on: requiredDate(),
    high_salary_threshold: numericInput(
      numberSchema({ min: 1, max: SCOUT_CAMPAIGN_THRESHOLD_MAX, integer: true }),
    ),
  })
  .check((payload) => {
    const { starts_on: start, ends_on: end } = payload.value
    if (isCalendarDate(start) && isCalendarDate(end) && start > end) {
      reportIssue(payload, end, VALIDATION_MESSAGES.dateOrder, undefined, ['ends_on'])
    }
  })
  .meta({ id: 'AdminScoutCampaignBody' })
export type AdminScoutCampaignBody = z.infer<typeof adminScoutCampaignBodySchema>

export const adminScoutCampaignSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string().nullable(),
    starts_on: z.string(),
    ends_on: z.string(),
    high_salary_threshold: z.number().int(),
    state: z.enum(SCOUT_CAMPAIGN_STATES),
    /** Candidates who joined the week. */
    joined_count: z.number().int(),
  })
  .meta({ id: 'AdminScoutCampaign' })
export type AdminScoutCampaign = z.infer<typeof adminScoutCampaignSchema>

export const adminScoutCampaignListSchema = z
  .object({ scout_campaigns: z.array(adminScoutCampaignSchema) })
  .meta({ id: 'AdminScoutCampaignList' })

// Platform figures ------------------------------------------------------------------------------

/** How many weeks the figures' chart goes back. */
export const PLATFORM_FIGURE_WEEKS = 12

const weekFiguresSchema = z.object({
  /** Monday of the week, Japan date. */
  week_of: z.string(),
  scouts_sent: z.number().int(),
  scouts_replied: z.number().int(),
})

export const platformFiguresSchema = z
  .object({
    candidates: z.number().int(),
    recruiters: z.number().int(),
    organisations: z.number().int(),
    jobs_open: z.number().int(),
    /** This week and last week (Monday to Sunday, Japan time). */
    this_week: weekFiguresSchema,
    last_week: weekFiguresSchema,
    job_reports_waiting: z.number().int(),
    recruiter_reports_waiting: z.number().int(),
    /** Requests to correct or delete personal data not yet completed or declined. */
    personal_data_requests_waiting: z.number().int(),
    recruiters_invited: z.number().int(),
    /** The last weeks, oldest first, this week last. */
    weeks: z.array(weekFiguresSchema),
  })
  .meta({ id: 'PlatformFigures' })
export type PlatformFigures = z.infer<typeof platformFiguresSchema>
