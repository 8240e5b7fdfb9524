import type { LabelColour, ProfileRequestSection } from '@kakehashi/contracts'
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, timestamps, tsvector } from './column-types.ts'
import { gender, jobChangeTiming } from './enums.ts'
import { organisations } from './organisations.ts'
import { users } from './users.ts'

const bigintArray = (name: string) =>
  bigint(name, { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`)
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`)

/**
 * What member search reads: one row per searchable candidate (a live, confirmed candidate
 * account), built from the profile, careers, educations, languages, wishes and blocks by
 * `refreshCandidateSearchDocuments`, never written anywhere else. A search is one scan of this
 * table, so no join decides which candidates match (decision 016). `seq` numbers the rows in the
 * order candidates became searchable: the saved-search alerts keep a high-water mark on it.
 */
export const candidateSearchDocuments = pgTable(
  'candidate_search_documents',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    searchText: text('search_text').notNull(),
    // The grams and whole-word lexemes of search_text, each prefixed with the week of the last
    // profile update (`2917#経理`, bucketedLexeme): a keyword search walks the weeks newest
    // first through this column's index and stops at its cap (decision 016).
    searchTerms: tsvector('search_terms').notNull().default(sql`''::tsvector`),
    gender: gender('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    prefectureId: smallint('prefecture_id'),
    currentAnnualIncome: integer('current_annual_income'),
    requestAnnualIncome: integer('request_annual_income'),
    jobChangeTiming: jobChangeTiming('job_change_timing'),
    companyTypeTendencies: textArray('company_type_tendencies'),
    experienceJobTypeIds: bigintArray('experience_job_type_ids'),
    careerIndustryIds: bigintArray('career_industry_ids'),
    wishJobTypeIds: bigintArray('wish_job_type_ids'),
    wishIndustryIds: bigintArray('wish_industry_ids'),
    // `{languageId}:{level}` for each language skill, so "business level or better" is one
    // overlap test on the array.
    languageLevels: textArray('language_levels'),
    toeicScore: smallint('toeic_score'),
    toeflScore: smallint('toefl_score'),
    toeflItpScore: smallint('toefl_itp_score'),
    degrees: textArray('degrees'),
    universityIds: bigintArray('university_ids'),
    // Characters of the detailed work history (self PR), for the 100 and 400 filters.
    careerDetailLength: integer('career_detail_length').notNull().default(0),
    // Organisations whose company the candidate blocked: they never find the candidate.
    blockedOrganisationIds: bigintArray('blocked_organisation_ids'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    profileUpdatedAt: timestamp('profile_updated_at', { withTimezone: true }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No gram column and no index on the filter arrays: every search a recruiter can ask finds its
  // rows through the bucketed terms (the filters are lexemes there too) or by walking a sort's
  // index, and tests the arrays on the rows it reads; the alerts read rows by `seq`. Those
  // indexes were never read, yet written on every save and sign-in (migration 0020).
  (t) => [
    uniqueIndex('candidate_search_documents_seq_unique').on(t.seq),
    // A sign-in rewrites the row, and with it the row's some 600 lexemes go to the index's
    // pending list, which every look-up reads whole: kept short (64 kB, merged by the writer that
    // fills it) so a search of a hundred weeks does not read megabytes a hundred times.
    index('candidate_search_documents_terms_idx')
      .using('gin', t.searchTerms)
      .with({ gin_pending_list_limit: 64 }),
    index('candidate_search_documents_updated_idx').on(t.profileUpdatedAt.desc(), t.userId.desc()),
    index('candidate_search_documents_login_idx').on(
      t.lastLoginAt.desc().nullsLast(),
      t.userId.desc(),
    ),
    index('candidate_search_documents_registered_idx').on(t.registeredAt.desc(), t.userId.desc()),
  ],
)

const organisationRef = () =>
  bigint('organisation_id', { mode: 'number' })
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' })
const candidateRef = () =>
  bigint('candidate_user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })
const recruiterRef = (name: string) =>
  bigint(name, { mode: 'number' }).references(() => users.id, { onDelete: 'set null' })

/** A candidate an organisation keeps for later ("stock"). */
export const candidateStocks = pgTable(
  'candidate_stocks',
  {
    id: id(),
    organisationId: organisationRef(),
    candidateUserId: candidateRef(),
    createdByUserId: recruiterRef('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidate_stocks_organisation_candidate_unique').on(
      t.organisationId,
      t.candidateUserId,
    ),
  ],
)

/** A candidate an organisation does not want to see in its searches. */
export const hiddenCandidates = pgTable(
  'hidden_candidates',
  {
    id: id(),
    organisationId: organisationRef(),
    candidateUserId: candidateRef(),
    createdByUserId: recruiterRef('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hidden_candidates_organisation_candidate_unique').on(
      t.organisationId,
      t.candidateUserId,
    ),
  ],
)

/** A note on a candidate, read by the whole organisation with its author and time. */
export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: id(),
    organisationId: organisationRef(),
    candidateUserId: candidateRef(),
    authorUserId: recruiterRef('author_user_id'),
    body: text('body').notNull(),
    clientRequestId: text('client_request_id'),
    ...timestamps(),
  },
  (t) => [
    index('candidate_notes_organisation_candidate_idx').on(
      t.organisationId,
      t.candidateUserId,
      t.createdAt,
    ),
    uniqueIndex('candidate_notes_request_unique')
      .on(t.organisationId, t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
  ],
)

/** An organisation's label, in one of the palette's 13 colours. */
export const labels = pgTable(
  'labels',
  {
    id: id(),
    organisationId: organisationRef(),
    name: text('name').notNull(),
    colour: text('colour').$type<LabelColour>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('labels_organisation_name_unique').on(t.organisationId, t.name)],
)

export const candidateLabels = pgTable(
  'candidate_labels',
  {
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    candidateUserId: candidateRef(),
    createdByUserId: recruiterRef('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.labelId, t.candidateUserId] }),
    index('candidate_labels_candidate_idx').on(t.candidateUserId),
  ],
)

/** An organisation asks a candidate to complete a section of their profile. */
export const profileRequests = pgTable(
  'profile_requests',
  {
    id: id(),
    organisationId: organisationRef(),
    candidateUserId: candidateRef(),
    requesterUserId: recruiterRef('requester_user_id'),
    section: text('section').$type<ProfileRequestSection>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_requests_organisation_candidate_section_unique').on(
      t.organisationId,
      t.candidateUserId,
      t.section,
    ),
    index('profile_requests_candidate_idx').on(t.candidateUserId),
  ],
)

/**
 * A recruiter's saved member search: the query as sent on the wire (validated again on every
 * read), and whether new matches are announced. `notifiedThroughSeq` is the high-water mark on
 * `candidate_search_documents.seq`: the alert job announces only candidates past it and moves it
 * in the same transaction, so nobody is announced twice and a failed run loses nobody.
 */
export const candidateSearchConditions = pgTable(
  'candidate_search_conditions',
  {
    id: id(),
    organisationId: organisationRef(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    notifyNewMembers: boolean('notify_new_members').notNull().default(false),
    notifiedThroughSeq: bigint('notified_through_seq', { mode: 'number' }).notNull().default(0),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    clientRequestId: text('client_request_id'),
    ...timestamps(),
  },
  (t) => [
    index('candidate_search_conditions_user_idx').on(t.userId, t.updatedAt),
    index('candidate_search_conditions_notify_idx').on(t.id).where(sql`${t.notifyNewMembers}`),
    uniqueIndex('candidate_search_conditions_request_unique')
      .on(t.userId, t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
    check('candidate_search_conditions_name_present', sql`length(${t.name}) > 0`),
  ],
)

export type CandidateSearchDocument = typeof candidateSearchDocuments.$inferSelect
export type NewCandidateSearchDocument = typeof candidateSearchDocuments.$inferInsert
export type Label = typeof labels.$inferSelect
export type CandidateNote = typeof candidateNotes.$inferSelect
export type CandidateSearchCondition = typeof candidateSearchConditions.$inferSelect
