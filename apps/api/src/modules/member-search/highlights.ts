import type { CandidateHighlight } from '@kakehashi/contracts'
import {
  type KeywordMatcher,
  type KeywordTerm,
  normaliseWithSources,
  piecesThatMayHold,
  type TextPiece,
} from '@kakehashi/db'
import type { RecruiterCandidateTexts } from '../candidate-privacy/recruiter-view.ts'

// Where the keywords of a search matched, shown as short excerpts with the words marked. The
// texts are those of the recruiter view (toRecruiterCandidateTexts: already without the person's
// name, e-mail or phone before a match), and a word is found exactly as the search found it (decision 011): on the
// normalised text, a whole ASCII word or a substring.

type Field = CandidateHighlight['field']

/** Characters of context either side of the first match of an excerpt. */
const CONTEXT = 40
/** Excerpts a result shows at most. */
const MAX_HIGHLIGHTS = 3

const isWordChar = (char: string | undefined) => char !== undefined && /[a-z0-9]/.test(char)

/** Adds the spans of `text` (at `offset` in its whole) where the words occur to `found`. */
function rangesIn(
  text: string,
  words: readonly KeywordMatcher[],
  found: [number, number][],
  offset: number,
) {
  const { text: normal, starts, ends } = normaliseWithSources(text)
  for (const word of words) {
    const target = word.word ?? word.substring
    if (!target) continue
    let from = normal.indexOf(target)
    while (from >= 0) {
      const to = from + target.length
      const whole =
        word.word === undefined || (!isWordChar(normal[from - 1]) && !isWordChar(normal[to]))
      if (whole) found.push([offset + (starts[from] ?? 0), offset + (ends[to - 1] ?? text.length)])
      from = normal.indexOf(target, from + 1)
    }
  }
}

/** The spans of `text` where the words occur, merged and in order. */
function matchRanges(
  text: string,
  words: readonly KeywordMatcher[],
  piecesOf: (text: string) => TextPiece[],
): [number, number][] {
  const found: [number, number][] = []
  for (const piece of piecesOf(text)) rangesIn(piece.text, words, found, piece.offset)
  found.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const range of found) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/** A window of `text` around its first match, with the matches inside it re-based. */
function excerpt(field: Field, text: string, ranges: [number, number][]): CandidateHighlight {
  const first = ranges[0] as [number, number]
  const start = Math.max(0, first[0] - CONTEXT)
  const end = Math.min(text.length, first[1] + CONTEXT * 2)
  const prefix = start > 0 ? '…' : ''
  const suffix = end < text.length ? '…' : ''
  const shift = prefix.length - start
  return {
    field,
    text: `${prefix}${text.slice(start, end).replace(/\s+/gu, ' ')}${suffix}`,
    ranges: ranges
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]) => [from + shift, to + shift] as [number, number]),
  }
}

/** The texts a search looks in, in the order excerpts are offered. */
function searchedTexts(texts: RecruiterCandidateTexts): [Field, string][] {
  const names = (records: { name: string; name_en: string | null }[]) =>
    records.map((record) => [record.name, record.name_en].filter(Boolean).join(' / '))
  return [
    ...texts.careers.map(
      (career) =>
        ['career', [career.company_name, career.position, career.description].join(' ')] as [
          Field,
          string,
        ],
    ),
    ['self_pr', texts.self_pr],
    ['skill', texts.skill],
    ['career_wish', texts.career_wish],
    ...names(texts.experiences.map((experience) => experience.job_type)).map(
      (text) => ['experience', text] as [Field, string],
    ),
    ...texts.educations.map(
      (education) =>
        [
          'education',
          [education.university?.name ?? education.school_name, education.faculty].join(' '),
        ] as [Field, string],
    ),
    ...names(texts.certifications).map((text) => ['certification', text] as [Field, string]),
    ...names([...texts.wish_job_types, ...texts.wish_industries]).map(
      (text) => ['wish', text] as [Field, string],
    ),
  ]
}

/**
 * The excerpts of a search's words, for the candidates of a page: up to MAX_HIGHLIGHTS a
 * candidate, none without words. Only the pieces of a text that a quick test says may hold a
 * word are normalised (the costly part); most of a profile's texts hold none.
 */
export function candidateHighlighter(
  words: readonly KeywordTerm[],
): (texts: RecruiterCandidateTexts) => CandidateHighlight[] {
  const matchers = words.flatMap((term) => term.alternatives)
  const targets = matchers.flatMap((matcher) => matcher.word ?? matcher.substring ?? [])
  if (targets.length === 0) return () => []
  const piecesOf = piecesThatMayHold(targets)
  return (texts) => {
    const highlights: CandidateHighlight[] = []
    for (const [field, text] of searchedTexts(texts)) {
      if (highlights.length >= MAX_HIGHLIGHTS) break
      const ranges = matchRanges(text, matchers, piecesOf)
      if (ranges.length > 0) highlights.push(excerpt(field, text, ranges))
    }
    return highlights
  }
}
