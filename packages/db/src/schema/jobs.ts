import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'
import { agents, companies } from './companies.ts'
import {
  employmentType,
  jobStatus,
  publisherType,
  salaryDisplayOption,
  selfApplyStatus,
} from './enums.ts'
import { organisations } from './organisations.ts'
import { industries, jobInfoTags, jobTypes, prefectures } from './reference.ts'
import { users } from './users.ts'

/**
 * A job posting. It is published by an organisation (a company or an agent, `publisherType`);
 * `companyId` is the hiring company when known, `companyText` its name as written by the
 * publisher. The public display name falls back to 社名非公開 when `hideCompany` is set or no
 * name exists. Salaries are in units of 10,000 yen (万円), as Japanese postings state them.
 */
export const jobInfos = pgTable(
  'job_infos',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    publisherType: publisherType('publisher_type').notNull(),
    // The agent profile when an agent publishes, for the agent page's jobs tab.
    agentId: bigint('agent_id', { mode: 'number' }).references(() => agents.id, {
      onDelete: 'set null',
    }),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, {
      onDelete: 'set null',
    }),
    companyText: text('company_text'),
    displayCompanyName: text('display_company_name'),
    displayCompanyLogo: boolean('display_company_logo').notNull().default(true),
    hideCompany: boolean('hide_company').notNull().default(false),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    position: text('position').notNull().default(''),
    division: text('division').notNull().default(''),
    industryId: bigint('industry_id', { mode: 'number' }).references(() => industries.id),
    prefectureId: smallint('prefecture_id').references(() => prefectures.id),
    workPlaceDescription: text('work_place_description').notNull().default(''),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryDisplayOption: salaryDisplayOption('salary_display_option')
      .notNull()
      .default('annual_income_or_more'),
    salarySupplement: text('salary_supplement').notNull().default(''),
    jobDescription: text('job_description').notNull().default(''),
    attraction: text('attraction').notNull().default(''),
    requirement: text('requirement').notNull().default(''),
    welcomeSkill: text('welcome_skill').notNull().default(''),
    employmentSelection: text('employment_selection').notNull().default(''),
    // Required in Japanese job ads since April 2024: how far duties and workplace may change,
    // and for fixed-term contracts the renewal limits (blank for permanent positions).
    dutiesChangeScope: text('duties_change_scope').notNull().default(''),
    workplaceChangeScope: text('workplace_change_scope').notNull().default(''),
    contractRenewalLimit: text('contract_renewal_limit').notNull().default(''),
    status: jobStatus('status').notNull().default('draft'),
    // Set when an administrator closes the listing; the organisation is told why.
    closedReason: text('closed_reason'),
    employmentType: employmentType('employment_type').notNull().default('full_time'),
    recruitmentStartOn: date('recruitment_start_on', { mode: 'string' }),
    recruitmentEndOn: date('recruitment_end_on', { mode: 'string' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isJudged: boolean('is_judged').notNull().default(true),
    isRichPage: boolean('is_rich_page').notNull().default(false),
    outerLink: text('outer_link'),
    headerImagePath: text('header_image_path'),
    // When this posting duplicates another, search engines are pointed at the original.
    canonicalId: bigint('canonical_id', { mode: 'number' }),
    // Editorial weight for the "recommend" sort; popularity comes from the signals below.
    recommendScore: real('recommend_score').notNull().default(0),
    popularityScore: real('popularity_score').notNull().default(0),
    stockCount: integer('stock_count').notNull().default(0),
    // Normalised text and its character grams (see docs/decisions, Japanese search).
    searchText: text('search_text').notNull().default(''),
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    // The recruiter's draft id for a created job: a retried create finds the job it made.
    clientRequestId: text('client_request_id'),
    ...timestamps(),
  },
  (t) => [
    index('job_infos_organisation_id_idx').on(t.organisationId),
    uniqueIndex('job_infos_organisation_request_unique').on(t.organisationId, t.clientRequestId),
    // The recruiter's job tabs count an organisation's jobs by status from the index alone.
    index('job_infos_organisation_status_idx').on(t.organisationId, t.status),
    // The recruiter's job list: one organisation's jobs, latest change first.
    index('job_infos_organisation_updated_idx').on(
      t.organisationId,
      t.updatedAt.desc(),
      t.id.desc(),
    ),
    index('job_infos_company_id_idx').on(t.companyId),
    index('job_infos_agent_id_idx').on(t.agentId),
    index('job_infos_search_grams_idx').using('gin', t.searchGrams),
    index('job_infos_public_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('job_infos_public_recommend_idx')
      .on(t.recommendScore.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('job_infos_public_popular_idx')
      .on(t.popularityScore.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('job_infos_public_salary_idx')
      .on(t.salaryMax, t.salaryMin)
      .where(sql`${t.status} = 'open'`),
    // The income sorts: by the top of the range (its bottom when open-ended), and by the bottom.
    index('job_infos_public_income_desc_idx')
      .on(sql`(coalesce(${t.salaryMax}, ${t.salaryMin})) desc nulls last`, t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('job_infos_public_income_asc_idx')
      .on(sql`(coalesce(${t.salaryMin}, ${t.salaryMax})) asc nulls last`, t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('job_infos_prefecture_idx').on(t.prefectureId).where(sql`${t.status} = 'open'`),
    index('job_infos_industry_idx').on(t.industryId).where(sql`${t.status} = 'open'`),
    check(
      'job_infos_salary_order',
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`,
    ),
    check(
      'job_infos_recruitment_period_order',
      sql`${t.recruitmentStartOn} is null or ${t.recruitmentEndOn} is null or ${t.recruitmentStartOn} <= ${t.recruitmentEndOn}`,
    ),
  ],
)

export const jobInfoJobTypes = pgTable(
  'job_info_job_types',
  {
    jobInfoId: bigint('job_info_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfos.id, { onDelete: 'cascade' }),
    jobTypeId: bigint('job_type_id', { mode: 'number' })
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.jobInfoId, t.jobTypeId] }),
    index('job_info_job_types_job_type_idx').on(t.jobTypeId, t.jobInfoId),
  ],
)

export const jobInfoJobInfoTags = pgTable(
  'job_info_job_info_tags',
  {
    jobInfoId: bigint('job_info_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfos.id, { onDelete: 'cascade' }),
    jobInfoTagId: bigint('job_info_tag_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfoTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.jobInfoId, t.jobInfoTagId] }),
    index('job_info_job_info_tags_tag_idx').on(t.jobInfoTagId, t.jobInfoId),
  ],
)

/** Page views per job and day: one row per day, incremented, so signals stay small. */
export const jobInfoDailyViews = pgTable(
  'job_info_daily_views',
  {
    jobInfoId: bigint('job_info_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfos.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.jobInfoId, t.day] }),
    index('job_info_daily_views_day_idx').on(t.day),
  ],
)

/** A candidate's bookmark ("stock") of a job. */
export const jobInfoStocks = pgTable(
  'job_info_stocks',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobInfoId: bigint('job_info_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfos.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_info_stocks_user_job_unique').on(t.userId, t.jobInfoId),
    index('job_info_stocks_job_created_idx').on(t.jobInfoId, t.createdAt),
  ],
)

/** A candidate's application to a job; it starts pending review (spec section 4). */
export const selfApplies = pgTable(
  'self_applies',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobInfoId: bigint('job_info_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfos.id, { onDelete: 'cascade' }),
    status: selfApplyStatus('status').notNull().default('pending_review'),
    message: text('message').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('self_applies_user_job_unique').on(t.userId, t.jobInfoId),
    index('self_applies_job_created_idx').on(t.jobInfoId, t.createdAt),
  ],
)

/** The weekly ranking, computed by a scheduled job from the week's signals. */
export const weeklyRankings = pgTable(
  'weekly_rankings',
  {
    weekStartOn: date('week_start_on', { mode: 'string' }).notNull(),
    rank: integer('rank').notNull(),
    jobInfoId: bigint('job_info_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfos.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.weekStartOn, t.rank] })],
)

/** The ranking by (parent) job type, computed with the weekly ranking. */
export const jobTypeRankings = pgTable(
  'job_type_rankings',
  {
    weekStartOn: date('week_start_on', { mode: 'string' }).notNull(),
    jobTypeId: bigint('job_type_id', { mode: 'number' })
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    jobInfoId: bigint('job_info_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfos.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.weekStartOn, t.jobTypeId, t.rank] })],
)

/** A job shown as a banner when a search uses one of its trigger words. */
export const bannerJobInfos = pgTable(
  'banner_job_infos',
  {
    id: id(),
    jobInfoId: bigint('job_info_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfos.id, { onDelete: 'cascade' }),
    // Identifies the paid placement for the publisher's reports.
    transactionId: text('transaction_id').notNull(),
    // As the administrator typed them, for the admin area to show.
    triggerPhrases: text('trigger_phrases').array().notNull().default(sql`'{}'::text[]`),
    // Normalised like search text, so a keyword matches whatever width or kana it was typed in.
    triggerWords: text('trigger_words').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('banner_job_infos_transaction_unique').on(t.transactionId),
    index('banner_job_infos_trigger_words_idx').using('gin', t.triggerWords),
  ],
)

/** A candidate's saved job search. `conditions` is the search query as the API accepts it. */
export const jobSearchConditions = pgTable(
  'job_search_conditions',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    conditions: jsonb('conditions').$type<Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (t) => [index('job_search_conditions_user_idx').on(t.userId, t.createdAt)],
)

export type JobInfo = typeof jobInfos.$inferSelect
export type NewJobInfo = typeof jobInfos.$inferInsert
