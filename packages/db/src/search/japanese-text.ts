// Text normalisation and gram extraction for Japanese-aware search (decision 011).
//
// Documents and queries go through the same normalisation, so how a word is typed never decides
// a match: width (ＡＢＣ/ABC, ０/0), case, kana script (カタカナ/かたかな), the long vowel mark
// (サーバー/サーバ/サ-バ), old kanji forms (﨑/崎), enclosed abbreviations (㈱/(株)/株式会社),
// thousands separators (1,000/1000) and the punctuation and quotes around a word (「経理」、).
// Where the script changes inside a word (IR担当, 管理する, データの) the text keeps an invisible
// WORD_BREAK, so a search can tell a keyword standing as a word of its own from one inside a
// longer word (経理 in 経理の業務, not in 経理部). A document is indexed as a set of grams in a
// `text[]` column with a GIN index: every single non-ASCII character, every pair of neighbouring
// characters inside a word run, and every ASCII word prefixed with `w:`. A query word then
// becomes a containment test (`search_grams @> grams`) that the index answers, plus a substring
// recheck on the normalised text, because gram containment alone does not prove the characters
// are adjacent in the right order.

import { foldKanjiVariant } from './kanji-variants.ts'

/**
 * The version of the rules below. Documents are stored normalised, so a change to the rules
 * must raise it: start-up then rebuilds every table's documents (`search/reindex.ts`).
 */
export const SEARCH_TEXT_VERSION = 6

/** Marks a change of script inside a run of text (see the file comment); never typed. */
export const WORD_BREAK = '\u001f'

const KATAKANA_START = 0x30a1
const KATAKANA_END = 0x30f6
const KANA_OFFSET = 0x60

/** Enclosed and bracketed abbreviations of legal forms, as NFKC leaves them: ㈱ becomes (株). */
const ABBREVIATIONS: Record<string, string> = {
  株: '株式会社',
  有: '有限会社',
  合: '合同会社',
  資: '合資会社',
  名: '合名会社',
  社: '社団法人',
  財: '財団法人',
  学: '学校法人',
  医: '医療法人',
  独: '独立行政法人',
  特非: '特定非営利活動法人',
  代: '代表',
}

/** Punctuation, brackets and quotes: they separate words and are never part of one. */
const PUNCTUATION = new Set(
  Array.from(
    '、。，．・･「」『』【】〔〕〈〉《》〝〟（）()［］[]｛｝{}“”‘’"!?！？：；:;…‥〜～/|\\',
  ),
)
/** Hyphens and dashes: after kana they are typed for the long vowel mark. */
const DASHES = new Set(Array.from('-‐‑‒–—―−'))
const LONG_VOWEL = 'ー'

type Script = 'kanji' | 'hiragana' | 'katakana' | 'ascii' | 'other' | 'space'

function scriptOf(char: string): Script {
  const code = char.codePointAt(0) ?? 0
  if (code < 0x80) {
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return 'ascii'
    return code === 0x20 || (code >= 0x09 && code <= 0x0d) ? 'space' : 'other'
  }
  if (code >= 0x3041 && code <= 0x309f) return 'hiragana'
  // ヵ and ヶ count in kanji words (霞ヶ関, 3ヵ月), so they are read with the kanji.
  if (code === 0x30f5 || code === 0x30f6) return 'kanji'
  // ・ (U+30FB) sits among the katakana but separates words.
  if (code >= 0x30a1 && code <= 0x30ff && code !== 0x30fb) return 'katakana'
  if (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0x20000 && code <= 0x2ffff) ||
    code === 0x3005 ||
    code === 0x3006
  ) {
    return 'kanji'
  }
  return /\s/u.test(char) ? 'space' : 'other'
}

const isKana = (script: Script | undefined) => script === 'hiragana' || script === 'katakana'
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9'
const isAsciiLetterOrDigit = (char: string | undefined) =>
  char !== undefined && char.length === 1 && scriptOf(char) === 'ascii'

/** Characters of text being normalised, each with the span of the original it came from. */
interface Units {
  chars: string[]
  starts: number[]
  ends: number[]
}

/**
 * Whether NFKC and lower case leave the character as it is: ASCII digits and lower-case letters,
 * hiragana, full-width katakana and the common kanji, most of any Japanese text. Checked first
 * because String.normalize on every character would cost several times the rest.
 */
function isAlreadyFolded(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x3041 && code <= 0x3096) ||
    (code >= 0x30a1 && code <= 0x30fa) ||
    code === 0x30fc ||
    (code >= 0x4e00 && code <= 0x9fff)
  )
}

// Module-level rather than closures: normalise runs once per piece of text, and a closure made
// on every call costs more than the work for a short piece.
function pushUnit(units: Units, track: boolean, char: string, start: number, end: number) {
  units.chars.push(char)
  if (track) {
    units.starts.push(start)
    units.ends.push(end)
  }
}

/** Writes a normalised character and, when tracked, the span of the original for each unit. */
function emitUnit(written: Units, track: boolean, char: string, start: number, end: number) {
  written.chars.push(char)
  if (!track) return
  for (let k = 0; k < char.length; k += 1) {
    written.starts.push(start)
    written.ends.push(end)
  }
}

/**
 * The characters of `text` after NFKC and lower case, each with its source span. A half-width
 * or combining voicing mark is read with the kana before it, so ｶﾞ is one character, が.
 */
function foldedUnits(text: string, track: boolean): Units {
  const units: Units = { chars: [], starts: [], ends: [] }
  let index = 0
  while (index < text.length) {
    const code = text.charCodeAt(index)
    const next = text.charCodeAt(index + 1)
    const voiced = next === 0xff9e || next === 0xff9f || next === 0x3099 || next === 0x309a
    if (!voiced && isAlreadyFolded(code)) {
      pushUnit(units, track, text[index] as string, index, index + 1)
      index += 1
      continue
    }
    let length = code >= 0xd800 && code <= 0xdbff ? 2 : 1
    for (;;) {
      const mark = text.charCodeAt(index + length)
      if (mark === 0xff9e || mark === 0xff9f || mark === 0x3099 || mark === 0x309a) length += 1
      else break
    }
    const end = index + length
    for (const char of text.slice(index, end).normalize('NFKC').toLowerCase()) {
      // Control characters (WORD_BREAK among them) only ever separate words.
      const folds = char.codePointAt(0) ?? 0
      pushUnit(units, track, folds < 0x20 || folds === 0x7f ? ' ' : char, index, end)
    }
    index = end
  }
  return units
}

/** The full form of the abbreviation in brackets opening at `open`, and where it closes. */
function abbreviationAt(chars: readonly string[], open: number) {
  for (let at = open + 1; at <= open + 3 && at < chars.length; at += 1) {
    if (chars[at] === ')') {
      const full = ABBREVIATIONS[chars.slice(open + 1, at).join('')]
      return full === undefined ? undefined : { full, close: at }
    }
  }
  return undefined
}

/** (株) and ㈱ as 株式会社, and the other legal forms of ABBREVIATIONS. */
function expandAbbreviations(units: Units): Units {
  const { chars, starts, ends } = units
  // Most texts have none: found first, so they are not copied.
  let first = chars.indexOf('(')
  while (first >= 0 && abbreviationAt(chars, first) === undefined) {
    first = chars.indexOf('(', first + 1)
  }
  if (first < 0) return units
  const out: Units = { chars: [], starts: [], ends: [] }
  for (let i = 0; i < chars.length; i += 1) {
    if (chars[i] === '(') {
      const found = abbreviationAt(chars, i)
      if (found !== undefined) {
        const { full, close } = found
        for (const char of full) {
          out.chars.push(char)
          out.starts.push(starts[i] ?? 0)
          out.ends.push(ends[close] ?? 0)
        }
        i = close
        continue
      }
    }
    out.chars.push(chars[i] as string)
    out.starts.push(starts[i] ?? 0)
    out.ends.push(ends[i] ?? 0)
  }
  return out
}

const SEPARATORS = new Set(['.', ',', "'"])

/**
 * The normalised form of `text` and, for each UTF-16 unit of it, the span of `text` it came
 * from, so a match found in the normalised text can be shown in the original (highlights).
 * WORD_BREAK units have an empty span at the character that follows them.
 */
export function normaliseWithSources(text: string): {
  text: string
  starts: number[]
  ends: number[]
} {
  return normalise(text, true)
}

/** The normalisation itself; the spans of the original are kept only when `track` is set. */
function normalise(text: string, track: boolean) {
  const { chars, starts: from, ends: to } = expandAbbreviations(foldedUnits(text, track))
  const result: Units = { chars: [], starts: [], ends: [] }
  const { chars: out, starts, ends } = result
  // The last character kept (before folding) and its script; 'space' at the start.
  let previousChar = ''
  let previous: Script = 'space'
  // The script of the last character written, for word breaks and collapsing spaces.
  let written: Script = 'space'
  for (let i = 0; i < chars.length; i += 1) {
    let char = chars[i] as string
    let script = scriptOf(char)
    if (script === 'kanji') {
      char = foldKanjiVariant(char)
    } else if (script === 'other' || char === LONG_VOWEL) {
      // Thousands separators: 1,000 is read as 1000.
      if (
        char === ',' &&
        isDigit(previousChar) &&
        isDigit(chars[i + 1]) &&
        isDigit(chars[i + 2]) &&
        isDigit(chars[i + 3]) &&
        !isDigit(chars[i + 4])
      ) {
        continue
      }
      // The long vowel mark, or a dash typed for it, is left out after kana: サーバー = サーバ.
      if ((char === LONG_VOWEL || DASHES.has(char)) && isKana(previous)) continue
      // A full stop, comma or apostrophe inside an ASCII word stays (3.5, node.js, don't).
      if (
        PUNCTUATION.has(char) ||
        (SEPARATORS.has(char) &&
          !(isAsciiLetterOrDigit(previousChar) && isAsciiLetterOrDigit(chars[i + 1])))
      ) {
        char = ' '
        script = 'space'
      }
    }
    previousChar = char
    previous = script
    const start = from[i] ?? 0
    const end = to[i] ?? 0
    if (script === 'space') {
      if (written !== 'space') emitUnit(result, track, ' ', start, end)
      written = 'space'
      continue
    }
    if (written !== 'space' && written !== script) emitUnit(result, track, WORD_BREAK, start, start)
    const code = char.codePointAt(0) ?? 0
    emitUnit(
      result,
      track,
      code >= KATAKANA_START && code <= KATAKANA_END
        ? String.fromCodePoint(code - KANA_OFFSET)
        : char,
      start,
      end,
    )
    written = script
  }
  // No space at either end.
  if (out.at(-1) === ' ') {
    out.pop()
    starts.pop()
    ends.pop()
  }
  return { text: out.join(''), starts, ends }
}

// White space as JavaScript's \s knows it (a test checks every code of the plane against it).
const WHITE_SPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'

// Characters that read as a space whatever their neighbours, by UTF-16 code: white space, and
// the punctuation NFKC leaves punctuation but for brackets, which may enclose an abbreviation.
const PIECE_BREAKS = new Uint8Array(0x10000)
for (const char of WHITE_SPACE) PIECE_BREAKS[char.charCodeAt(0)] = 1
for (const char of PUNCTUATION) {
  const folded = char.normalize('NFKC')
  if (PUNCTUATION.has(folded) && folded !== '(' && folded !== ')') {
    PIECE_BREAKS[char.charCodeAt(0)] = 1
  }
}

/** A character's code point without its voicing mark (が → か, ぱ → は). */
const withoutVoicing = (char: string) => char.normalize('NFD').codePointAt(0) ?? 0

/** Stands for a character that may open a bracketed abbreviation (see `piecesThatMayHold`). */
const MAY_OPEN_ABBREVIATION = -1
const ABBREVIATION_CHARACTERS = new Set(
  Object.values(ABBREVIATIONS).flatMap((full) => Array.from(full, withoutVoicing)),
)

/** What a code point folds to on its own, as code points without voicing marks. */
function foldKeysOfCode(code: number): readonly number[] {
  const char = String.fromCodePoint(code)
  return char.normalize('NFKC').includes('(')
    ? [MAY_OPEN_ABBREVIATION]
    : Array.from(normalise(char, false).text, withoutVoicing)
}

// Memoised for the Basic Multilingual Plane (at most 65,536 entries, whatever the texts hold):
// NFKC is slow, and the characters of texts repeat.
// Filled up front, so the array stays a flat list and never turns into a dictionary.
const foldKeys = new Array<readonly number[] | undefined>(0x10000).fill(undefined)

function foldKeysOf(code: number): readonly number[] {
  if (code > 0xffff) return foldKeysOfCode(code)
  let keys = foldKeys[code]
  if (keys === undefined) {
    keys = foldKeysOfCode(code)
    foldKeys[code] = keys
  }
  return keys
}

// The one key a character of the Basic Multilingual Plane folds to, for passing over the
// characters a scanner's words do not hold with two look-ups (`keyWantedBy` holds the number of
// the last scanner that wants a key) instead of the fold's keys looked up in a map, which took
// half the time of the excerpts of 経理 over twenty profiles. 0: not read yet; NO_KEY: folds to
// nothing; SEVERAL_KEYS: folds to several keys, a key past the plane, or opens an abbreviation
// (such characters take the full test); otherwise ONE_KEY plus the key.
const NO_KEY = 1
const SEVERAL_KEYS = 2
const ONE_KEY = 3
const singleKeys = new Int32Array(0x10000)
const keyWantedBy = new Int32Array(0x10000)
let lastScanner = 0

function singleKeyOf(code: number): number {
  let single = singleKeys[code] as number
  if (single === 0) {
    const keys = foldKeysOf(code)
    const [key] = keys
    single =
      key === undefined
        ? NO_KEY
        : keys.length > 1 || key === MAY_OPEN_ABBREVIATION || key > 0xffff
          ? SEVERAL_KEYS
          : ONE_KEY + key
    singleKeys[code] = single
  }
  return single
}

const isVoicingMark = (code: number) =>
  code === 0xff9e || code === 0xff9f || code === 0x3099 || code === 0x309a

/** A piece of a text, and where it starts in the text. */
export interface TextPiece {
  text: string
  offset: number
}

/**
 * The pieces of a text where any of `words` (each already normalised) may be, for finding
 * where a search matched without normalising every text. A text is cut at the characters that
 * read as a space whatever their neighbours (`PIECE_BREAKS`; not for a word with a space, a
 * phrase), so a piece normalised alone reads as it does within the whole text; and a piece is
 * kept only if every letter, digit, kana and kanji of some word comes from one of its
 * characters. What a character folds to does not depend on its neighbours, but for two things:
 * a voicing mark joins the kana before it (ｶﾞ, か゛), so kana are compared without their marks;
 * and a bracketed abbreviation ((株) → 株式会社) writes characters the text does not have, so
 * a bracket keeps its piece when a word has one of those characters. A piece left out holds
 * none of the words; a piece kept must still be normalised and looked at.
 */
export function piecesThatMayHold(words: readonly string[]): (text: string) => TextPiece[] {
  const needs = words.map(
    (word) =>
      new Set(
        Array.from(word)
          .filter((char) => {
            const script = scriptOf(char)
            return script !== 'space' && script !== 'other'
          })
          .map(withoutVoicing),
      ),
  )
  if (needs.length === 0) return () => []
  if (needs.some((keys) => keys.size === 0)) return (text) => (text ? [{ text, offset: 0 }] : [])
  const acrossSpaces = words.some((word) => word.includes(' '))
  const slots = new Map<number, number>()
  for (const keys of needs) for (const key of keys) if (!slots.has(key)) slots.set(key, slots.size)
  const needSlots = needs.map((keys) => Array.from(keys, (key) => slots.get(key) as number))
  // A bracket matters only to words with a character of an abbreviation's full form.
  const bracketsMatter = [...slots.keys()].some((key) => ABBREVIATION_CHARACTERS.has(key))
  // The piece (numbered from 1) each key was last found in: nothing to clear between pieces.
  const foundIn = new Int32Array(slots.size)
  let piece = 0
  const complete = () => needSlots.some((need) => need.every((slot) => foundIn[slot] === piece))
  // Several scanners may be in use at once, each marking its keys under its own number, so a
  // scanner takes a new number and marks its keys again for each text. A key marked by another
  // scanner only sends a character to the full test below, which decides it exactly.
  const wantKeys = () => {
    lastScanner = (lastScanner % 0x7fffffff) + 1
    const scanner = lastScanner
    for (const key of slots.keys()) if (key <= 0xffff) keyWantedBy[key] = scanner
    return scanner
  }

  return (text) => {
    const scanner = wantKeys()
    const pieces: TextPiece[] = []
    let start = 0
    let kept = false
    piece += 1
    for (let index = 0; index < text.length; index += 1) {
      let code = text.charCodeAt(index)
      // A voicing mark is read with the character before it, so that one does not cut.
      if (PIECE_BREAKS[code] === 1 && !acrossSpaces && !isVoicingMark(text.charCodeAt(index + 1))) {
        if (kept) pieces.push({ text: text.slice(start, index), offset: start })
        start = index + 1
        kept = false
        piece += 1
        continue
      }
      if (kept) continue
      if (code >= 0xd800 && code <= 0xdbff) {
        code = text.codePointAt(index) as number
        if (code > 0xffff) index += 1
      }
      if (code <= 0xffff) {
        const single = singleKeys[code] || singleKeyOf(code)
        if (single === NO_KEY || (single >= ONE_KEY && keyWantedBy[single - ONE_KEY] !== scanner))
          continue
      }
      const keys = foldKeysOf(code)
      for (let k = 0; k < keys.length && !kept; k += 1) {
        const key = keys[k] as number
        if (key === MAY_OPEN_ABBREVIATION) {
          kept = bracketsMatter
          continue
        }
        const slot = slots.get(key)
        if (slot === undefined || foundIn[slot] === piece) continue
        foundIn[slot] = piece
        kept = complete()
      }
    }
    if (kept && start < text.length) pieces.push({ text: text.slice(start), offset: start })
    return pieces
  }
}

/** The normalised form of a document or a query (see the file comment). */
export function normaliseSearchText(text: string): string {
  return normalise(text, false).text
}

/**
 * The distinct words of a text, normalised and without word breaks, for lists compared word for
 * word (a banner's trigger words against a search's words).
 */
export function comparableWords(text: string): string[] {
  const words = normaliseSearchText(text).replaceAll(WORD_BREAK, '').split(' ')
  return [...new Set(words.filter(Boolean))]
}

const ASCII_WORD = /^[a-z0-9]+$/
const isAscii = (char: string) => (char.codePointAt(0) ?? 0) < 0x80
const isAsciiAlnumCode = (code: number) =>
  (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)
// Pairs of ASCII letters and digits are left out: ASCII words are indexed whole instead.
const isGramPair = (a: string, b: string) =>
  !(isAsciiAlnumCode(a.codePointAt(0) ?? 0) && isAsciiAlnumCode(b.codePointAt(0) ?? 0))

/**
 * The grams of an already normalised text (see the file comment). Pairs of ASCII letters and
 * digits are left out: ASCII words are indexed whole instead, which keeps English text from
 * filling the index with pairs. Pairs reach across a change of script (担当 and r担 are both
 * grams of "ir担当"), while a change of script ends an ASCII word. Written as one pass over the
 * code points: every document of the base goes through it.
 */
export function gramsOfNormalised(normalised: string): string[] {
  const grams = new Set<string>()
  // The run's ASCII words, added after its pairs.
  const words: string[] = []
  let previous = ''
  let previousIsAlnum = false
  let word = ''
  const endRun = () => {
    if (word) words.push(word)
    for (const each of words) grams.add(`w:${each}`)
    words.length = 0
    word = ''
    previous = ''
    previousIsAlnum = false
  }
  for (const char of normalised) {
    if (char === ' ') {
      endRun()
      continue
    }
    const code = char.codePointAt(0) ?? 0
    const alnum = isAsciiAlnumCode(code)
    if (alnum) word += char
    else if (word) {
      words.push(word)
      word = ''
    }
    if (char === WORD_BREAK) continue
    if (code >= 0x80) grams.add(char)
    if (previous && !(previousIsAlnum && alnum)) grams.add(previous + char)
    previous = char
    previousIsAlnum = alnum
  }
  endRun()
  return [...grams]
}

/** Begins the lexeme of a word standing on its own (see wordTermsOfNormalised). */
export const WHOLE_WORD_PREFIX = 't:'

const isAsciiToken = (token: string) => {
  for (let i = 0; i < token.length; i += 1) if (token.charCodeAt(i) >= 0x80) return false
  return true
}

/**
 * The words of an already normalised text that stand on their own, each as a `t:` lexeme: the
 * pieces between spaces and word breaks (経理 in 経理の業務, not in 経理部), each with the piece
 * after it when no space parts them (データ分析 is でた␟分析), and runs of three ASCII pieces
 * (M&A is m␟&␟a, node.js node␟.␟js). A keyword of that shape stands as a word of its own in the
 * text exactly when its lexeme is there (wholeWordTerms), so the whole-word test is an index
 * lookup instead of a regular expression over the text.
 */
export function wordTermsOfNormalised(normalised: string): string[] {
  const terms = new Set<string>()
  for (const run of normalised.split(' ')) {
    if (!run) continue
    const pieces = run.split(WORD_BREAK)
    for (let i = 0; i < pieces.length; i += 1) {
      const piece = pieces[i] as string
      terms.add(WHOLE_WORD_PREFIX + piece)
      const next = pieces[i + 1]
      if (next === undefined) continue
      terms.add(WHOLE_WORD_PREFIX + piece + WORD_BREAK + next)
      const third = pieces[i + 2]
      if (third !== undefined && isAsciiToken(piece) && isAsciiToken(next) && isAsciiToken(third)) {
        terms.add(WHOLE_WORD_PREFIX + piece + WORD_BREAK + next + WORD_BREAK + third)
      }
    }
  }
  return [...terms]
}

/**
 * The `t:` lexemes a text must hold for the normalised keyword to stand in it as a word of its
 * own, and whether holding them proves it (`exact`): true for a keyword of the shapes
 * wordTermsOfNormalised indexes whole; a longer one yields its pieces, which the text must then
 * show in order (wholeWordCondition's test).
 */
export function wholeWordTerms(normalisedKeyword: string): { terms: string[]; exact: boolean } {
  const runs = normalisedKeyword.split(' ').filter(Boolean)
  if (runs.length === 1) {
    const pieces = (runs[0] as string).split(WORD_BREAK)
    if (pieces.length <= 2 || (pieces.length === 3 && pieces.every(isAsciiToken))) {
      return { terms: [WHOLE_WORD_PREFIX + runs[0]], exact: true }
    }
  }
  const pieces = runs.flatMap((run) => run.split(WORD_BREAK)).filter(Boolean)
  return { terms: [...new Set(pieces.map((piece) => WHOLE_WORD_PREFIX + piece))], exact: false }
}

/**
 * How long a bucket of the candidates' search terms is: a week of profile updates. Each lexeme
 * of `candidate_search_documents.search_terms` ends in `#` and the bucket of the profile's last
 * update, so a search reads the newest weeks' short posting lists first and stops at its cap
 * (decision 016).
 */
export const SEARCH_TERM_BUCKET_SECONDS = 7 * 24 * 60 * 60

/** The bucket of a moment: whole weeks since 1970-01-01 UTC, as SQL computes it too. */
export const searchTermBucketOf = (at: Date) =>
  Math.floor(at.getTime() / 1000 / SEARCH_TERM_BUCKET_SECONDS)

/**
 * A lexeme of the bucketed terms: the bucket first, so the lexemes of one week sort together in
 * the terms' index. The index is then built and grown at its end, as documents are written in
 * the order of profile updates, and the keys a search looks up in one week lie together
 * (decision 016).
 */
export const bucketedLexeme = (lexeme: string, bucket: number | string) => `${bucket}#${lexeme}`

/** A lexeme as written inside a `tsvector` or `tsquery` literal: quoted, quotes and backslashes doubled. */
export const quoteLexeme = (lexeme: string) =>
  lexeme.includes("'") || lexeme.includes('\\')
    ? `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`
    : `'${lexeme}'`

// PostgreSQL refuses a lexeme of 2 KB or more (at most 3 bytes a UTF-16 unit); a piece that
// long, a pasted URL, is never typed.
const LEXEME_MAX_UNITS = 600

/**
 * The `tsvector` literal of a document's bucketed terms: its grams (an ASCII word as its `t:`
 * lexeme, which is the same test), its whole-word lexemes and any other lexemes given (the
 * vocabulary's spellings of proved-spellings.ts, the filters of candidate-filter-terms.ts), each
 * prefixed with the bucket (bucketedLexeme). Every document of the base goes through it: the
 * three kinds cannot share a lexeme (a gram is one or two characters, a word lexeme at least
 * three beginning `t:`, the others begin with a control character), so only the given ones are
 * made distinct, and PostgreSQL drops any repeat anyway.
 */
export function bucketedTermsLiteral(
  searchGrams: readonly string[],
  searchText: string,
  bucket: number,
  otherLexemes: readonly string[] = [],
): string {
  const maxUnits = LEXEME_MAX_UNITS - bucketedLexeme('', bucket).length
  const out: string[] = []
  const add = (lexeme: string) => {
    if (lexeme.length <= maxUnits) out.push(quoteLexeme(bucketedLexeme(lexeme, bucket)))
  }
  for (const gram of searchGrams) if (!gram.startsWith('w:')) add(gram)
  for (const term of wordTermsOfNormalised(searchText)) add(term)
  for (const lexeme of new Set(otherLexemes)) add(lexeme)
  return out.join(' ')
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
 * One way of writing a keyword, ready for SQL: `grams` must all be in the document's grams, and
 * the normalised text must contain `substring` (Japanese and mixed words) or have `word` as a
 * whole ASCII word or phrase (so "IR" matches "IR 担当" but not "first").
 */
export interface KeywordMatcher {
  grams: string[]
  substring?: string
  word?: string
}

/**
 * One keyword of a search: as typed, and the other ways of writing it that the search vocabulary
 * knows (M&A and 合併買収, Tokyo and 東京). It matches when any of its alternatives does; the first
 * is what was typed.
 */
export interface KeywordTerm {
  alternatives: KeywordMatcher[]
}

const ASCII_PHRASE = /^[a-z0-9]+( [a-z0-9]+)*$/

/** The matcher of one normalised keyword or phrase. */
export function keywordMatcher(normalised: string): KeywordMatcher {
  if (ASCII_PHRASE.test(normalised)) {
    return { grams: normalised.split(' ').map((word) => `w:${word}`), word: normalised }
  }
  const grams = new Set<string>()
  for (const run of normalised.split(' ')) {
    if (ASCII_WORD.test(run)) {
      grams.add(`w:${run}`)
      continue
    }
    const chars = Array.from(run).filter((char) => char !== WORD_BREAK)
    if (chars.length === 1) {
      if (!isAscii(run)) grams.add(run)
      continue
    }
    for (let i = 0; i + 1 < chars.length; i += 1) {
      const [a, b] = [chars[i] as string, chars[i + 1] as string]
      if (isGramPair(a, b)) grams.add(a + b)
    }
  }
  // A keyword with no gram (a lone ASCII symbol) is decided by the substring test alone.
  return { grams: [...grams], substring: normalised }
}

/**
 * What a search knows about its field's words: for a normalised term (a word or a phrase of
 * words), the other normalised terms that mean the same. Built by `buildSearchVocabulary`.
 */
export interface SearchVocabulary {
  readonly alternatives: ReadonlyMap<string, readonly string[]>
  /** Words in the longest term, so a query is scanned for phrases no longer than that. */
  readonly longestTerm: number
}

export const NO_VOCABULARY: SearchVocabulary = { alternatives: new Map(), longestTerm: 1 }

/**
 * A vocabulary from groups of terms that mean the same, as people write them: each term of a
 * group finds every other. A term in two groups finds the terms of both.
 */
export function buildSearchVocabulary(
  groups: Iterable<readonly (string | null | undefined)[]>,
): SearchVocabulary {
  const alternatives = new Map<string, Set<string>>()
  let longestTerm = 1
  for (const group of groups) {
    const terms = [...new Set(group.map((term) => normaliseSearchText(term ?? '')).filter(Boolean))]
    if (terms.length < 2) continue
    for (const term of terms) {
      const known = alternatives.get(term) ?? new Set<string>()
      for (const other of terms) if (other !== term) known.add(other)
      alternatives.set(term, known)
      longestTerm = Math.max(longestTerm, term.split(' ').length)
    }
  }
  return {
    alternatives: new Map([...alternatives].map(([term, others]) => [term, [...others]])),
    longestTerm,
  }
}

/**
 * Splits a free-text query on spaces (full-width included) into AND-ed keywords. A run of words
 * the vocabulary knows as one term (human resources) is one keyword; a keyword the vocabulary
 * knows also matches its other spellings.
 */
export function keywordTerms(
  query: string | null | undefined,
  vocabulary: SearchVocabulary = NO_VOCABULARY,
): KeywordTerm[] {
  const normalised = normaliseSearchText(query ?? '')
  if (!normalised) return []
  const words = normalised.split(' ')
  const terms = new Map<string, KeywordTerm>()
  let index = 0
  while (index < words.length) {
    let length = Math.min(vocabulary.longestTerm, words.length - index)
    while (
      length > 1 &&
      !vocabulary.alternatives.has(words.slice(index, index + length).join(' '))
    ) {
      length -= 1
    }
    const typed = words.slice(index, index + length).join(' ')
    index += length
    if (terms.has(typed)) continue
    const spellings = [typed, ...(vocabulary.alternatives.get(typed) ?? [])]
    terms.set(typed, { alternatives: spellings.map(keywordMatcher) })
  }
  return [...terms.values()]
}

/** Escapes LIKE metacharacters so a keyword is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}
