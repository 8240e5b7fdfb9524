import { escapeLike, type KeywordMatcher, type KeywordTerm, WORD_BREAK } from '@kakehashi/db'
import { type AnyColumn, and, not, or, type SQL, sql } from 'drizzle-orm'

// The one keyword condition of every searchable table (decision 011): jobs, companies, agents,
// columns and universities keep a normalised `search_text` and a `search_grams text[]` with a
// GIN index, and a keyword word is found the same way in each.

/** The normalised text and gram columns of a searchable table. */
export interface SearchColumns {
  text: AnyColumn
  grams: AnyColumn
}

/** The search columns of a table built with the documents of `packages/db/src/search`. */
export function searchColumnsOf(table: { searchText: AnyColumn; searchGrams: AnyColumn }) {
  return { text: table.searchText, grams: table.searchGrams } satisfies SearchColumns
}

/**
 * The words of a search, each normalised and split by `keywordTerms`: every `all` word must
 * match, at least one `any` word when there are any, and no `none` word. A word matches when
 * any of its spellings does.
 */
export interface KeywordWords {
  all?: readonly KeywordTerm[]
  any?: readonly KeywordTerm[]
  none?: readonly KeywordTerm[]
}

/**
 * How a keyword condition lets the planner find rows:
 * - `grams`: through the GIN index on `search_grams`, best when the words are rare: the index
 *   hands over the few matching rows, which are then sorted.
 * - `text`: by the normalised text alone, best when the words are common: the planner walks
 *   the index of the requested sort and stops after one page, testing each row as it goes.
 */
export type KeywordStrategy = 'grams' | 'text'

export interface KeywordOptions {
  /** `grams` unless told. */
  strategy?: KeywordStrategy
  /**
   * An ASCII word only has to begin a word of the text, not be one: for suggestion boxes, asked
   * while the word is still being typed ("tok" finds "University of Tokyo").
   */
  asPrefix?: boolean
}

const ASCII_BOUNDARY = '(^|[^a-z0-9])'
const ASCII_END = '([^a-z0-9]|$)'

/**
 * The test of one word on the normalised text, exact on its own: a whole ASCII word (so "IR"
 * does not match "first"), or its start with `asPrefix`; otherwise a substring.
 */
function textTest(columns: SearchColumns, matcher: KeywordMatcher, asPrefix: boolean): SQL {
  if (matcher.word !== undefined) {
    const pattern = `${ASCII_BOUNDARY}${matcher.word}${asPrefix ? '' : ASCII_END}`
    return sql`${columns.text} ~ ${pattern}`
  }
  return sql`${columns.text} like ${`%${escapeLike(matcher.substring ?? '')}%`}`
}

/** The grams a row must hold for the word to be there; a prefix may end inside a word gram. */
function gramsOf(matcher: KeywordMatcher, asPrefix: boolean): readonly string[] {
  return asPrefix && matcher.word !== undefined ? [] : matcher.grams
}

/**
 * Whether holding the word's grams already proves the word is there. True for a whole ASCII
 * word (its `w:` gram is the word, with the same boundaries as the text test) and for a word
 * that is itself one gram (one Japanese character, or two: 営業, 経理); a longer word needs the
 * text test, because its grams may all be present without being adjacent in the right order.
 */
function gramsAreProof(matcher: KeywordMatcher, asPrefix: boolean): boolean {
  if (matcher.word !== undefined) return !asPrefix
  return matcher.grams.length === 1 && matcher.grams[0] === matcher.substring
}

const containsGrams = (columns: SearchColumns, grams: readonly string[]) =>
  sql`${columns.grams} @> ${sql.param([...grams])}::text[]`

/** Spellings that must all match: one containment test of all their grams, then the text tests. */
function allOf(
  columns: SearchColumns,
  matchers: readonly KeywordMatcher[],
  strategy: KeywordStrategy,
  asPrefix: boolean,
): SQL[] {
  if (strategy === 'text') return matchers.map((matcher) => textTest(columns, matcher, asPrefix))
  const grams = [...new Set(matchers.flatMap((matcher) => gramsOf(matcher, asPrefix)))]
  return [
    ...(grams.length > 0 ? [containsGrams(columns, grams)] : []),
    ...matchers
      .filter((matcher) => !gramsAreProof(matcher, asPrefix))
      .map((matcher) => textTest(columns, matcher, asPrefix)),
  ]
}

/** One spelling on its own, as one condition. */
const oneOf = (
  columns: SearchColumns,
  matcher: KeywordMatcher,
  strategy: KeywordStrategy,
  asPrefix: boolean,
) => and(...allOf(columns, [matcher], strategy, asPrefix)) as SQL

/**
 * The condition of a keyword search on a table's search columns; undefined when there is no
 * word. With the `grams` strategy every `all` and `any` word goes through the gram index (words
 * with one spelling share one containment test, a word with several is an OR of them); words to
 * leave out are tested on the text, since no index can prove a word is absent.
 */
export function keywordCondition(
  columns: SearchColumns,
  words: KeywordWords,
  options: KeywordOptions = {},
): SQL | undefined {
  const strategy = options.strategy ?? 'grams'
  const asPrefix = options.asPrefix ?? false
  const all = words.all ?? []
  const single = all.flatMap((term) => (term.alternatives.length === 1 ? term.alternatives : []))
  const parts = allOf(columns, single, strategy, asPrefix)
  for (const term of all) {
    if (term.alternatives.length < 2) continue
    parts.push(
      or(...term.alternatives.map((matcher) => oneOf(columns, matcher, strategy, asPrefix))) as SQL,
    )
  }
  const any = (words.any ?? []).flatMap((term) =>
    term.alternatives.map((matcher) => oneOf(columns, matcher, strategy, asPrefix)),
  )
  if (any.length > 0) parts.push(or(...any) as SQL)
  for (const term of words.none ?? []) {
    for (const matcher of term.alternatives) parts.push(not(textTest(columns, matcher, asPrefix)))
  }
  return parts.length > 0 ? and(...parts) : undefined
}

const BOUNDARY = `[ ${WORD_BREAK}]`
const escapeRegExp = (value: string) => value.replace(/[\\^$.|?*+()[\]{}]/g, (char) => `\\${char}`)

/**
 * Rows where every `all` word stands as a word of its own, not inside a longer one: bounded by a
 * space, a change of script or the end of the text (経理 in 経理の業務 or 経理・財務, not in 経理部).
 * A search shows these first (decision 011). An ASCII spelling only ever matches as a whole
 * word, so a word written only in ASCII needs no test; undefined when no word needs one.
 */
export function wholeWordCondition(columns: SearchColumns, words: KeywordWords): SQL | undefined {
  const terms = (words.all ?? []).filter((term) =>
    term.alternatives.some((matcher) => matcher.word === undefined),
  )
  if (terms.length === 0) return undefined
  const standsAlone = (matcher: KeywordMatcher) => {
    if (matcher.word !== undefined) return textTest(columns, matcher, false)
    const pattern = `(^|${BOUNDARY})${escapeRegExp(matcher.substring ?? '')}(${BOUNDARY}|$)`
    return sql`${columns.text} ~ ${pattern}`
  }
  return and(...terms.map((term) => or(...term.alternatives.map(standsAlone)) as SQL))
}
