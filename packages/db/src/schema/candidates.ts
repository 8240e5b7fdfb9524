import {
  LOCALES,
  PERSONAL_DATA_REQUEST_KINDS,
  PERSONAL_DATA_REQUEST_STATES,
} from '@kakehashi/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'
import { companies } from './companies.ts'
import { degreeType, gender, jobChangeTiming, languageLevel } from './enums.ts'
import {
  certifications,
  industries,
  jobTypes,
  languages,
  majorTypes,
  prefectures,
  universities,
} from './reference.ts'
import { users } from './users.ts'

const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/**
 * A candidate's career profile: one row per candidate, created with the account. Name, e-mail and
 * phone belong to the person, not the profile a recruiter reads: `full_name` and `email` stay on
 * `users`, and `phone` here is only ever sent to the candidate and to matched organisations.
 * Year-months (careers, educations, offers) are stored as the first day of the month.
 */
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gender: gender('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    prefectureId: smallint('prefecture_id').references(() => prefectures.id),
    phone: text('phone'),
    // Ten-thousand yen, 0..99999 (spec section 9).
    currentAnnualIncome: integer('current_annual_income'),
    requestAnnualIncome: integer('request_annual_income'),
    // The detailed work history ("career done"), up to 2500 characters.
    selfPr: text('self_pr').notNull().default(''),
    skill: text('skill').notNull().default(''),
    careerWish: text('career_wish').notNull().default(''),
    colleagueScouting: boolean('colleague_scouting').notNull().default(false),
    // Mail on a new scout and on a new message from a recruiter; each mail can turn its own off.
    scoutMailEnabled: boolean('scout_mail_enabled').notNull().default(true),
    messageMailEnabled: boolean('message_mail_enabled').notNull().default(true),
    companyTypeTendencies: text('company_type_tendencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    jobChangeTiming: jobChangeTiming('job_change_timing'),
    // When the job-change-timing dialog was last answered; it asks again after 90 days.
    jobChangeTimingAnsweredAt: timestamp('job_change_timing_answered_at', { withTimezone: true }),
    whatToDiscuss: text('what_to_discuss').array().notNull().default(sql`'{}'::text[]`),
    toeicScore: smallint('toeic_score'),
    toeflScore: smallint('toefl_score'),
    toeflItpScore: smallint('toefl_itp_score'),
    // Registration: the highest career-info step saved, and when the steps were finished.
    registrationStep: smallint('registration_step').notNull().default(0),
    registrationFinishedAt: timestamp('registration_finished_at', { withTimezone: true }),
    // The alliance additional profile (candidates who came through a partner site).
    allianceSource: text('alliance_source'),
    allianceProfileCompletedAt: timestamp('alliance_profile_completed_at', {
      withTimezone: true,
    }),
    ...timestamps(),
  },
  (t) => [
    check(
      'candidate_profiles_income_range',
      sql`coalesce(${t.currentAnnualIncome}, 0) between 0 and 99999 and coalesce(${t.requestAnnualIncome}, 0) between 0 and 99999`,
    ),
    check(
      'candidate_profiles_score_ranges',
      sql`(${t.toeicScore} is null or ${t.toeicScore} between 10 and 990)
        and (${t.toeflScore} is null or ${t.toeflScore} between 0 and 120)
        and (${t.toeflItpScore} is null or ${t.toeflItpScore} between 310 and 677)`,
    ),
  ],
)

/** One job in a candidate's work history; `endedOn` null means the current job. */
export const candidateCareers = pgTable(
  'candidate_careers',
  {
    id: id(),
    userId: userRef(),
    companyName: text('company_name').notNull(),
    position: text('position').notNull().default(''),
    // The industry of the company, for recruiters' "experienced industry" filter.
    industryId: bigint('industry_id', { mode: 'number' }).references(() => industries.id),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    endedOn: date('ended_on', { mode: 'string' }),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('candidate_careers_user_idx').on(t.userId, t.startedOn)],
)

/** Years of experience in a job type, for recruiters' search. */
export const candidateExperiences = pgTable(
  'candidate_experiences',
  {
    userId: userRef(),
    jobTypeId: bigint('job_type_id', { mode: 'number' })
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'cascade' }),
    years: smallint('years').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobTypeId] }),
    index('candidate_experiences_job_type_idx').on(t.jobTypeId),
    check('candidate_experiences_years_range', sql`${t.years} between 0 and 60`),
  ],
)

export const candidateEducations = pgTable(
  'candidate_educations',
  {
    id: id(),
    userId: userRef(),
    degree: degreeType('degree').notNull(),
    universityId: bigint('university_id', { mode: 'number' }).references(() => universities.id),
    // Free text for schools outside the universities list (or abroad).
    schoolName: text('school_name').notNull().default(''),
    majorTypeId: bigint('major_type_id', { mode: 'number' }).references(() => majorTypes.id),
    faculty: text('faculty').notNull().default(''),
    graduatedOn: date('graduated_on', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    index('candidate_educations_user_idx').on(t.userId),
    // Whose search documents name a university, when an administrator renames it.
    index('candidate_educations_university_idx').on(t.universityId, t.userId),
  ],
)

/** Offers the candidate received in earlier job searches. */
export const candidateOffers = pgTable(
  'candidate_offers',
  {
    id: id(),
    userId: userRef(),
    companyName: text('company_name').notNull(),
    position: text('position').notNull().default(''),
    annualIncome: integer('annual_income'),
    offeredOn: date('offered_on', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [index('candidate_offers_user_idx').on(t.userId)],
)

export const candidateCertifications = pgTable(
  'candidate_certifications',
  {
    userId: userRef(),
    certificationId: bigint('certification_id', { mode: 'number' })
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.certificationId] }),
    // Whose search documents name a certification, when an administrator renames it.
    index('candidate_certifications_certification_idx').on(t.certificationId, t.userId),
  ],
)

export const candidateLanguageSkills = pgTable(
  'candidate_language_skills',
  {
    userId: userRef(),
    languageId: bigint('language_id', { mode: 'number' })
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    level: languageLevel('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.languageId] })],
)

export const candidateWishIndustries = pgTable(
  'candidate_wish_industries',
  {
    userId: userRef(),
    industryId: bigint('industry_id', { mode: 'number' })
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.industryId] })],
)

export const candidateWishJobTypes = pgTable(
  'candidate_wish_job_types',
  {
    userId: userRef(),
    jobTypeId: bigint('job_type_id', { mode: 'number' })
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobTypeId] })],
)

/**
 * A candidate's resume file. The bytes live in file storage (a local directory outside the web
 * root, or S3-compatible storage) under `storageKey`; only metadata is here.
 */
export const candidateResumes = pgTable(
  'candidate_resumes',
  {
    id: id(),
    userId: userRef(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('candidate_resumes_user_unique').on(t.userId)],
)

/** Companies a candidate has blocked: recruiters of that company never find or scout them. */
export const candidateCompanyBlocks = pgTable(
  'candidate_company_blocks',
  {
    id: id(),
    userId: userRef(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidate_company_blocks_user_company_unique').on(t.userId, t.companyId),
    index('candidate_company_blocks_company_idx').on(t.companyId),
  ],
)

export const personalDataRequestKind = pgEnum(
  'personal_data_request_kind',
  PERSONAL_DATA_REQUEST_KINDS,
)
export const personalDataRequestState = pgEnum(
  'personal_data_request_state',
  PERSONAL_DATA_REQUEST_STATES,
)

/**
 * A candidate's request to correct or delete the personal data the platform holds, handled by
 * administrators; each change of state is mailed to the candidate in the language of the request.
 */
export const personalDataRequests = pgTable(
  'personal_data_requests',
  {
    id: id(),
    // A deleted account leaves the request and how it was handled on record.
    candidateUserId: bigint('candidate_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    kind: personalDataRequestKind('kind').notNull(),
    body: text('body').notNull(),
    state: personalDataRequestState('state').notNull().default('received'),
    response: text('response'),
    locale: text('locale', { enum: LOCALES }).notNull(),
    // The form's draft id: the same id from the same candidate is one request.
    clientRequestId: text('client_request_id').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledByUserId: bigint('handled_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('personal_data_requests_client_request_unique').on(
      t.candidateUserId,
      t.clientRequestId,
    ),
    index('personal_data_requests_state_idx').on(t.state, t.createdAt.desc()),
    index('personal_data_requests_candidate_idx').on(t.candidateUserId, t.createdAt.desc()),
  ],
)

export type CandidateProfile = typeof candidateProfiles.$inferSelect
export type NewCandidateProfile = typeof candidateProfiles.$inferInsert
export type CandidateCareer = typeof candidateCareers.$inferSelect
export type CandidateEducation = typeof candidateEducations.$inferSelect
export type CandidateOffer = typeof candidateOffers.$inferSelect
export type CandidateResume = typeof candidateResumes.$inferSelect
