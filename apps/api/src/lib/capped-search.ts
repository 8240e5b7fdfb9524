import type { Pagination } from '@kakehashi/contracts'
import {
  type DbOrTx,
  executeNamed,
  PLAN_SETTINGS,
  PLANNED_SETTING_NAMES,
  type PlanMode,
  plannedHandle,
} from '@kakehashi/db'
import { getTableName, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { KeywordStrategy, WordTier } from './keyword-condition.ts'
import { type PageRequest, type PageWindow, paginateCapped, toPageWindow } from './paging.ts'

// The one way a keyword search over a large table fetches a page and its capped count
// (decision 011): public job search and member search both go through searchCappedPage.

export interface PlanOptions {
  /**
   * The plan this statement must take (PLAN_SETTINGS): `bitmap` answers the keyword's gram
   * condition through the GIN index only. PostgreSQL prices testing `search_grams @>` on a row
   * as cheap, but the gram array is stored out of line, and reading it for thousands of rows
   * costs far more than the index does (decision 011). A common word's bitmap holds hundreds of
   * thousands of rows: within the default 4 MB of work_mem it turns lossy, and every row of a
   * lossy page is tested again by reading its gram array from TOAST (161 ms for a count of 経理
   * over a million candidates, 112 ms with room). `walk` goes along the sort's index testing
   * each row, which the search chose because it finds the page soonest (walkFindsPageSooner);
   * planning it takes a tenth of the time the planner spent judging the same (decision 016).
   * Without a plan, the session's settings.
   */
  plan?: PlanMode
}

// On a PostgreSQL server a planned statement goes to sessions that plan that way from the start
// (`plannedHandle`); on the embedded database, one statement sets the settings for the
// transaction only (set_config's `true`): the plan's settings, every other one back to the
// session's value.
const planStatement = (plan: PlanMode | undefined) =>
  sql`select set_config(name, coalesce(planned.value, reset_val), true) from pg_settings
    left join jsonb_each_text(${JSON.stringify(plan ? PLAN_SETTINGS[plan] : {})}::jsonb)
      as planned on planned.key = name
    where name = any(${sql.param(PLANNED_SETTING_NAMES)}::text[])`

/** Runs one statement of a search under the plan settings it needs. */
export type PlannedRun = <T>(
  options: PlanOptions,
  statement: (db: DbOrTx) => Promise<T>,
) => Promise<T>

/**
 * A statement on its own: on the sessions that plan as it needs, or where the database has
 * none, in a transaction of its own with those settings.
 */
async function withPlan<T>(
  db: DbOrTx,
  { plan }: PlanOptions,
  run: (db: DbOrTx) => Promise<T>,
): Promise<T> {
  if (!plan) return run(db)
  const plannedDb = plannedHandle(db, plan)
  if (plannedDb) return run(plannedDb)
  return db.transaction(async (tx) => {
    await tx.execute(planStatement(plan))
    return run(tx)
  })
}

const singleStatements =
  (db: DbOrTx): PlannedRun =>
  (options, run) =>
    withPlan(db, options, run)

/**
 * The statements of one search in one transaction, the settings switched only when the next
 * statement needs others: a search of two tiers sends 6–8 statements instead of 17, each
 * opening and committing its own transaction.
 */
function withSharedPlans<T>(db: DbOrTx, search: (run: PlannedRun) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    let current: PlanMode | undefined
    return search(async ({ plan }, statement) => {
      if (plan !== current) {
        await tx.execute(planStatement(plan))
        current = plan
      }
      return statement(tx)
    })
  })
}

/**
 * A table whose keyword lexemes are kept in buckets of a timestamp column (decision 016): each
 * lexeme prefixed with the bucket of the row's `column`, `seconds` long. A search then reads the
 * buckets newest first, each a short posting list, and stops once it has what it needs.
 */
export interface TermBuckets {
  column: PgColumn
  seconds: number
  /** The sort's order follows the buckets (newest first), so a page comes bucket by bucket. */
  ordered: boolean
}

/** What a capped search reads: a table, its id column and the sort's ORDER BY terms. */
export interface SearchTarget {
  table: PgTable
  id: PgColumn
  /** Spelt exactly as the index of the sort, ending on the id so pages never overlap. */
  order: SQL[]
  /** Set where the lexemes are bucketed and the words or filters can narrow this search. */
  buckets?: TermBuckets
}

/** Ids of one page of matching rows, in the sort's order. */
export function searchIds(
  db: DbOrTx,
  target: SearchTarget,
  condition: SQL,
  window: PageWindow,
  options: PlanOptions = {},
): Promise<number[]> {
  return selectIds(singleStatements(db), target, condition, window, options)
}

async function selectIds(
  run: PlannedRun,
  target: SearchTarget,
  condition: SQL,
  window: PageWindow,
  options: PlanOptions = {},
): Promise<number[]> {
  const result = await run(options, (handle) =>
    executeNamed<{ id: number }>(
      handle,
      sql`select ${target.id} as id from ${target.table} where ${condition}
        order by ${sql.join(target.order, sql`, `)}
        limit ${window.limit} offset ${window.offset}`,
    ),
  )
  return result.rows.map((row) => Number(row.id))
}

export interface CappedCount {
  /** Matches, counted up to `cap + 1`, so "exactly cap" and "more than cap" differ. */
  count: number
  /**
   * The share of rows that match, measured over the heap pages the count went through. A bitmap
   * scan visits pages in physical order and stops at the cap, so this is how common the words
   * are over the table, which an estimate from the gram index's statistics misjudges.
   */
  share: number
  /** Rows in the table, as its statistics know them (0 when never analysed). */
  tableRows: number
}

async function countUpTo(
  run: PlannedRun,
  table: PgTable,
  condition: SQL,
  cap: number,
  options: PlanOptions = {},
): Promise<CappedCount> {
  const result = await run(options, (handle) =>
    executeNamed<{
      count: number
      first_page: number
      last_page: number
      table_rows: number
      table_pages: number
    }>(
      handle,
      // The page of a row is read from its tid's text: done for the first and last tid only
      // (tids order by page); done for every match, it took 1.7 of the 4.0 ms a count of
      // 1,001 matches took.
      sql`select matches.count,
        coalesce((matches.first_tid::text::point)[0], 0)::int as first_page,
        coalesce((matches.last_tid::text::point)[0], -1)::int as last_page,
        stats.reltuples::float8 as table_rows, stats.relpages::int as table_pages
      from (select count(*)::int as count, min(found.ctid) as first_tid, max(found.ctid) as last_tid
          from (select ${table}.ctid from ${table} where ${condition} limit ${cap + 1}) as found
        ) as matches,
        (select reltuples, relpages from pg_class
          where oid = ${getTableName(table)}::regclass) as stats`,
    ),
  )
  const row = result.rows[0]
  const count = Number(row?.count ?? 0)
  // From the first match on: after a mass update the live rows may start half-way through the
  // table, and the empty pages before them say nothing about how common the words are.
  const pages = Number(row?.last_page ?? -1) - Number(row?.first_page ?? 0) + 1
  const tableRows = Math.max(0, Number(row?.table_rows ?? 0))
  const tablePages = Number(row?.table_pages ?? 0)
  // Unanalysed (the embedded database has no autovacuum): a row a page, as the rule was set.
  const rowsPerPage = tableRows > 0 && tablePages > 0 ? tableRows / tablePages : 1
  return { count, share: pages > 0 ? count / pages / rowsPerPage : 0, tableRows }
}

/**
 * Whether walking the sort's index, testing each row, finds the page sooner than taking every
 * match from the gram index and sorting them. A walk reads about (offset + per) / share rows; the
 * gram index hands over share × rows matches. Each read costs about the same (a heap row and a
 * text test), so the walk wins when share² × rows exceeds the rows the page needs. On a million
 * candidates, 経理 with IFRS or 連結決算 but without 監査 took 22 s through the index (its
 * matches are a few per cent of the base, tens of thousands of rows) and 12 ms walking; on
 * 100,000 jobs SAP (1%) is found in 9 ms through the index and in 460 ms walking (decision 011).
 * Before a table is analysed its size is unknown: then the first version's rule decides (from
 * 0.3 matches a heap page, measured on 100,000 jobs).
 */
function walkFindsPageSooner(counted: CappedCount, offset: number, per: number): boolean {
  if (counted.tableRows <= 0) return counted.share * per >= 0.3 * (offset + per)
  return counted.share * counted.share * counted.tableRows >= offset + per
}

/** The bucket numbers a bucketed table spans, and its rows as its statistics know them. */
interface BucketSpan {
  newest: number
  oldest: number
  tableRows: number
}

/**
 * For a sort that follows the buckets: whether walking its index, testing each row, finds the
 * window sooner than the buckets do. The buckets read every match of the first bucket at least
 * (share × the rows of a bucket) and sort them; a walk reads about (offset + per) / share rows,
 * each with the text test besides the heap row, which costs about as much again. At a million
 * candidates (6,400 a week) a word in one document of six walks (経理: about 1,000 matches in
 * its newest week, against some 120 rows a walk reads for 20 by this estimate); one in fewer
 * than one of thirteen reads its buckets.
 */
function walkFindsOrderedPageSooner(
  span: BucketSpan,
  counted: CappedCount,
  offset: number,
  per: number,
): boolean {
  const rowsPerBucket = span.tableRows / Math.max(1, span.newest - span.oldest + 1)
  return counted.share * counted.share * rowsPerBucket >= 2 * (offset + per)
}

/** The span of a bucketed table, newest bucket first; none when it is empty. */
async function bucketSpan(
  run: PlannedRun,
  target: SearchTarget,
  buckets: TermBuckets,
): Promise<BucketSpan> {
  const result = await run({}, (db) =>
    executeNamed<{
      newest: number | null
      oldest: number | null
      table_rows: number
    }>(
      db,
      sql`select
      floor(extract(epoch from max(${buckets.column})) / ${buckets.seconds})::int as newest,
      floor(extract(epoch from min(${buckets.column})) / ${buckets.seconds})::int as oldest,
      (select reltuples::float8 from pg_class
        where oid = ${getTableName(target.table)}::regclass) as table_rows
    from ${target.table}`,
    ),
  )
  const row = result.rows[0]
  return {
    newest: Number(row?.newest ?? 0),
    oldest: Number(row?.oldest ?? 1),
    tableRows: Math.max(0, Number(row?.table_rows ?? 0)),
  }
}

/** The buckets of a span, newest first, as a row source `bucket(n)` for a lateral join. */
const bucketSeries = (span: BucketSpan) =>
  sql`generate_series(${span.newest}::int, ${span.oldest}::int, -1) as bucket(n)`
const bucketNumber = sql`bucket.n`
/** The table's name, for rows of a subquery that stand for the table's own. */
const name = (target: SearchTarget) => sql.identifier(getTableName(target.table))

/** A bucketed count, and the page it could already tell (see countByBuckets). */
interface BucketedCount {
  count: number
  /** The oldest bucket the count reached. */
  oldest: number
  /** The window's ids in the sort's order, when the buckets the count read whole held it. */
  ids?: number[]
}

/**
 * The matches of a bucketed condition, counted up to `cap + 1` bucket by bucket, newest first:
 * a common word is counted from the postings of a few weeks instead of all of them. Answers
 * the oldest bucket the count reached too.
 *
 * For a sort that follows the buckets, given the window of the page, the same statement keeps
 * each match's id and sort value and sorts them: every bucket but the last the count reached
 * was read whole (and the last too when the count stopped short of the cap), so when those
 * hold the window, its ids come with the count and the page needs no statement of its own.
 * A common word's newest week usually holds the first page (経理 at a million: the page's
 * statement read 0.8 ms more of the same rows).
 */
async function countByBuckets(
  run: PlannedRun,
  target: SearchTarget,
  { buckets, span }: { buckets: TermBuckets; span: BucketSpan },
  condition: (strategy: KeywordStrategy) => SQL,
  cap: number,
  window?: PageWindow,
): Promise<BucketedCount> {
  const matches = (columns: SQL) => sql`select ${bucketNumber} as n, ${columns}
    from ${bucketSeries(span)},
      lateral (select ${columns} from ${target.table}
        where ${condition({ bucket: bucketNumber })} limit ${cap + 1}) as ${name(target)}
    limit ${cap + 1}`
  if (!buckets.ordered || !window) {
    const result = await run({ plan: 'bitmap' }, (handle) =>
      executeNamed<{ count: number; oldest: number | null }>(
        handle,
        sql`select count(*)::int as count, min(found.n)::int as oldest
          from (${matches(sql`1`)}) as found`,
      ),
    )
    const row = result.rows[0]
    return { count: Number(row?.count ?? 0), oldest: Number(row?.oldest ?? span.oldest) }
  }
  // The found rows keep the table's name, so the sort's terms read them as they read the table.
  const columns = sql`${target.id}, ${buckets.column}`
  const result = await run({ plan: 'bitmap' }, (handle) =>
    executeNamed<{ count: number; oldest: number | null; ids: number[] | null }>(
      handle,
      sql`with found as materialized (${matches(columns)}),
        reach as (select count(*)::int as count, min(n) as oldest from found)
      select reach.count, reach.oldest::int as oldest,
        case when reach.count <= ${cap} or (select count(*) from found
            where found.n > reach.oldest) >= ${window.offset + window.limit}
          then array(select ${name(target)}.${sql.identifier(target.id.name)}::bigint
            from found as ${name(target)}
            where reach.count <= ${cap} or ${name(target)}.n > reach.oldest
            order by ${sql.join(target.order, sql`, `)}
            limit ${window.limit} offset ${window.offset})
        end as ids
      from reach`,
    ),
  )
  const row = result.rows[0]
  return {
    count: Number(row?.count ?? 0),
    oldest: Number(row?.oldest ?? span.oldest),
    ids: row?.ids ? row.ids.map(Number) : undefined,
  }
}

/**
 * How common the words are, for walkFindsPageSooner, after a bucketed count reached the cap in
 * the buckets from `oldest` on: its matches over the rows those buckets hold, taken as the
 * table's average a bucket. Counting the rows would read them (half a second for the 29,000
 * rows of a week at a million, cold); recent buckets hold more rows than the average, so the
 * share comes out high, which errs towards walking, whose worst case is a few thousand rows.
 */
function bucketedShare(span: BucketSpan, counted: { count: number; oldest: number }): CappedCount {
  const buckets = Math.max(1, span.newest - span.oldest + 1)
  const visited = Math.max(1, span.newest - counted.oldest + 1)
  const rows = Math.max(1, (visited * span.tableRows) / buckets)
  return {
    count: counted.count,
    share: Math.min(1, counted.count / rows),
    tableRows: span.tableRows,
  }
}

/**
 * Ids of one page of a bucketed condition's matches in the sort's order. For a sort that follows
 * the buckets (`ordered`), the first buckets give the page: each bucket's matches are sorted and
 * cut to what the page needs, and nested loops return the buckets in the series' order, so
 * nothing is sorted outside (which would read every bucket). For another sort, every bucket's
 * matches are sorted together: the words are rare then. The lateral rows keep the table's name,
 * so the sort's terms read them outside too.
 */
async function idsFromBuckets(
  run: PlannedRun,
  target: SearchTarget,
  span: BucketSpan,
  condition: SQL,
  window: PageWindow,
  ordered: boolean,
): Promise<number[]> {
  const { table } = target
  const order = sql`order by ${sql.join(target.order, sql`, `)}`
  const matches = ordered
    ? sql`select * from ${table} where ${condition} ${order}
        limit ${window.offset + window.limit}`
    : sql`select * from ${table} where ${condition}`
  const result = await run({ plan: 'bitmap' }, (handle) =>
    executeNamed<{ id: number }>(
      handle,
      sql`select ${name(target)}.${sql.identifier(target.id.name)} as id
      from ${bucketSeries(span)}, lateral (${matches}) as ${name(target)}
      ${ordered ? sql`` : order}
      limit ${window.limit} offset ${window.offset}`,
    ),
  )
  return result.rows.map((row) => Number(row.id))
}

/** One tier's matches, counted up to the room left under the cap, and a way to fetch a window of them. */
interface TierSearch {
  count: number
  fetch: (window: PageWindow) => Promise<number[]>
}

/**
 * A tier through the gram index: counted there; a window found by walking the sort's index when
 * the words are common, else taken from the gram index and sorted. Fewer matches than the room
 * are all known to be few: the index hands them over.
 */
async function searchTierByGrams(
  run: PlannedRun,
  target: SearchTarget,
  condition: (strategy: KeywordStrategy) => SQL,
  hasKeyword: boolean,
  room: number,
  per: number,
): Promise<TierSearch> {
  const byGrams = condition('grams')
  const counted = await countUpTo(run, target.table, byGrams, room - 1, {
    plan: hasKeyword ? 'bitmap' : undefined,
  })
  return {
    count: counted.count,
    fetch: (window) =>
      hasKeyword && counted.count >= room && walkFindsPageSooner(counted, window.offset, per)
        ? selectIds(run, target, condition('text'), window, { plan: 'walk' })
        : selectIds(run, target, byGrams, window, { plan: hasKeyword ? 'bitmap' : undefined }),
  }
}

/**
 * A tier through the bucketed lexemes: counted bucket by bucket; a window of a sort that
 * follows the buckets taken from them too unless the words fill a bucket (then walking the
 * sort's index finds it sooner), of another sort by walking its index when the words are
 * common, else from every bucket, sorted. Without keywords (filters alone), a common match
 * is found by walking the sort's index whatever the sort: a row's filters are tested on the row
 * itself, where a week of a common filter would have every match read and sorted.
 */
async function searchTierByBuckets(
  run: PlannedRun,
  target: SearchTarget,
  { buckets, span }: { buckets: TermBuckets; span: BucketSpan },
  condition: (strategy: KeywordStrategy) => SQL,
  hasKeyword: boolean,
  room: number,
  window: PageWindow,
  per: number,
): Promise<TierSearch> {
  const counted = await countByBuckets(
    run,
    target,
    { buckets, span },
    condition,
    room - 1,
    window.limit > 0 ? window : undefined,
  )
  const { ids } = counted
  return {
    count: counted.count,
    fetch: (asked) =>
      ids && asked.offset === window.offset && asked.limit === window.limit
        ? Promise.resolve(ids)
        : fetchFromBuckets(asked),
  }
  function fetchFromBuckets(asked: PageWindow) {
    const share = bucketedShare(span, counted)
    const walks =
      counted.count >= room &&
      (buckets.ordered && hasKeyword
        ? walkFindsOrderedPageSooner(span, share, asked.offset, per)
        : walkFindsPageSooner(share, asked.offset, per))
    return walks
      ? selectIds(run, target, condition('text'), asked, { plan: 'walk' })
      : idsFromBuckets(
          run,
          target,
          span,
          condition({ bucket: bucketNumber }),
          asked,
          buckets.ordered,
        )
  }
}

export interface CappedPage {
  ids: number[]
  pagination: Pagination
  total_count_capped: boolean
}

/**
 * One page of a keyword search and its capped count (decision 011). The count stops at `cap + 1`
 * matches: enough to say "1,000+" without visiting every match of a common word. It comes first
 * because, with a keyword, it also tells how common the words are, which decides how to fetch
 * the page: a common word is found soonest by walking the sort's index and testing each row's
 * text; a rarer one by taking every match from the gram index and sorting them. Nothing
 * matched, nothing to fetch. Where the target's lexemes are bucketed, the count and the pages
 * of a sort that follows the buckets go bucket by bucket instead (decision 016).
 *
 * With `tiered` (some keyword may stand as a word of its own or inside a longer one), the
 * matches come in two tiers, each in the sort's order: whole-word matches, then the others.
 * Each tier is counted and fetched as above, the second only as far as the page and the cap
 * need.
 */
export async function searchCappedPage(
  db: DbOrTx,
  search: {
    target: SearchTarget
    /** The whole condition, its keyword part looked up the given way, of the given tier. */
    condition: (strategy: KeywordStrategy, tier?: WordTier) => SQL
    tiered?: boolean
    hasKeyword: boolean
    cap: number
    page: PageRequest
  },
): Promise<CappedPage> {
  // Each statement on its own where a server keeps sessions planning as each needs, and
  // without keywords or buckets (every statement with the session's settings); otherwise one
  // transaction switching the settings as the statements need.
  const shared = (search.hasKeyword || search.target.buckets) && !plannedHandle(db, 'bitmap')
  return shared
    ? withSharedPlans(db, (run) => searchCappedPageWith(run, search))
    : searchCappedPageWith(singleStatements(db), search)
}

async function searchCappedPageWith(
  run: PlannedRun,
  search: Parameters<typeof searchCappedPage>[1],
): Promise<CappedPage> {
  const { target, hasKeyword, page, cap } = search
  const tiers: (WordTier | undefined)[] = search.tiered ? ['whole', 'partial'] : [undefined]
  const { buckets } = target
  const span = buckets ? await bucketSpan(run, target, buckets) : undefined
  const window = toPageWindow(page)
  const ids: number[] = []
  let counted = 0
  // Where the page starts within the current tier, and how many rows it still needs.
  let offset = window.offset
  let wanted = window.limit
  for (const tier of tiers) {
    const room = cap + 1 - counted
    if (room <= 0) break
    const condition = (strategy: KeywordStrategy) => search.condition(strategy, tier)
    const tierSearch =
      buckets && span
        ? await searchTierByBuckets(
            run,
            target,
            { buckets, span },
            condition,
            hasKeyword,
            room,
            { offset, limit: wanted },
            page.per,
          )
        : await searchTierByGrams(run, target, condition, hasKeyword, room, page.per)
    counted += tierSearch.count
    if (wanted > 0 && offset < tierSearch.count) {
      const found = await tierSearch.fetch({ offset, limit: wanted })
      ids.push(...found)
      wanted -= found.length
      offset = 0
    } else {
      offset = Math.max(0, offset - tierSearch.count)
    }
  }
  return { ids, ...paginateCapped(page, counted, cap) }
}
