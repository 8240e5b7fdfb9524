import {
  type CandidateSearchCriteria,
  type CandidateSort,
  COWORKER_EXCLUSIONS,
  DEGREE_TYPES,
  LANGUAGE_LEVELS,
  RECENTLY_SCOUTED_DAYS,
  SCORE_RANGES,
  type SelectionStatus,
} from '@kakehashi/contracts'
import {
  type BandedScore,
  bandCover,
  candidateFilterTerm,
  candidateLabels,
  candidateNotes,
  candidateSearchDocuments,
  candidateStocks,
  contracts,
  type DbOrTx,
  hiddenCandidates,
  incomeBand,
  keywordTerms,
  labels,
  NO_VOCABULARY,
  preparedStatement,
  SEARCH_TERM_BUCKET_SECONDS,
  type SearchVocabulary,
  scoreBand,
  scoutCampaignJoins,
  scoutCampaigns,
  scouts,
} from '@kakehashi/db'
import { type AnyColumn, and, inArray, type SQL, sql } from 'drizzle-orm'
import type { SearchTarget } from '../../lib/capped-search.ts'
import { japanDateYearsAgo } from '../../lib/japan-date-time.ts'
import {
  hasWordTiers,
  inBucket,
  type KeywordStrategy,
  type KeywordWords,
  keywordCondition,
  searchColumnsOf,
  termsCanNarrow,
  termsMatchInBucket,
  type WordTier,
} from '../../lib/keyword-condition.ts'
import { qualified } from '../../lib/qualified-column.ts'
import { tokyoToday } from '../jobs/public-job.ts'

// The only SQL of member search. A search is one scan of candidate_search_documents (decision
// 016): every filter is a column of the document, and what the organisation itself recorded
// (hidden, stocked, labelled, scouted) is an existence test on its own small tables.

const doc = candidateSearchDocuments

/** Who is searching: the organisation decides what is visible, the recruiter who is a co-worker. */
export interface SearchContext {
  organisationId: number
  recruiterUserId: number
}

const idArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::bigint[]`
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`
/**
 * Values of an enum as the statement's constant array. Cast from `text[]` instead, the array
 * would be converted again for every row tested (enum input is not immutable): 0.4 µs a row.
 */
const enumArray = (values: readonly string[], enumType: 'gender' | 'job_change_timing') =>
  sql`${sql.param([...values])}::${sql.raw(enumType)}[]`

/** The values of an ordered list from `from` on: "business or better", "master or higher". */
const atLeast = <T extends string>(values: readonly T[], from: T) =>
  values.slice(values.indexOf(from))

/**
 * The `{languageId}:{level}` values (as `language_levels` holds them) the language filter
 * takes: the level asked or better; undefined without a language.
 */
function wantedLanguageLevels(criteria: CandidateSearchCriteria): string[] | undefined {
  if (criteria.language_id === undefined) return undefined
  const levels = criteria.language_level
    ? atLeast(LANGUAGE_LEVELS, criteria.language_level)
    : LANGUAGE_LEVELS
  return levels.map((level) => `${criteria.language_id}:${level}`)
}

/** The selection statuses the chosen co-worker exclusions leave out. */
function excludedStatuses(criteria: CandidateSearchCriteria): SelectionStatus[] {
  return [
    ...new Set((criteria.exclude_coworker ?? []).flatMap((name) => COWORKER_EXCLUSIONS[name])),
  ]
}

/**
 * The keyword words of the criteria, normalised and split as every search does, each with the
 * other spellings the vocabulary knows (decision 011).
 */
export function criteriaWords(
  criteria: CandidateSearchCriteria,
  vocabulary: SearchVocabulary = NO_VOCABULARY,
) {
  return {
    all: keywordTerms(criteria.keyword, vocabulary),
    any: keywordTerms(criteria.keyword_any, vocabulary),
    none: keywordTerms(criteria.keyword_none, vocabulary),
  }
}

export function hasKeyword(criteria: CandidateSearchCriteria): boolean {
  const words = criteriaWords(criteria)
  return words.all.length > 0 || words.any.length > 0
}

/** Whether whole-word matches of the criteria's words come first (decision 011). */
export function hasCandidateWordTiers(
  criteria: CandidateSearchCriteria,
  vocabulary: SearchVocabulary,
): boolean {
  return hasWordTiers(criteriaWords(criteria, vocabulary))
}

// A filter of more values than this (a long list of job types, a wide band of incomes) is
// hardly narrower than the week itself, and each value is one more look-up a week: it is
// tested on the row only.
const FILTER_TERMS_MAX = 32

/** The integers from `from` to `to`, both included. */
const between = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)

/** The year in Japan now. */
const japanYear = () => Number(japanDateYearsAgo(0).slice(0, 4))

/**
 * The criteria's filters as a `tsquery` over the filter lexemes of the bucketed terms
 * (candidate-filter-terms.ts in packages/db), each filter one `|` group of the values it takes,
 * the groups joined by `&`; undefined when no filter narrows. Ranges take the bands they reach,
 * so the lexemes find a few more candidates than the filter, and the row's own test decides.
 */
export function filterTermsQuery(criteria: CandidateSearchCriteria): string | undefined {
  const term = candidateFilterTerm
  const groups: string[] = []
  const anyOf = (lexemes: readonly string[]) => {
    if (lexemes.length > 0 && lexemes.length <= FILTER_TERMS_MAX) {
      groups.push(`(${[...new Set(lexemes)].map(inBucket).join(' | ')})`)
    }
  }
  const each = <T>(values: readonly T[] | undefined, make: (value: T) => string) => {
    if (values?.length) anyOf(values.map(make))
  }
  each(criteria.prefecture_ids, term.prefecture)
  each(criteria.genders, term.gender)
  each(criteria.job_change_timings, term.jobChangeTiming)
  each(criteria.company_type_tendencies, term.companyTypeTendency)
  each(criteria.experience_job_type_ids, term.experienceJobType)
  each(criteria.career_industry_ids, term.careerIndustry)
  each(criteria.wish_job_type_ids, term.wishJobType)
  each(criteria.wish_industry_ids, term.wishIndustry)
  each(criteria.university_ids, term.university)
  each(wantedLanguageLevels(criteria), term.languageLevel)
  if (criteria.degree_min) anyOf(atLeast(DEGREE_TYPES, criteria.degree_min).map(term.degree))
  // A range of bands as its wide bands and the narrow ones at its edges.
  const range = (
    from: number,
    to: number,
    narrow: (band: number) => string,
    wide: (wide: number) => string,
  ) => {
    const cover = bandCover(from, to)
    anyOf([...cover.wide.map(wide), ...cover.narrow.map(narrow)])
  }
  const incomes = (
    min: number | undefined,
    max: number | undefined,
    narrow: (band: number) => string,
    wide: (wide: number) => string,
  ) => {
    if (min === undefined && max === undefined) return
    range(incomeBand(min ?? 0), incomeBand(max ?? Number.MAX_SAFE_INTEGER), narrow, wide)
  }
  incomes(
    criteria.current_income_min,
    criteria.current_income_max,
    term.currentIncomeBand,
    term.currentIncomeWideBand,
  )
  incomes(
    criteria.request_income_min,
    criteria.request_income_max,
    term.requestIncomeBand,
    term.requestIncomeWideBand,
  )
  // Only a closed range of ages has a first birth year; a year either side, since the row's
  // test reads the clock again a moment later (on New Year's Eve it may be another year).
  if (criteria.age_min !== undefined && criteria.age_max !== undefined) {
    const year = japanYear()
    const [from, to] = [year - criteria.age_max - 2, year - criteria.age_min + 1]
    range(from, to, term.birthYear, term.birthYearWideBand)
  }
  const scores: [BandedScore, number | undefined][] = [
    ['toeic', criteria.toeic_min],
    ['toefl', criteria.toefl_min],
    ['toeflItp', criteria.toefl_itp_min],
  ]
  for (const [kind, min] of scores) {
    if (min === undefined) continue
    const top = scoreBand(kind, SCORE_RANGES[kind].max)
    anyOf(between(scoreBand(kind, min), top).map((band) => term.scoreBand(kind, band)))
  }
  if (criteria.career_detail_min !== undefined) {
    anyOf([term.careerDetailAtLeast(criteria.career_detail_min)])
  }
  return groups.length > 0 ? groups.join(' & ') : undefined
}

/**
 * The whole condition of a member search on candidate_search_documents: the keywords (looked up
 * the given way), the filters, the organisation's exclusions, and the organisations the
 * candidate blocked. Saved-search alerts use it too, so an alert finds what the search shows.
 * Within a bucket the filters' lexemes narrow the rows in the index too (filterTermsQuery).
 */
export function candidateMatchCondition(
  criteria: CandidateSearchCriteria,
  context: SearchContext,
  vocabulary: SearchVocabulary,
  strategy: KeywordStrategy = 'grams',
  tier?: WordTier,
): SQL {
  const { organisationId } = context
  const conditions: SQL[] = [
    sql`not (${organisationId}::bigint = any(${doc.blockedOrganisationIds}))`,
  ]
  const keyword = keywordCondition(searchColumnsOf(doc), criteriaWords(criteria, vocabulary), {
    strategy,
    tier,
  })
  if (keyword) conditions.push(keyword)
  const filterTerms = typeof strategy === 'object' ? filterTermsQuery(criteria) : undefined
  if (filterTerms && typeof strategy === 'object') {
    conditions.push(termsMatchInBucket(doc.searchTerms, filterTerms, strategy.bucket))
  }
  // The arrays are tested on the rows the terms index or a sort's walk reads. They have no index
  // of their own: the planner intersected such an index's bitmap of the whole base with every
  // week's few postings (decision 016).
  const overlaps = (column: AnyColumn, ids?: readonly number[]) => {
    if (ids && ids.length > 0) conditions.push(sql`${column} && ${idArray(ids)}`)
  }
  overlaps(doc.experienceJobTypeIds, criteria.experience_job_type_ids)
  overlaps(doc.wishJobTypeIds, criteria.wish_job_type_ids)
  overlaps(doc.careerIndustryIds, criteria.career_industry_ids)
  overlaps(doc.wishIndustryIds, criteria.wish_industry_ids)
  overlaps(doc.universityIds, criteria.university_ids)

  const range = (column: AnyColumn, min?: number, max?: number) => {
    if (min !== undefined) conditions.push(sql`${column} >= ${min}`)
    if (max !== undefined) conditions.push(sql`${column} <= ${max}`)
  }
  range(doc.currentAnnualIncome, criteria.current_income_min, criteria.current_income_max)
  range(doc.requestAnnualIncome, criteria.request_income_min, criteria.request_income_max)
  range(doc.toeicScore, criteria.toeic_min)
  range(doc.toeflScore, criteria.toefl_min)
  range(doc.toeflItpScore, criteria.toefl_itp_min)
  range(doc.careerDetailLength, criteria.career_detail_min)

  // Age in whole years on Japan's date: at least `min` means born on or before today `min`
  // years ago; at most `max` means born after today `max + 1` years ago. The dates are the
  // statement's constants: computed in SQL from `now()`, PostgreSQL worked them out again for
  // every row it tested (a fifth of a count of 1,001 by income, age and timing; decision 016).
  if (criteria.age_min !== undefined) {
    conditions.push(sql`${doc.birthDate} <= ${japanDateYearsAgo(criteria.age_min)}::date`)
  }
  if (criteria.age_max !== undefined) {
    conditions.push(sql`${doc.birthDate} > ${japanDateYearsAgo(criteria.age_max + 1)}::date`)
  }
  if (criteria.genders?.length) {
    conditions.push(sql`${doc.gender} = any(${enumArray(criteria.genders, 'gender')})`)
  }
  if (criteria.prefecture_ids?.length) {
    conditions.push(inArray(doc.prefectureId, criteria.prefecture_ids))
  }
  if (criteria.job_change_timings?.length) {
    conditions.push(
      sql`${doc.jobChangeTiming} = any(${enumArray(criteria.job_change_timings, 'job_change_timing')})`,
    )
  }
  if (criteria.company_type_tendencies?.length) {
    conditions.push(
      sql`${doc.companyTypeTendencies} && ${textArray(criteria.company_type_tendencies)}`,
    )
  }
  const languageLevels = wantedLanguageLevels(criteria)
  if (languageLevels) conditions.push(sql`${doc.languageLevels} && ${textArray(languageLevels)}`)
  if (criteria.degree_min) {
    conditions.push(sql`${doc.degrees} && ${textArray(atLeast(DEGREE_TYPES, criteria.degree_min))}`)
  }
  const withinDays = (column: AnyColumn, days?: number) => {
    if (days !== undefined) {
      conditions.push(sql`${column} >= now() - make_interval(days => ${days})`)
    }
  }
  withinDays(doc.lastLoginAt, criteria.last_login_within)
  withinDays(doc.profileUpdatedAt, criteria.updated_within)

  if (criteria.label_ids?.length) {
    conditions.push(sql`exists (select 1 from ${candidateLabels}
      join ${labels} on ${labels.id} = ${candidateLabels.labelId}
      where ${candidateLabels.candidateUserId} = ${doc.userId}
        and ${candidateLabels.labelId} = any(${idArray(criteria.label_ids)})
        and ${labels.organisationId} = ${organisationId})`)
  }
  if (criteria.stocked_only) {
    conditions.push(sql`exists (select 1 from ${candidateStocks}
      where ${candidateStocks.organisationId} = ${organisationId}
        and ${candidateStocks.candidateUserId} = ${doc.userId})`)
  }
  // What the organisation itself recorded is a small set of candidates: read once into a hash
  // (`not in`, a hashed subplan), not probed row by row. As anti-joins the planner paired each
  // tested document with every recent scout: 1,001 documents x 50 scouts took two thirds of a
  // count. The candidate ids are never null, so `not in` means what `not exists` did.
  if (!criteria.include_hidden) {
    conditions.push(sql`${doc.userId} not in (select ${hiddenCandidates.candidateUserId}
      from ${hiddenCandidates} where ${hiddenCandidates.organisationId} = ${organisationId})`)
  }
  // A self-application is the candidate's own approach, not a scout.
  if (!criteria.include_recently_scouted) {
    conditions.push(sql`${doc.userId} not in (select ${scouts.candidateUserId} from ${scouts}
      where ${scouts.organisationId} = ${organisationId}
        and ${scouts.sentAt} >= now() - make_interval(days => ${RECENTLY_SCOUTED_DAYS})
        and ${scouts.selfApplyId} is null)`)
  }
  const statuses = excludedStatuses(criteria)
  if (statuses.length > 0) {
    conditions.push(sql`${doc.userId} not in (select ${scouts.candidateUserId} from ${scouts}
      where ${scouts.organisationId} = ${organisationId}
        and ${scouts.senderUserId} is distinct from ${context.recruiterUserId}
        and ${scouts.selectionStatus} = any(${textArray(statuses)}::selection_status[]))`)
  }
  return and(...conditions) as SQL
}

/**
 * Newest first, ending on the id so pages never overlap; spelt exactly as the indexes of
 * migration 0008 (`desc nulls last`), or the planner could not walk them and stop after a page.
 */
const SORT_ORDER: Record<CandidateSort, SQL[]> = {
  profile_updated: [
    sql`${doc.profileUpdatedAt} desc nulls last`,
    sql`${doc.userId} desc nulls last`,
  ],
  last_login: [sql`${doc.lastLoginAt} desc nulls last`, sql`${doc.userId} desc nulls last`],
  registered: [sql`${doc.registeredAt} desc nulls last`, sql`${doc.userId} desc nulls last`],
}

/**
 * What a member search reads, in the given sort. The documents' lexemes are bucketed by the week
 * of the profile update (decision 016): a search for words or filters they can narrow reads them
 * week by week, and the default sort's pages come week by week too.
 */
export function candidateSearchTarget(
  sort: CandidateSort,
  words: KeywordWords,
  criteria: CandidateSearchCriteria,
): SearchTarget {
  return {
    table: doc,
    id: doc.userId,
    order: SORT_ORDER[sort],
    buckets:
      termsCanNarrow(words) || filterTermsQuery(criteria) !== undefined
        ? {
            column: doc.profileUpdatedAt,
            seconds: SEARCH_TERM_BUCKET_SECONDS,
            ordered: sort === 'profile_updated',
          }
        : undefined,
  }
}

/**
 * What the organisation recorded about each candidate of a page, in one statement: stock,
 * hidden, labels, notes, and the furthest selection status among its scouts; with the dates a
 * result shows, from the candidate's search document.
 */
export async function listOrganisationStates(
  db: DbOrTx,
  organisationId: number,
  userIds: readonly number[],
) {
  if (userIds.length === 0) return []
  return organisationStatesStatement(db).execute({ organisationId, userIds: [...userIds] })
}

// Every page of every search runs it: built and planned once, the organisation and the page's
// ids as its parameters.
const organisationStatesStatement = preparedStatement('organisation_candidate_states', (db) => {
  const organisationId = sql.placeholder('organisationId')
  // Columns named with their tables: the ORM leaves them bare in a select from one table, and a
  // bare outer column would be read as the subquery's own.
  const candidate = qualified(doc.userId)
  return db
    .select({
      user_id: sql<number>`${doc.userId}::int`.mapWith(Number),
      last_login_at: doc.lastLoginAt,
      profile_updated_at: doc.profileUpdatedAt,
      registered_at: doc.registeredAt,
      stock_id: sql<
        number | null
      >`(select ${qualified(candidateStocks.id)}::int from ${candidateStocks}
        where ${qualified(candidateStocks.organisationId)} = ${organisationId}
          and ${qualified(candidateStocks.candidateUserId)} = ${candidate})`,
      hidden_candidate_id: sql<number | null>`(select ${qualified(hiddenCandidates.id)}::int
        from ${hiddenCandidates}
        where ${qualified(hiddenCandidates.organisationId)} = ${organisationId}
          and ${qualified(hiddenCandidates.candidateUserId)} = ${candidate})`,
      labels: sql<{ id: number; name: string; colour: string }[]>`coalesce((select json_agg(
          json_build_object('id', ${qualified(labels.id)}, 'name', ${qualified(labels.name)}, 'colour', ${qualified(labels.colour)})
          order by ${qualified(labels.name)})
        from ${candidateLabels} join ${labels} on ${qualified(labels.id)} = ${qualified(candidateLabels.labelId)}
        where ${qualified(labels.organisationId)} = ${organisationId}
          and ${qualified(candidateLabels.candidateUserId)} = ${candidate}), '[]')`,
      note_count: sql<number>`(select count(*)::int from ${candidateNotes}
        where ${qualified(candidateNotes.organisationId)} = ${organisationId}
          and ${qualified(candidateNotes.candidateUserId)} = ${candidate})`,
      selection_status: sql<SelectionStatus | null>`(select ${qualified(scouts.selectionStatus)}
        from ${scouts}
        where ${qualified(scouts.organisationId)} = ${organisationId}
          and ${qualified(scouts.candidateUserId)} = ${candidate}
        order by ${qualified(scouts.selectionStatus)} desc limit 1)`,
      last_scouted_at: sql<string | null>`(select max(${qualified(scouts.sentAt)}) from ${scouts}
        where ${qualified(scouts.organisationId)} = ${organisationId}
          and ${qualified(scouts.candidateUserId)} = ${candidate}
          and ${qualified(scouts.selfApplyId)} is null)`,
      // Who joined the running Special Scout Week is told only to organisations whose contract
      // takes part in it.
      special_scout_week_threshold: sql<
        number | null
      >`(select ${qualified(scoutCampaigns.highSalaryThreshold)}
        from ${scoutCampaigns}
        join ${scoutCampaignJoins} on ${qualified(scoutCampaignJoins.scoutCampaignId)} = ${qualified(scoutCampaigns.id)}
        join ${contracts} on ${qualified(contracts.organisationId)} = ${organisationId}
        where ${qualified(scoutCampaignJoins.userId)} = ${candidate}
          and ${qualified(scoutCampaignJoins.isJoined)}
          and ${qualified(contracts.specialScoutWeekPermitted)}
          and ${qualified(scoutCampaigns.startsOn)} <= ${tokyoToday}
          and ${qualified(scoutCampaigns.endsOn)} >= ${tokyoToday}
        limit 1)`,
    })
    .from(doc)
    .where(sql`${doc.userId} = any(${sql.placeholder('userIds')}::bigint[])`)
})
