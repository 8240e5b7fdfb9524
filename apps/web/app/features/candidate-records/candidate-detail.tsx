import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { LockIcon } from '../../components/lock-icon'
import { PageTitle } from '../../components/page-heading'
import { Tag } from '../../components/tag'
import { visuallyHidden } from '../../components/visually-hidden'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { isNotFound } from '../../lib/route-data'
import { type CandidateDetailData, fetchCandidateDetail } from './api'
import { CandidateLabels } from './candidate-labels'
import { CandidateNotes } from './candidate-notes'
import { CandidateProfile } from './candidate-profile'
import { CANDIDATE_SEARCH_PATH, candidatePath } from './paths'
import { ProfileRequests } from './profile-requests'
import { RecordControls } from './record-controls'
import { ScoutHistory } from './scout-history'
import { ReloadCandidateContext, useReloadCandidate } from './use-record-change'

export type CandidateDetailVariant = 'page' | 'panel'

/** What the route's scout button needs to know of the candidate on screen. */
export interface CandidateScoutSlot {
  candidateId: number
  /** How the page names the candidate: their name once matched, their number until then. */
  candidateName: string
  /** Reloads what the candidate's parts show (a side panel's own data) after a send. */
  onSent: () => Promise<void>
}

/** The route's "send a scout" for the candidate, or nothing for a recruiter who may not scout. */
export type RenderScoutAction = (slot: CandidateScoutSlot) => ReactNode

/** The id of the side panel's heading, for the drawer around it to be named by. */
export const candidatePanelTitleId = (candidateId: number) => `candidate-panel-${candidateId}-title`

/** The candidate's name once matched; a number until then, so nothing identifies them. */
function useCandidateTitle(detail: CandidateDetailData): string {
  const { t } = useTranslation('candidateDetail')
  const { candidate } = detail
  return candidate.contact?.fullName ?? t('anonymousName', { id: candidate.id })
}

function CandidateTitle({
  detail,
  variant,
}: {
  detail: CandidateDetailData
  variant: CandidateDetailVariant
}) {
  const title = useCandidateTitle(detail)
  const { candidate } = detail
  const { t } = useTranslation('candidateDetail')
  return (
    <Stack spacing={1}>
      {variant === 'page' ? (
        <PageTitle size="record" testId="candidate-title">
          {title}
        </PageTitle>
      ) : (
        <Typography
          id={candidatePanelTitleId(candidate.id)}
          component="h2"
          variant="h5"
          data-testid="candidate-title"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {candidate.contact ? (
          <Tag>{t('matched')}</Tag>
        ) : (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="name-hidden"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <LockIcon />
            {t('nameHidden')}
          </Typography>
        )}
        {variant === 'panel' ? (
          <MuiLink component={Link} to={candidatePath(candidate.id)} variant="body2">
            {t('openPage')}
          </MuiLink>
        ) : null}
      </Stack>
    </Stack>
  )
}

/** The candidate and the organisation's records, laid out for a page or a side panel. */
function CandidateDetailView({
  detail,
  variant,
  renderScoutAction,
}: {
  detail: CandidateDetailData
  variant: CandidateDetailVariant
  renderScoutAction: RenderScoutAction | undefined
}) {
  const { t } = useTranslation('candidateDetail')
  const candidateName = useCandidateTitle(detail)
  const reload = useReloadCandidate()
  const level = variant === 'page' ? 'h2' : 'h3'
  const { candidate, records, labels } = detail
  return (
    <Stack spacing={3} data-testid="candidate-detail" data-candidate-id={candidate.id}>
      {variant === 'page' ? (
        <MuiLink component={Link} to={CANDIDATE_SEARCH_PATH} sx={{ alignSelf: 'flex-start' }}>
          {t('backToSearch')}
        </MuiLink>
      ) : null}
      <CandidateTitle detail={detail} variant={variant} />
      {renderScoutAction ? (
        <Box data-testid="candidate-scout">
          {renderScoutAction({ candidateId: candidate.id, candidateName, onSent: reload })}
        </Box>
      ) : null}
      <Stack spacing={2}>
        <RecordControls records={records} />
        <CandidateLabels records={records} labels={labels} level={level} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'start',
          gridTemplateColumns:
            variant === 'page'
              ? { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }
              : 'minmax(0, 1fr)',
        }}
      >
        <CandidateProfile candidate={candidate} level={level} />
        <Stack spacing={4} component="section" aria-label={t('records.heading')}>
          <CandidateNotes records={records} level={level} />
          <ProfileRequests records={records} level={level} />
          <ScoutHistory records={records} level={level} />
        </Stack>
      </Box>
    </Stack>
  )
}

type Loaded =
  | { candidateId: number; status: 'loading' }
  | { candidateId: number; status: 'loaded'; detail: CandidateDetailData }
  | { candidateId: number; status: 'notFound' | 'failed' }

/**
 * The side panel's own data: fetched in the browser when the panel opens on a candidate, and
 * again after each change. A failed reload keeps what is shown; a candidate who became
 * invisible (deleted, or blocked the company) says so.
 */
function useCandidateDetailData(candidateId: number) {
  const [state, setState] = useState<Loaded>({ candidateId, status: 'loading' })
  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const detail = await fetchCandidateDetail(getBrowserApi(), candidateId, signal)
        if (!signal?.aborted) setState({ candidateId, status: 'loaded', detail })
      } catch (error) {
        if (signal?.aborted) return
        setState((current) =>
          isNotFound(error)
            ? { candidateId, status: 'notFound' }
            : current.status === 'loaded' && current.candidateId === candidateId
              ? current
              : { candidateId, status: 'failed' },
        )
      }
    },
    [candidateId],
  )
  useEffect(() => {
    const controller = new AbortController()
    setState({ candidateId, status: 'loading' })
    void load(controller.signal)
    return () => controller.abort()
  }, [candidateId, load])
  const retry = useCallback(() => {
    setState({ candidateId, status: 'loading' })
    void load()
  }, [candidateId, load])
  // A panel opened on another candidate shows nothing of the previous one while it loads.
  const current: Loaded =
    state.candidateId === candidateId ? state : { candidateId, status: 'loading' }
  return { state: current, reload: load, retry }
}

function SelfLoadingCandidateDetail({
  candidateId,
  variant,
  renderScoutAction,
}: {
  candidateId: number
  variant: CandidateDetailVariant
  renderScoutAction: RenderScoutAction | undefined
}) {
  const { t } = useTranslation('candidateDetail')
  const records = useTranslation('candidateRecords').t
  const { state, reload, retry } = useCandidateDetailData(candidateId)
  const reloadCandidate = useMemo(() => () => reload(), [reload])

  if (state.status === 'loaded') {
    return (
      <ReloadCandidateContext value={reloadCandidate}>
        <CandidateDetailView
          detail={state.detail}
          variant={variant}
          renderScoutAction={renderScoutAction}
        />
      </ReloadCandidateContext>
    )
  }
  if (state.status === 'notFound') {
    return (
      <Alert severity="info" data-testid="candidate-not-found">
        {records('notFound')}
      </Alert>
    )
  }
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    )
  }
  return (
    <Stack spacing={2} aria-busy data-testid="candidate-loading">
      <Box role="status" sx={visuallyHidden}>
        {t('loading')}
      </Box>
      <Skeleton variant="text" width="50%" height={40} />
      <Skeleton variant="rectangular" height={36} width={240} />
      <Skeleton variant="rectangular" height={160} />
      <Skeleton variant="rectangular" height={160} />
    </Stack>
  )
}

/**
 * A candidate as the recruiter's organisation sees them, with its records: stock, hidden,
 * labels, notes, profile requests and the history of its scouts. As a `page` it is the whole of
 * /client/candidates/{id} under the page's h1, with the route loader's `detail`; as a `panel` it
 * sits in the result list's drawer with an h2 of its own (`candidatePanelTitleId`), no page
 * chrome, and loads and reloads its data itself. Every change goes through the shared mutation
 * and reloads what the page (and the list behind a panel) shows. `renderScoutAction` places the
 * route's "send a scout" under the candidate's name.
 */
export function CandidateDetail({
  candidateId,
  variant,
  detail,
  renderScoutAction,
}: {
  candidateId: number
  variant: CandidateDetailVariant
  /** The route loader's data; without it the part fetches its own. */
  detail?: CandidateDetailData
  renderScoutAction?: RenderScoutAction
}) {
  if (detail) {
    return (
      <CandidateDetailView
        detail={detail}
        variant={variant}
        renderScoutAction={renderScoutAction}
      />
    )
  }
  return (
    <SelfLoadingCandidateDetail
      candidateId={candidateId}
      variant={variant}
      renderScoutAction={renderScoutAction}
    />
  )
}
