import { CANDIDATE_BULK_MAX, RECENTLY_SCOUTED_DAYS } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import {
  DataTable,
  type DataTableColumn,
  type DataTableSelection,
} from '../../components/data-table'
import { LabelChip } from '../../components/label-colour'
import { Tag } from '../../components/tag'
import { formatDate, formatManYen } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import { candidatePagePath } from '../../lib/member-search-query'
import type { CandidateResult, CandidateSearchResults } from './api'
import { CandidateHighlights } from './highlighted-excerpt'

/** Result sizes a recruiter may page by; the first is the API's default. */
export const RESULTS_PER_OPTIONS = [20, 50, 100] as const

const DAY_MS = 86_400_000

/** The candidate's name once matched with the organisation, their number until then. */
export function useCandidateName(): (result: CandidateResult) => string {
  const { t } = useTranslation('candidateDetail')
  return (result) => result.candidate.fullName ?? t('anonymousName', { id: result.candidate.id })
}

/** A plain left click opens the panel; a click that asks for a new tab or window goes there. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

function Line({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block' }}>
      {children}
    </Typography>
  )
}

/** Who the candidate is, as far as the organisation may know, and what it has recorded. */
function CandidateCell({
  result,
  onOpen,
}: {
  result: CandidateResult
  onOpen: (candidateId: number) => void
}) {
  const { t, locale } = useTranslation('memberSearch')
  const profile = useTranslation('candidate').t
  const records = useTranslation('candidateRecords').t
  const name = useCandidateName()
  const { candidate, organisationState: state } = result
  const facts = [
    candidate.age === null ? null : t('candidate.age', { age: candidate.age }),
    candidate.gender ? profile(`registration.genders.${candidate.gender}`) : null,
    candidate.prefecture ? localName(locale, candidate.prefecture) : null,
  ].filter((fact) => fact !== null)
  const isRecentlyScouted =
    state.lastScoutedAt !== null &&
    Date.parse(state.lastScoutedAt) > Date.now() - RECENTLY_SCOUTED_DAYS * DAY_MS
  const badges = [
    candidate.isMatched ? t('candidate.matched') : null,
    state.stockId === null ? null : records('stock.stocked'),
    state.hiddenCandidateId === null ? null : records('hidden.hidden'),
    state.selectionStatus ? records(`selectionStatuses.${state.selectionStatus}`) : null,
    state.lastScoutedAt
      ? t(isRecentlyScouted ? 'candidate.recentlyScouted' : 'candidate.scouted', {
          date: formatDate(locale, state.lastScoutedAt),
        })
      : null,
    state.noteCount > 0 ? t('candidate.notes', { count: state.noteCount }) : null,
  ].filter((badge) => badge !== null)
  return (
    <Stack spacing={0.75} sx={{ minWidth: { sm: 150 }, maxWidth: { sm: 220 } }}>
      <MuiLink
        component={Link}
        to={candidatePagePath(candidate.id)}
        onClick={(event: MouseEvent) => {
          if (!isPlainClick(event)) return
          event.preventDefault()
          onOpen(candidate.id)
        }}
        aria-haspopup="dialog"
        data-testid="candidate-open"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {name(result)}
      </MuiLink>
      {facts.length ? (
        <Typography variant="body2" color="text.secondary">
          {facts.join(t('candidate.factSeparator'))}
        </Typography>
      ) : null}
      {state.specialScoutWeekThreshold === null ? null : (
        <Box data-testid="candidate-special-week">
          <Tag tone="special">
            {t('candidate.specialScoutWeek', {
              threshold: formatManYen(locale, state.specialScoutWeekThreshold),
            })}
          </Tag>
        </Box>
      )}
      {badges.length ? (
        <Box
          component="ul"
          aria-label={t('candidate.states')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
          data-testid="candidate-states"
        >
          {badges.map((badge) => (
            <li key={badge}>
              <Tag>{badge}</Tag>
            </li>
          ))}
        </Box>
      ) : null}
      {state.labels.length ? (
        <Box
          component="ul"
          aria-label={t('candidate.labels')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
          data-testid="candidate-labels"
        >
          {state.labels.map((label) => (
            <li key={label.id}>
              <LabelChip label={label} />
            </li>
          ))}
        </Box>
      ) : null}
    </Stack>
  )
}

/** The latest job, money, timing and activity: what decides whether to look closer. */
function SummaryCell({ result }: { result: CandidateResult }) {
  const { t, locale } = useTranslation('memberSearch')
  const profile = useTranslation('candidate').t
  const { candidate } = result
  const career = candidate.latestCareer
  const money = (amount: number | null) =>
    amount === null ? t('candidate.notStated') : formatManYen(locale, amount)
  return (
    <Stack
      spacing={0.5}
      sx={{ minWidth: { sm: 200 }, maxWidth: { sm: 280 }, overflowWrap: 'anywhere' }}
    >
      {career ? (
        <Box>
          <Line>{career.companyName}</Line>
          <Typography variant="body2" component="span" color="text.secondary">
            {career.position}
          </Typography>
        </Box>
      ) : (
        <Line>{t('candidate.noCareer')}</Line>
      )}
      <Box>
        <Line>
          {t('candidate.income', {
            current: money(candidate.currentAnnualIncome),
            requested: money(candidate.requestAnnualIncome),
          })}
        </Line>
        <Line>
          {t('candidate.timing', {
            timing: candidate.jobChangeTiming
              ? profile(`registration.timings.${candidate.jobChangeTiming}`)
              : t('candidate.notStated'),
          })}
        </Line>
      </Box>
      <Typography variant="caption" color="text.secondary" component="span">
        {t('candidate.lastLogin', {
          date: result.lastLoginAt ? formatDate(locale, result.lastLoginAt) : t('candidate.never'),
        })}
        <br />
        {t('candidate.updated', { date: formatDate(locale, result.profileUpdatedAt) })}
      </Typography>
    </Stack>
  )
}

/**
 * A page of matching candidates: who they are (a number until matched), their latest job, money,
 * when they would move, when they were last seen, and the excerpts where the keywords matched.
 * Rows can be selected across pages of the same search for a bulk action, up to
 * CANDIDATE_BULK_MAX.
 */
export function CandidateResults({
  results,
  onOpen,
  renderToolbar,
}: {
  results: CandidateSearchResults
  onOpen: (candidateId: number) => void
  /** The bulk actions on the selection; no checkboxes without them. */
  renderToolbar?: ((selection: DataTableSelection<number>) => ReactNode) | undefined
}) {
  const { t } = useTranslation('memberSearch')
  const name = useCandidateName()

  const columns: DataTableColumn<CandidateResult>[] = [
    {
      key: 'candidate',
      header: t('columns.candidate'),
      phone: 'title',
      cell: (result) => <CandidateCell result={result} onOpen={onOpen} />,
    },
    {
      key: 'summary',
      header: t('columns.summary'),
      cell: (result) => <SummaryCell result={result} />,
    },
    {
      key: 'matches',
      header: t('columns.matches'),
      cell: (result) =>
        result.highlights.length ? (
          <Box sx={{ minWidth: { sm: 280 } }}>
            <CandidateHighlights highlights={result.highlights} />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('highlights.none')}
          </Typography>
        ),
    },
  ]

  return (
    <DataTable
      label={t('results.label')}
      columns={columns}
      rows={results.candidates}
      getRowId={(result) => result.candidate.id}
      pagination={results.pagination}
      isCountCapped={results.totalCountCapped}
      perOptions={RESULTS_PER_OPTIONS}
      defaultPer={RESULTS_PER_OPTIONS[0]}
      emptyMessage={t('results.empty')}
      rowProps={(result) => ({
        'data-testid': 'candidate-result',
        'data-candidate-id': result.candidate.id,
      })}
      {...(renderToolbar
        ? {
            selection: {
              rowLabel: name,
              max: CANDIDATE_BULK_MAX,
              renderToolbar,
            },
          }
        : {})}
    />
  )
}
