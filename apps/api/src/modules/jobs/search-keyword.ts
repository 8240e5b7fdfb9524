import { escapeLike, jobInfos, type KeywordMatcher, keywordMatchers } from '@kakehashi/db'
import { type SQL, sql } from 'drizzle-orm'

/**
 * How a keyword condition lets the planner find rows:
 * - `grams`: through the GIN index on `search_grams`, best when the words are rare: the index
 *   hands over the few matching rows, which are then sorted.
 * - `text`: by the normalised text alone, best when the words are common: the planner walks
 *   the index of the requested sort and stops after one page, testing each row as it goes.
 */
export type KeywordStrategy = 'grams' | 'text'

/**
 * The test of one word on the normalised text, exact on its own: a whole ASCII word (so "IR"
 * does not match "first"), otherwise a substring.
 */
function textTest(matcher: KeywordMatcher): SQL {
  return matcher.word !== undefined
    ? sql`${jobInfos.searchText} ~ ${`(^|[^a-z0-9])${matcher.word}([^a-z0-9]|$)`}`
    : sql`${jobInfos.searchText} like ${`%${escapeLike(matcher.substring ?? '')}%`}`
}

/**
 * Whether containing the word's grams already proves the word is there. True for an ASCII word
 * (its `w:` gram is the whole word) and for a word that is itself one gram (one Japanese
 * character, or two characters: 営業, 経理); a longer word needs the text recheck, because its
 * grams may all be present without being adjacent in the right order.
 */
function gramsAreExact(matcher: KeywordMatcher): boolean {
  return (
    matcher.word !== undefined ||
    (matcher.grams.length === 1 && matcher.grams[0] === matcher.substring)
  )
}

/**
 * The keyword part of a job search (decision 011): every word must match (AND). With `grams`,
 * all grams of all words go into one containment test the GIN index answers with one bitmap,
 * and only words the grams do not prove are rechecked on the text. Undefined when the keyword
 * has no word.
 */
export function jobKeywordCondition(
  keyword: string | null | undefined,
  strategy: KeywordStrategy = 'grams',
): SQL | undefined {
  const matchers = keywordMatchers(keyword)
  if (matchers.length === 0) return undefined
  if (strategy === 'text') return sql`(${sql.join(matchers.map(textTest), sql` and `)})`
  const grams = [...new Set(matchers.flatMap((matcher) => matcher.grams))]
  const parts = [
    ...(grams.length > 0 ? [sql`${jobInfos.searchGrams} @> ${sql.param(grams)}::text[]`] : []),
    ...matchers.filter((matcher) => !gramsAreExact(matcher)).map(textTest),
  ]
  return sql`(${sql.join(parts, sql` and `)})`
}
