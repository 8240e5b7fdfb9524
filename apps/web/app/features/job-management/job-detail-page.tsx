import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ExternalLink, type Fact, FactList, isWebUrl, Prose } from '../../components/fact-list'
import { FormAlert } from '../../components/form-fields'
import { PageTitle } from '../../components/page-heading'
import { getBrowserApi } from '../../lib/api'
import { formatDate, formatNumber, formatSalary } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import { useMutation } from '../../lib/mutation'
import { deleteManagedJob, type ManagedJob } from './api'
import { JobMessages } from './job-messages'
import { JobStatusChip, RecruitmentPeriod } from './job-status'
import { editManagedJobPath, MANAGED_JOBS_PATH, scoutAssistPath } from './paths'
import { type JobNotice, useJobActions } from './use-job-actions'

/** How long "copied" shows after the address was copied. */
const COPIED_MS = 2500

/**
 * The job's public address, for the recruiter to share: recruiters themselves are sent from
 * public pages to their dashboard (spec section 6), so the address is shown and copied rather
 * than linked.
 */
function PublicAddress({ url }: { url: string }) {
  const { t } = useTranslation('jobManagement')
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null)
  useEffect(() => {
    if (outcome !== 'copied') return
    const timer = setTimeout(() => setOutcome(null), COPIED_MS)
    return () => clearTimeout(timer)
  }, [outcome])
  const copy = async () => {
    try {
      // Absent outside a secure context: then the recruiter copies the text by hand.
      await navigator.clipboard.writeText(url)
      setOutcome('copied')
    } catch {
      setOutcome('failed')
    }
  }
  return (
    <Stack spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Box component="span" data-testid="public-url" sx={{ overflowWrap: 'anywhere' }}>
          {url}
        </Box>
        <Button
          size="small"
          variant="outlined"
          aria-label={t('publicAddress.copyLabel')}
          onClick={() => void copy()}
          sx={{ flexShrink: 0 }}
        >
          {t('publicAddress.copy')}
        </Button>
        <Box
          component="span"
          role="status"
          data-testid="public-url-copied"
          sx={{ color: 'success.main', fontWeight: 700 }}
        >
          {outcome === 'copied' ? t('publicAddress.copied') : ''}
        </Box>
      </Stack>
      {outcome === 'failed' ? (
        <Typography variant="body2" color="error" role="alert">
          {t('publicAddress.copyFailed')}
        </Typography>
      ) : null}
    </Stack>
  )
}

function FactSection({ title, facts }: { title: string; facts: Fact[] }) {
  const id = useId()
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <FactList facts={facts} />
    </Box>
  )
}

/**
 * One of the organisation's jobs (/client/job_infos/{id}): every field the form holds, the
 * April 2024 working conditions and the date the information is as of, with the actions its
 * state allows: edit, extend, close, delete a draft; while public, its address to copy.
 * `publicUrl` is the public page's full address (the site's base URL and `publicPath`).
 */
export function JobDetailPage({
  job,
  publicUrl,
  initialNotice,
}: {
  job: ManagedJob
  publicUrl: string
  initialNotice: JobNotice | null
}) {
  const { t, locale } = useTranslation('jobManagement')
  const navigate = useNavigate()
  const actions = useJobActions(initialNotice)
  const [isConfirmOpen, setIsConfirmOpen] = useState(false)
  const remove = useMutation(() => deleteManagedJob(getBrowserApi(), job.id), {
    fallbackMessage: t('failures.delete'),
    onSuccess: () => navigate(MANAGED_JOBS_PATH, { state: { notice: 'deleted' } }),
  })
  const none = t('facts.none')
  const orNone = (value: ReactNode) => (value === '' || value === null ? none : value)
  const isBusy = actions.isBusy || remove.pending

  const facts = {
    basic: [
      { label: t('fields.title'), value: job.title },
      { label: t('fields.position'), value: orNone(job.position) },
      { label: t('fields.division'), value: orNone(job.division) },
    ],
    company: [
      {
        label: t('fields.company'),
        value: job.company ? localName(locale, job.company) : orNone(job.companyText),
      },
      {
        label: t('facts.displayCompanyName'),
        value: <span data-testid="display-company-name">{job.displayCompanyName}</span>,
      },
    ],
    classification: [
      { label: t('fields.industry'), value: job.industry ? localName(locale, job.industry) : none },
      {
        label: t('facts.jobTypes'),
        value: orNone(
          job.jobTypes
            .map((jobType) => localName(locale, jobType))
            .join(locale === 'en' ? ', ' : '、'),
        ),
      },
      {
        label: t('fields.prefecture'),
        value: job.prefecture ? localName(locale, job.prefecture) : none,
      },
      {
        label: t('fields.workPlaceDescription'),
        value: orNone(<Prose value={job.workPlaceDescription} />),
      },
    ],
    salary: [
      { label: t('facts.salary'), value: formatSalary(locale, job) },
      {
        label: t('fields.salaryDisplayOption'),
        value: t(`fields.salaryDisplayOptions.${job.salaryDisplayOption}`),
      },
      {
        label: t('fields.salarySupplement'),
        value: job.salarySupplement ? <Prose value={job.salarySupplement} /> : none,
      },
    ],
    content: [
      { label: t('fields.jobDescription'), value: <Prose value={job.jobDescription} /> },
      {
        label: t('fields.attraction'),
        value: job.attraction ? <Prose value={job.attraction} /> : none,
      },
      { label: t('fields.requirement'), value: <Prose value={job.requirement} /> },
      {
        label: t('fields.welcomeSkill'),
        value: job.welcomeSkill ? <Prose value={job.welcomeSkill} /> : none,
      },
      {
        label: t('fields.employmentSelection'),
        value: job.employmentSelection ? <Prose value={job.employmentSelection} /> : none,
      },
    ],
    workingConditions: [
      {
        label: t('fields.employmentType'),
        value: t(`fields.employmentTypes.${job.employmentType}`),
      },
      { label: t('fields.dutiesChangeScope'), value: <Prose value={job.dutiesChangeScope} /> },
      {
        label: t('fields.workplaceChangeScope'),
        value: <Prose value={job.workplaceChangeScope} />,
      },
      ...(job.employmentType === 'contract' || job.contractRenewalLimit
        ? [
            {
              label: t('fields.contractRenewalLimit'),
              value: job.contractRenewalLimit ? <Prose value={job.contractRenewalLimit} /> : none,
            },
          ]
        : []),
    ],
    period: [
      { label: t('facts.period'), value: <RecruitmentPeriod job={job} /> },
      {
        label: t('fields.tags'),
        value: orNone(
          job.jobInfoTags.map((tag) => localName(locale, tag)).join(locale === 'en' ? ', ' : '、'),
        ),
      },
      {
        label: t('fields.outerLink'),
        value: isWebUrl(job.outerLink) ? (
          <ExternalLink href={job.outerLink} />
        ) : (
          orNone(job.outerLink)
        ),
      },
      {
        label: t('facts.publicPage'),
        value: job.isPublic ? <PublicAddress url={publicUrl} /> : t('facts.notPublic'),
      },
    ],
    dates: [
      {
        label: t('facts.asOf'),
        value: <span data-testid="as-of">{formatDate(locale, job.updatedAt)}</span>,
      },
      { label: t('facts.createdAt'), value: formatDate(locale, job.createdAt) },
      {
        label: t('facts.publishedAt'),
        value: job.publishedAt ? formatDate(locale, job.publishedAt) : none,
      },
      { label: t('facts.stockCount'), value: formatNumber(locale, job.stockCount) },
      { label: t('facts.selfApplyCount'), value: formatNumber(locale, job.selfApplyCount) },
    ],
  }

  return (
    <Stack spacing={3}>
      <MuiLink component={Link} to={MANAGED_JOBS_PATH} sx={{ alignSelf: 'flex-start' }}>
        {t('backToList')}
      </MuiLink>
      <Stack spacing={1}>
        <PageTitle size="record" testId="job-title">
          {job.title}
        </PageTitle>
        <Box>
          <JobStatusChip status={job.status} />
        </Box>
      </Stack>
      <JobMessages notice={actions.notice} failure={actions.failure} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
          data-testid="job-actions"
        >
          <Button component={Link} to={editManagedJobPath(job.id)} variant="contained">
            {t('actions.edit')}
          </Button>
          <Button component={Link} to={scoutAssistPath(job.id)} variant="outlined">
            {t('scoutAssist.action')}
          </Button>
          {job.canExtend ? (
            <Button variant="outlined" disabled={isBusy} onClick={() => actions.extend(job.id)}>
              {t('actions.extend')}
            </Button>
          ) : null}
          {job.canClose ? (
            <Button
              variant="outlined"
              color="error"
              disabled={isBusy}
              onClick={() => actions.close(job.id)}
            >
              {t('actions.close')}
            </Button>
          ) : null}
          {job.canDelete ? (
            <Button
              variant="outlined"
              color="error"
              disabled={isBusy}
              onClick={() => {
                actions.clear()
                remove.reset()
                setIsConfirmOpen(true)
              }}
            >
              {t('actions.delete')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
      <FactSection title={t('sections.basic')} facts={facts.basic} />
      <FactSection title={t('sections.company')} facts={facts.company} />
      <FactSection title={t('sections.classification')} facts={facts.classification} />
      <FactSection title={t('sections.salary')} facts={facts.salary} />
      <FactSection title={t('sections.content')} facts={facts.content} />
      <FactSection title={t('sections.workingConditions')} facts={facts.workingConditions} />
      <FactSection title={t('sections.period')} facts={facts.period} />
      <FactSection title={t('sections.dates')} facts={facts.dates} />
      <Dialog
        open={isConfirmOpen}
        onClose={() => setIsConfirmOpen(false)}
        aria-labelledby="delete-job-title"
      >
        <DialogTitle id="delete-job-title">{t('confirmDelete.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('confirmDelete.body', { title: job.title })}</DialogContentText>
          <FormAlert form={{ failure: remove.failure?.message ?? null }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsConfirmOpen(false)} disabled={remove.pending}>
            {t('confirmDelete.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.pending}
            onClick={() => void remove.run()}
          >
            {t('confirmDelete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  )
}
