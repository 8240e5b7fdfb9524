import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'
import { organisations } from './organisations.ts'
import { industries, jobTypes, prefectures } from './reference.ts'
import { users } from './users.ts'

/**
 * A company's public profile. `organisationId` links it to the recruiting organisation when the
 * company recruits on the platform itself; companies hiring only through agents have none.
 */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' }).references(
      () => organisations.id,
      { onDelete: 'set null' },
    ),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameKana: text('name_kana'),
    industryId: bigint('industry_id', { mode: 'number' }).references(() => industries.id),
    prefectureId: smallint('prefecture_id').references(() => prefectures.id),
    address: text('address'),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en'),
    businessDescription: text('business_description').notNull().default(''),
    logoPath: text('logo_path'),
    headerImagePath: text('header_image_path'),
    websiteUrl: text('website_url'),
    employeeCount: integer('employee_count'),
    foundedYear: smallint('founded_year'),
    capital: text('capital'),
    isForeignAffiliated: boolean('is_foreign_affiliated').notNull().default(false),
    searchText: text('search_text').notNull().default(''),
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('companies_organisation_id_unique').on(t.organisationId),
    index('companies_industry_id_idx').on(t.industryId),
    index('companies_search_grams_idx').using('gin', t.searchGrams),
  ],
)

/** A recruiting agent firm's public profile. */
export const agents = pgTable(
  'agents',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' }).references(
      () => organisations.id,
      { onDelete: 'set null' },
    ),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    catchCopy: text('catch_copy').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en'),
    logoPath: text('logo_path'),
    prefectureId: smallint('prefecture_id').references(() => prefectures.id),
    websiteUrl: text('website_url'),
    consultantCount: integer('consultant_count'),
    foundedYear: smallint('founded_year'),
    searchText: text('search_text').notNull().default(''),
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('agents_organisation_id_unique').on(t.organisationId),
    index('agents_search_grams_idx').using('gin', t.searchGrams),
  ],
)

/** Industries and job types an agent specialises in, for /agents/search. */
export const agentIndustries = pgTable(
  'agent_industries',
  {
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    industryId: bigint('industry_id', { mode: 'number' })
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.industryId] })],
)

export const agentJobTypes = pgTable(
  'agent_job_types',
  {
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    jobTypeId: bigint('job_type_id', { mode: 'number' })
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.jobTypeId] })],
)

/** A candidate's review of an agent. The reviewer is shown only by age group and outcome. */
export const agentEvaluations = pgTable(
  'agent_evaluations',
  {
    id: id(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    reviewerAgeGroup: text('reviewer_age_group'),
    reviewerJobType: text('reviewer_job_type'),
    changedJob: boolean('changed_job').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index('agent_evaluations_agent_id_idx').on(t.agentId, t.publishedAt),
    check('agent_evaluations_rating_range', sql`${t.rating} between 1 and 5`),
  ],
)

export const companyFollows = pgTable(
  'company_follows',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_follows_user_company_unique').on(t.userId, t.companyId),
    index('company_follows_company_id_idx').on(t.companyId),
  ],
)

export type Company = typeof companies.$inferSelect
export type NewCompany = typeof companies.$inferInsert
export type Agent = typeof agents.$inferSelect
export type NewAgent = typeof agents.$inferInsert
export type AgentEvaluation = typeof agentEvaluations.$inferSelect
