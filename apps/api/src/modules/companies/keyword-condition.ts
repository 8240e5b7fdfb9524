import { escapeLike, type KeywordMatcher, keywordMatchers } from '@kakehashi/db'
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm'

/** The normalised text and gram columns every searchable table has. */
export interface SearchColumns {
  text: AnyColumn
  grams: AnyColumn
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

/**
 * One keyword as SQL: the gram containment lets the GIN index narrow the rows, the recheck on
 * the normalised text proves the characters are adjacent. An ASCII word must stand as a whole
 * word ("IR" is not found inside "first"); with `asPrefix` it only has to start one, for
 * suggestion boxes asked while the word is still being typed.
 */
export function matchesKeyword(
  columns: SearchColumns,
  matcher: KeywordMatcher,
  options: { asPrefix?: boolean } = {},
): SQL {
  if (matcher.word !== undefined) {
    const pattern = options.asPrefix
      ? `(^|[^a-z0-9])${matcher.word}`
      : `(^|[^a-z0-9])${matcher.word}([^a-z0-9]|$)`
    // A prefix may be a part of an indexed word, so only a whole word can use the gram.
    const text = sql`${columns.text} ~ ${pattern}`
    return options.asPrefix
      ? text
      : sql`(${columns.grams} @> ${textArray(matcher.grams)} and ${text})`
  }
  const substring = sql`${columns.text} like ${`%${escapeLike(matcher.substring ?? '')}%`}`
  if (matcher.grams.length === 0) return substring
  return sql`(${columns.grams} @> ${textArray(matcher.grams)} and ${substring})`
}

/** Every space-delimited word of a keyword must match (AND); undefined for an empty keyword. */
export function keywordCondition(
  columns: SearchColumns,
  keyword: string | null | undefined,
  options: { asPrefix?: boolean } = {},
): SQL | undefined {
  const matchers = keywordMatchers(keyword)
  if (matchers.length === 0) return undefined
  return and(...matchers.map((matcher) => matchesKeyword(columns, matcher, options)))
}
