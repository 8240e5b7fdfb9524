import { type KeywordMatcher, keywordMatcher, normaliseSearchText } from './japanese-text.ts'
import { REVIEWED_SYNONYMS } from './synonyms.ts'

// Lexemes that prove the reviewed vocabulary's longer spellings in the candidates' bucketed terms
// (decision 016). Grams prove a word of one or two characters or a single ASCII word; a longer
// Japanese word (連結決算) or an English phrase (consolidated accounting) is only suggested by its
// grams, and a search must read and test each match's text. These are the spellings recruiters
// reach through the vocabulary, so the document writer tests its text for each of them once and
// keeps a lexeme for each it holds: a search for them is answered by the index alone.

/**
 * Begins every spelling lexeme. Normalised text holds no control character but WORD_BREAK, and
 * the filter lexemes begin with `\u0002`, so no gram, word or filter can read as a spelling.
 */
const SPELLING_MARK = '\u0003'

/** Whether a matcher's grams alone leave its spelling unproved (gramsAreProof's complement). */
const needsText = (matcher: KeywordMatcher) =>
  matcher.word !== undefined
    ? matcher.word.includes(' ')
    : !(matcher.grams.length === 1 && matcher.grams[0] === matcher.substring)

/**
 * The normalised spellings of the reviewed vocabulary whose grams do not prove them. Changing
 * the vocabulary changes this list, so the documents must be rebuilt: raise SEARCH_TEXT_VERSION
 * (a test compares the two).
 */
export const PROVED_SPELLINGS: readonly string[] = [
  ...new Set(
    REVIEWED_SYNONYMS.flat()
      .map(normaliseSearchText)
      .filter((spelling) => spelling && needsText(keywordMatcher(spelling))),
  ),
].sort()

const PROVED = new Set(PROVED_SPELLINGS)

/**
 * The keyword condition's text test of a spelling, in JavaScript: a whole ASCII word or phrase,
 * otherwise a substring.
 */
function textTest(matcher: KeywordMatcher): (text: string) => boolean {
  const { word, substring = '' } = matcher
  if (word === undefined) return (text) => text.includes(substring)
  const whole = new RegExp(`(^|[^a-z0-9])${word}([^a-z0-9]|$)`)
  return (text) => text.includes(word) && whole.test(text)
}

const spellingLexeme = (spelling: string) => `${SPELLING_MARK}v:${spelling}`

const SPELLINGS = PROVED_SPELLINGS.map((spelling) => ({
  lexeme: spellingLexeme(spelling),
  holds: textTest(keywordMatcher(spelling)),
}))

/** The lexeme that proves a spelling is in a document's text, when the vocabulary has one. */
export function provedSpellingLexeme(matcher: KeywordMatcher): string | undefined {
  const spelling = matcher.word ?? matcher.substring
  return spelling !== undefined && PROVED.has(spelling) ? spellingLexeme(spelling) : undefined
}

/** The spelling lexemes of a normalised document text: one for each proved spelling it holds. */
export function provedSpellingLexemes(searchText: string): string[] {
  return SPELLINGS.filter(({ holds }) => holds(searchText)).map(({ lexeme }) => lexeme)
}
