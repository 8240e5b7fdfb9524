import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { visuallyHidden } from '../../components/visually-hidden'
import { useTranslation } from '../../lib/i18n'
import type { CandidateHighlight } from './api'

/** The ranges in order, overlapping or touching ones joined, each inside the text. */
function joinRanges(
  ranges: readonly (readonly [number, number])[],
  length: number,
): [number, number][] {
  const sorted = ranges
    .map(([start, end]): [number, number] => [Math.max(0, start), Math.min(length, end)])
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0])
  const joined: [number, number][] = []
  for (const range of sorted) {
    const last = joined[joined.length - 1]
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else joined.push([...range])
  }
  return joined
}

/** The excerpt with each matched word in a <mark>; the text itself is shown as text, never HTML. */
export function HighlightedText({
  text,
  ranges,
}: {
  text: string
  ranges: readonly (readonly [number, number])[]
}) {
  const parts: ReactNode[] = []
  let at = 0
  for (const [start, end] of joinRanges(ranges, text.length)) {
    if (start > at) parts.push(text.slice(at, start))
    parts.push(
      <Box
        component="mark"
        key={start}
        sx={{ bgcolor: '#FFF176', color: 'text.primary', fontWeight: 700, px: 0.25 }}
      >
        {text.slice(start, end)}
      </Box>,
    )
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}

/** The words that matched, once each, in the order they first appear. */
export function matchedWords(highlights: readonly CandidateHighlight[]): string[] {
  const words = new Set<string>()
  for (const highlight of highlights) {
    for (const [start, end] of joinRanges(highlight.ranges, highlight.text.length)) {
      words.add(highlight.text.slice(start, end))
    }
  }
  return [...words]
}

/**
 * Where a candidate's profile matched the keywords: each excerpt under the name of the part of
 * the profile it comes from. Screen readers hear the matched words first, since a <mark> is
 * not announced.
 */
export function CandidateHighlights({
  highlights,
  max = 3,
}: {
  highlights: readonly CandidateHighlight[]
  /** Excerpts shown; the rest are counted. */
  max?: number
}) {
  const { t } = useTranslation('memberSearch')
  if (highlights.length === 0) return null
  const words = matchedWords(highlights)
  const hidden = highlights.length - max
  return (
    <Box data-testid="candidate-highlights">
      {words.length ? (
        <Box component="p" sx={{ ...visuallyHidden }}>
          {t('highlights.matchedWords', { words: words.join(t('highlights.wordSeparator')) })}
        </Box>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {highlights.slice(0, max).map((highlight) => (
          <Box component="li" key={`${highlight.field}:${highlight.text}`}>
            <Typography
              component="span"
              variant="caption"
              sx={{ color: 'text.secondary', fontWeight: 700, mr: 1 }}
            >
              {t(`highlights.fields.${highlight.field}`)}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ overflowWrap: 'anywhere', lineHeight: 1.7 }}
            >
              <HighlightedText text={highlight.text} ranges={highlight.ranges} />
            </Typography>
          </Box>
        ))}
      </Box>
      {hidden > 0 ? (
        <Typography variant="caption" color="text.secondary">
          {t('highlights.more', { count: hidden })}
        </Typography>
      ) : null}
    </Box>
  )
}
