// Text normalisation and gram extraction for Japanese-aware search (decision 011).
//
// Documents and queries go through the same `normaliseSearchText`, so width (ＡＢＣ/ABC, ０/0),
// case and kana script (カタカナ/かたかな) never decide a match. A document is indexed as a set
// of grams in a `text[]` column with a GIN index: every single non-ASCII character, every pair of
// neighbouring characters inside a word run, and every ASCII word prefixed with `w:`. A query
// word then becomes a containment test (`search_grams @> grams`) that the index answers, plus a
// substring recheck on the normalised text, because gram containment alone does not prove the
// characters are adjacent in the right order.

const KATAKANA_START = 0x30a1
const KATAKANA_END = 0x30f6
const KANA_OFFSET = 0x60

/** NFKC, lower case, katakana folded to hiragana, whitespace collapsed to one space. */
export function normaliseSearchText(text: string): string {
  const nfkc = text.normalize('NFKC').toLowerCase()
  let out = ''
  for (const char of nfkc) {
    const code = char.codePointAt(0) ?? 0
    out +=
      code >= KATAKANA_START && code <= KATAKANA_END
        ? String.fromCodePoint(code - KANA_OFFSET)
        : char
  }
  return out.replace(/\s+/gu, ' ').trim()
}

const ASCII_WORD = /^[a-z0-9]+$/
const ASCII_WORDS = /[a-z0-9]+/g
const isAscii = (char: string) => (char.codePointAt(0) ?? 0) < 0x80
const isAsciiAlnum = (char: string) => /^[a-z0-9]$/.test(char)
// Pairs of ASCII letters and digits are left out: ASCII words are indexed whole instead, which
// keeps English text from filling the index with pairs.
const isGramPair = (a: string, b: string) => !(isAsciiAlnum(a) && isAsciiAlnum(b))

/** The grams of an already normalised text (see the file comment). */
export function gramsOfNormalised(normalised: string): string[] {
  const grams = new Set<string>()
  for (const run of normalised.split(' ')) {
    const chars = Array.from(run)
    for (let i = 0; i < chars.length; i += 1) {
      const char = chars[i] as string
      if (!isAscii(char)) grams.add(char)
      const next = chars[i + 1]
      if (next !== undefined && isGramPair(char, next)) grams.add(char + next)
    }
    for (const word of run.match(ASCII_WORDS) ?? []) grams.add(`w:${word}`)
  }
  return [...grams]
}

/** Normalised text and grams of a document made of several fields. */
export function searchDocument(parts: ReadonlyArray<string | null | undefined>): {
  searchText: string
  searchGrams: string[]
} {
  const searchText = normaliseSearchText(parts.filter(Boolean).join(' '))
  return { searchText, searchGrams: gramsOfNormalised(searchText) }
}

/**
 * One keyword of a search, ready for SQL: `grams` must all be in the document's grams, and the
 * normalised text must contain `substring` (for Japanese and mixed words) or have `word` as a
 * whole ASCII word (so "IR" matches "IR 担当" but not "first").
 */
export interface KeywordMatcher {
  grams: string[]
  substring?: string
  word?: string
}

/** Splits a free-text query on spaces (full-width included) into AND-ed keyword matchers. */
export function keywordMatchers(query: string | null | undefined): KeywordMatcher[] {
  const normalised = normaliseSearchText(query ?? '')
  if (!normalised) return []
  const unique = [...new Set(normalised.split(' '))]
  return unique.map((keyword) => {
    if (ASCII_WORD.test(keyword)) return { grams: [`w:${keyword}`], word: keyword }
    const chars = Array.from(keyword)
    const grams = new Set<string>()
    if (chars.length === 1) {
      if (!isAscii(keyword)) grams.add(keyword)
    } else {
      for (let i = 0; i + 1 < chars.length; i += 1) {
        const [a, b] = [chars[i] as string, chars[i + 1] as string]
        if (isGramPair(a, b)) grams.add(a + b)
      }
    }
    // A keyword with no gram (a lone ASCII symbol) is decided by the substring test alone.
    return { grams: [...grams], substring: keyword }
  })
}

/** Escapes LIKE metacharacters so a keyword is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}
