import {
  bucketedLexeme,
  type KeywordMatcher,
  type KeywordTerm,
  provedSpellingLexeme,
  quoteLexeme,
  WHOLE_WORD_PREFIX,
  WORD_BREAK,
  wholeWordTerms,
} from '@kakehashi/db'
import { type AnyColumn, and, not, or, type SQL, sql } from 'drizzle-orm'

// The one keyword condition of every searchable table (decision 011): jobs, companies, agents,
// columns and universities keep a normalised `search_text` and a `search_grams text[]` with a
// GIN index, and a keyword word is found the same way in each. The candidates' documents keep
// their grams bucketed in `search_terms` instead (decision 016).

/** The normalised text and gram columns of a searchable table. */
export interface SearchColumns {
  text: AnyColumn
  /** The grams with their GIN index, where the table keeps them. */
  grams?: AnyColumn
  /**
   * The grams and whole-word lexemes prefixed with a bucket (a `tsvector`), where the table keeps
   * them: the candidates' documents (decision 016).
   */
  terms?: AnyColumn
}

/** The search columns of a table built with the documents of `packages/db/src/search`. */
export function searchColumnsOf(table: {
  searchText: AnyColumn
  searchGrams?: AnyColumn
  searchTerms?: AnyColumn
}): SearchColumns {
  return { text: table.searchText, grams: table.searchGrams, terms: table.searchTerms }
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
 * - a bucket: through the GIN index on the bucketed terms, the rows of one bucket only (`bucket`
 *   is the SQL of its number); the words become a `tsquery`, so OR and NOT are answered inside
 *   the index too, and only words the lexemes cannot prove are tested on the text.
 */
export type KeywordStrategy = 'grams' | 'text' | { bucket: SQL }

/**
 * Matches where every `all` word stands as a word of its own (`whole`), or the others
 * (`partial`): a search shows the first before the second (wholeWordCondition).
 */
export type WordTier = 'whole' | 'partial'

export interface KeywordOptions {
  /** `grams` unless told. */
  strategy?: KeywordStrategy
  /**
   * An ASCII word only has to begin a word of the text, not be one: for suggestion boxes, asked
   * while the word is still being typed ("tok" finds "University of Tokyo").
   */
  asPrefix?: boolean
  /** Only the matches of this tier; both unless told. */
  tier?: WordTier
}

const BOUNDARY = `[ ${WORD_BREAK}]`
const escapeRegExp = (value: string) => value.replace(/[\\^$.|?*+()[\]{}]/g, (char) => `\\${char}`)
const ASCII_BOUNDARY = '(^|[^a-z0-9])'
const ASCII_END = '([^a-z0-9]|$)'

/**
 * The text holds `literal`. `strpos` finds it in under half the time `like '%…%'` takes on a
 * document's text (2 kB: 2.5 µs against 6 µs a row), and a regular expression takes 13 µs
 * (decision 011), so one runs only on a text that holds its word at all.
 */
const holds = (columns: SearchColumns, literal: string) =>
  sql`strpos(${columns.text}, ${literal}) > 0`

/**
 * The test of one word on the normalised text, exact on its own: a whole ASCII word (so "IR"
 * does not match "first"), or its start with `asPrefix`; otherwise a substring.
 */
function textTest(columns: SearchColumns, matcher: KeywordMatcher, asPrefix: boolean): SQL {
  if (matcher.word !== undefined) {
    const pattern = `${ASCII_BOUNDARY}${matcher.word}${asPrefix ? '' : ASCII_END}`
    return sql`(${holds(columns, matcher.word)} and ${columns.text} ~ ${pattern})`
  }
  return holds(columns, matcher.substring ?? '')
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
  // A phrase's words may all be there without following each other.
  if (matcher.word !== undefined) return !asPrefix && !matcher.word.includes(' ')
  return matcher.grams.length === 1 && matcher.grams[0] === matcher.substring
}

const containsGrams = (grams: AnyColumn, wanted: readonly string[]) =>
  sql`${grams} @> ${sql.param([...wanted])}::text[]`

/**
 * Spellings that must all match: one containment test of all their grams, then the text tests.
 * A table without grams (the candidates' documents, read through their terms) tests the text.
 */
function allOf(
  columns: SearchColumns,
  matchers: readonly KeywordMatcher[],
  strategy: KeywordStrategy,
  asPrefix: boolean,
): SQL[] {
  if (strategy === 'text' || !columns.grams) {
    return matchers.map((matcher) => textTest(columns, matcher, asPrefix))
  }
  const grams = [...new Set(matchers.flatMap((matcher) => gramsOf(matcher, asPrefix)))]
  return [
    ...(grams.length > 0 ? [containsGrams(columns.grams, grams)] : []),
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
 * leave out are tested on the text, since no index can prove a word is absent. A bucket
 * strategy builds the same condition as one `tsquery` (bucketedTermsCondition). With `tier`,
 * only the whole-word matches or only the others.
 */
export function keywordCondition(
  columns: SearchColumns,
  words: KeywordWords,
  options: KeywordOptions = {},
): SQL | undefined {
  const strategy = options.strategy ?? 'grams'
  const asPrefix = options.asPrefix ?? false
  if (typeof strategy === 'object') return bucketedTermsCondition(columns, words, strategy, options)
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
  const whole = options.tier ? wholeWordCondition(columns, words) : undefined
  if (whole) parts.push(options.tier === 'whole' ? whole : not(whole))
  return parts.length > 0 ? and(...parts) : undefined
}

/**
 * Part of a condition on the bucketed terms: a `tsquery` over lexemes beginning with the bucket
 * placeholder and `#` (undefined when the lexemes cannot narrow it), and the test on the text
 * that must also pass where the lexemes do not prove the words (undefined when they do).
 */
interface TermsPart {
  query?: string
  recheck?: SQL
}

// Stands for the bucket in a query's lexemes until SQL puts the number in; normalised text never
// holds a control character other than WORD_BREAK.
const BUCKET_PLACEHOLDER = '\u0001'

/** A lexeme of the bucketed terms as a `tsquery` names it, in the bucket to come. */
export const inBucket = (lexeme: string) => quoteLexeme(bucketedLexeme(lexeme, BUCKET_PLACEHOLDER))

/** A gram or whole-word lexeme of the query, in the bucket to come. An ASCII word's `w:` gram is its `t:` lexeme. */
const lexeme = (gram: string) =>
  inBucket(gram.startsWith('w:') ? WHOLE_WORD_PREFIX + gram.slice(2) : gram)

/**
 * The bucketed terms match `query` (a `tsquery` of inBucket lexemes) in one bucket (`bucket` is
 * the SQL of its number): one test the terms' GIN index answers.
 */
export const termsMatchInBucket = (terms: AnyColumn, query: string, bucket: SQL) =>
  sql`${terms} @@ replace(${query}, chr(1), (${bucket})::text)::tsquery`

const conjunction = (lexemes: readonly string[]) =>
  lexemes.length === 0 ? undefined : `(${[...new Set(lexemes)].map(lexeme).join(' & ')})`

/**
 * One spelling found anywhere in the text (the `grams` strategy's test), as terms: proved by its
 * grams, by the lexeme the documents keep for the vocabulary's longer spellings, or suggested by
 * its grams and tested on the text.
 */
function substringPart(
  columns: SearchColumns,
  matcher: KeywordMatcher,
  asPrefix: boolean,
): TermsPart {
  const proof = asPrefix ? undefined : provedSpellingLexeme(matcher)
  if (proof) return { query: conjunction([proof]) }
  return {
    query: conjunction(gramsOf(matcher, asPrefix)),
    recheck: gramsAreProof(matcher, asPrefix) ? undefined : textTest(columns, matcher, asPrefix),
  }
}

/** The test of a spelling standing as a word of its own, on the text. */
function standsAloneTest(columns: SearchColumns, matcher: KeywordMatcher): SQL {
  if (matcher.word !== undefined) return textTest(columns, matcher, false)
  const substring = matcher.substring ?? ''
  const pattern = `(^|${BOUNDARY})${escapeRegExp(substring)}(${BOUNDARY}|$)`
  return sql`(${holds(columns, substring)} and ${columns.text} ~ ${pattern})`
}

/** One spelling standing as a word of its own, as terms. */
function wholePart(columns: SearchColumns, matcher: KeywordMatcher): TermsPart {
  const { terms, exact } = wholeWordTerms(matcher.word ?? matcher.substring ?? '')
  return {
    query: conjunction(terms),
    recheck: exact ? undefined : standsAloneTest(columns, matcher),
  }
}

/**
 * Any of the parts. When one of them needs its text test, the row is tested for each part on
 * the text (having matched one part's lexemes says nothing of which); when one cannot narrow by
 * lexemes, neither can the whole.
 */
function anyOf(parts: readonly TermsPart[], texts: readonly SQL[]): TermsPart {
  if (parts.length === 1) return parts[0] as TermsPart
  const exact = parts.every((part) => part.recheck === undefined)
  if (parts.some((part) => part.query === undefined)) return { recheck: or(...texts) }
  return {
    query: `(${parts.map((part) => part.query).join(' | ')})`,
    recheck: exact ? undefined : or(...texts),
  }
}

/** Every one of the parts. */
function everyOf(parts: readonly TermsPart[]): TermsPart {
  const queries = parts.flatMap((part) => (part.query ? [part.query] : []))
  const rechecks = parts.flatMap((part) => (part.recheck ? [part.recheck] : []))
  return {
    query: queries.length > 0 ? queries.join(' & ') : undefined,
    recheck: rechecks.length > 0 ? and(...rechecks) : undefined,
  }
}

/** An `all` word, wherever it stands or (`whole`) standing as a word of its own. */
function allTermPart(
  columns: SearchColumns,
  term: KeywordTerm,
  whole: boolean,
  asPrefix: boolean,
): TermsPart {
  const { alternatives } = term
  return whole
    ? anyOf(
        alternatives.map((matcher) => wholePart(columns, matcher)),
        alternatives.map((matcher) => standsAloneTest(columns, matcher)),
      )
    : anyOf(
        alternatives.map((matcher) => substringPart(columns, matcher, asPrefix)),
        alternatives.map((matcher) => textTest(columns, matcher, asPrefix)),
      )
}

/** Whether some word tells whole-word matches apart from the others (see wholeWordCondition). */
const tiered = (term: KeywordTerm) =>
  term.alternatives.some((matcher) => matcher.word === undefined)

/**
 * A keyword condition within one bucket of the bucketed terms: the words as one `tsquery` the
 * terms' GIN index answers (NOT and OR included), and the text tests of the words the lexemes
 * cannot prove. Undefined when there is no word.
 */
function bucketedTermsCondition(
  columns: SearchColumns,
  words: KeywordWords,
  strategy: { bucket: SQL },
  options: KeywordOptions,
): SQL | undefined {
  if (!columns.terms) throw new Error('This table keeps no bucketed terms')
  const asPrefix = options.asPrefix ?? false
  const all = words.all ?? []
  const parts = all.map((term) =>
    allTermPart(columns, term, options.tier === 'whole' && tiered(term), asPrefix),
  )
  if (options.tier === 'partial' && all.some(tiered)) {
    const whole = everyOf(all.filter(tiered).map((term) => allTermPart(columns, term, true, false)))
    // Excluded in the index when the lexemes prove the whole words; on the text otherwise.
    if (whole.query && !whole.recheck) parts.push({ query: `!(${whole.query})` })
    else parts.push({ recheck: not(wholeWordCondition(columns, words) as SQL) })
  }
  const any = (words.any ?? []).flatMap((term) => term.alternatives)
  if (any.length > 0) {
    parts.push(
      anyOf(
        any.map((matcher) => substringPart(columns, matcher, asPrefix)),
        any.map((matcher) => textTest(columns, matcher, asPrefix)),
      ),
    )
  }
  for (const matcher of (words.none ?? []).flatMap((term) => term.alternatives)) {
    const part = substringPart(columns, matcher, asPrefix)
    parts.push(
      part.query && !part.recheck
        ? { query: `!${part.query}` }
        : { recheck: not(textTest(columns, matcher, asPrefix)) },
    )
  }
  if (parts.length === 0) return undefined
  const { query, recheck } = everyOf(parts)
  const found = query ? termsMatchInBucket(columns.terms, query, strategy.bucket) : undefined
  return and(found, recheck)
}

/**
 * Whether the bucketed terms' index can narrow a search for these words: some `all` or `any`
 * word has lexemes to look up. Otherwise (a lone symbol) every row would be tested on the text.
 */
export function termsCanNarrow(words: KeywordWords): boolean {
  const found = (matcher: KeywordMatcher) => matcher.grams.length > 0
  const all = (words.all ?? []).some((term) => term.alternatives.every(found))
  const any = words.any?.length ? words.any.every((term) => term.alternatives.every(found)) : false
  return all || any
}

/** Whether a search for these words has two tiers: some word may stand alone or inside a longer one. */
export function hasWordTiers(words: KeywordWords): boolean {
  return (words.all ?? []).some(tiered)
}

/**
 * Rows where every `all` word stands as a word of its own, not inside a longer one: bounded by a
 * space, a change of script or the end of the text (経理 in 経理の業務 or 経理・財務, not in 経理部).
 * A search shows these first (decision 011). An ASCII spelling only ever matches as a whole
 * word, so a word written only in ASCII needs no test; undefined when no word needs one.
 */
export function wholeWordCondition(columns: SearchColumns, words: KeywordWords): SQL | undefined {
  const terms = (words.all ?? []).filter(tiered)
  if (terms.length === 0) return undefined
  return and(
    ...terms.map(
      (term) => or(...term.alternatives.map((matcher) => standsAloneTest(columns, matcher))) as SQL,
    ),
  )
}
