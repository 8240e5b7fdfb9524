import {
  composeScout,
  QUICK_SCOUT_COUNTS,
  QUICK_SCOUT_DEFAULT_COUNT,
  SCOUT_BODY_MAX_LENGTH,
  SCOUT_TEXT_VARIABLES,
  SCOUT_TITLE_MAX_LENGTH,
} from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import { FormDialog } from '../../components/form-dialog'
import { SelectInput, TextInput } from '../../components/form-fields'
import { ScoutPreview } from '../../components/scout-preview'
import { getBrowserApi } from '../../lib/api'
import { useBrowserData } from '../../lib/browser-data'
import { newDraftId } from '../../lib/draft-id'
import { useErrorMessage } from '../../lib/error-message'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { candidatePagePath } from '../../lib/member-search-query'
import {
  bulkCreateScouts,
  createScout,
  fetchScoutChoices,
  type ScoutBulkResult,
  type ScoutChoices,
  type SentScout,
} from './api'
import type { ScoutSender, ScoutTarget } from './scout-target'
import { SpecialScoutFields, type SpecialScoutValues } from './special-scout-fields'

/** What the form edits, in the wire spelling its fields and the API's problems use. */
interface ScoutValues extends Record<string, unknown> {
  job_info_id: number | null
  scout_template_id: number | null
  remind_template_id: number | null
  title: string
  body: string
  /** A quick scout's number of candidates; other sends leave it out. */
  count: number | null
  /** A special scout's terms; null for an ordinary scout. */
  special: SpecialScoutValues | null
}

const INITIAL_VALUES: ScoutValues = {
  job_info_id: null,
  scout_template_id: null,
  remind_template_id: null,
  title: '',
  body: '',
  count: QUICK_SCOUT_DEFAULT_COUNT,
  special: null,
}

/** The body of the send for the form's values: the draft, and whom it goes to. */
function bodyOf(values: ScoutValues, target: ScoutTarget, draftId: string) {
  const draft = {
    job_info_id: values.job_info_id,
    scout_template_id: values.scout_template_id,
    remind_template_id: values.remind_template_id,
    title: values.title,
    body: values.body,
    special: values.special,
    client_request_id: draftId,
  }
  switch (target.kind) {
    case 'candidate':
      return { ...draft, candidate_id: target.candidateId }
    case 'candidates':
      return { ...draft, candidate_ids: target.candidateIds }
    case 'savedSearch':
      return { ...draft, search_condition_id: target.searchConditionId, count: values.count }
  }
}

/**
 * The scout form, the same for one candidate, a selection of search results and a quick scout
 * from a saved search (which also asks how many): the job, an optional normal template, the
 * title and message, checked by the API's own rules, with a preview of what the candidate will
 * read. The draft's request key is made once per opening, so a retry after a lost answer sends
 * nothing twice. While it is sent the dialog stays. A scout to one candidate ends with
 * `onSent`; a bulk send shows who got the scout and why the others did not.
 */
export function ScoutSendDialog({
  target,
  sender,
  onClose,
  onSent,
}: {
  target: ScoutTarget
  sender: ScoutSender
  onClose: () => void
  /** A scout to one candidate was sent. */
  onSent?: () => void | Promise<void>
}) {
  const { t } = useTranslation('client')
  const [draftId] = useState(newDraftId)
  const choices = useBrowserData(() => fetchScoutChoices(getBrowserApi()))
  const [outcome, setOutcome] = useState<ScoutBulkResult | null>(null)
  const form = useForm<ScoutValues, SentScout | ScoutBulkResult>({
    initialValues: INITIAL_VALUES,
    schema: (schemas) => schemas.scoutDraftSchema,
    toBody: (values) => bodyOf(values, target, draftId),
    submit: (body) =>
      target.kind === 'candidate'
        ? createScout(getBrowserApi(), body)
        : bulkCreateScouts(getBrowserApi(), body),
    fallbackMessage: t('scouting.failures.send'),
    revalidate: true,
    onSuccess: async (result) => {
      if (target.kind === 'candidate') await onSent?.()
      else setOutcome(result as ScoutBulkResult)
    },
  })

  if (outcome) return <ScoutOutcomeDialog outcome={outcome} onClose={onClose} />

  const isQuick = target.kind === 'savedSearch'
  const description =
    target.kind === 'candidate'
      ? t('scouting.dialog.toCandidate', { name: target.candidateName })
      : target.kind === 'candidates'
        ? t('scouting.dialog.toSelection', { count: target.candidateIds.length })
        : t('scouting.dialog.toSavedSearch', { name: target.searchName })
  return (
    <FormDialog
      title={isQuick ? t('scouting.dialog.quickTitle') : t('scouting.dialog.title')}
      description={description}
      form={{
        ...form,
        // Until the choices are there, there is nothing to send.
        onSubmit:
          choices.status === 'loaded'
            ? form.onSubmit
            : (event: FormEvent<HTMLFormElement>) => event.preventDefault(),
      }}
      submitLabel={form.pending ? t('scouting.dialog.sending') : t('scouting.dialog.submit')}
      cancelLabel={t('scouting.dialog.cancel')}
      onClose={onClose}
      maxWidth="md"
      testId="scout-form"
    >
      {choices.status === 'loading' ? (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('scouting.dialog.loading')}</Typography>
        </Stack>
      ) : choices.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={choices.retry}>
              {t('scouting.dialog.retry')}
            </Button>
          }
        >
          {t('scouting.dialog.loadFailed')}
        </Alert>
      ) : (
        <ScoutFields
          form={form}
          choices={choices.data}
          sender={sender}
          isQuick={isQuick}
          candidateCount={
            target.kind === 'candidate'
              ? 1
              : target.kind === 'candidates'
                ? target.candidateIds.length
                : null
          }
        />
      )}
    </FormDialog>
  )
}

type ScoutForm = ReturnType<typeof useForm<ScoutValues, SentScout | ScoutBulkResult>>

/** The fields beside the preview of what the candidate will read. */
function ScoutFields({
  form,
  choices,
  sender,
  isQuick,
  candidateCount,
}: {
  form: ScoutForm
  choices: ScoutChoices
  sender: ScoutSender
  isQuick: boolean
  candidateCount: number | null
}) {
  const { t } = useTranslation('client')
  const jobs = useTranslation('jobManagement').t
  const { values } = form
  const job = choices.jobs.find((row) => row.id === values.job_info_id) ?? null
  const template = choices.templates.find((row) => row.id === values.scout_template_id) ?? null
  const preview = composeScout({
    title: values.title,
    body: values.body,
    template,
    positionName: job?.title ?? t('scouting.preview.positionName'),
    companyName: sender.organisationName,
    jobSeekerName: t('scouting.preview.jobSeekerName'),
  })

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        {isQuick ? (
          <SelectInput
            form={form}
            path="count"
            numeric
            required
            label={t('scouting.fields.count')}
            placeholder={t('scouting.fields.choose')}
            options={QUICK_SCOUT_COUNTS.map((count) => ({
              value: count,
              label: t('scouting.fields.countOption', { count }),
            }))}
            hint={t('scouting.fields.countHint')}
          />
        ) : null}
        {choices.jobs.length === 0 ? (
          <Alert severity="warning" data-testid="scout-no-jobs">
            {t('scouting.dialog.noJobs')}
          </Alert>
        ) : null}
        <SelectInput
          form={form}
          path="job_info_id"
          numeric
          required
          label={t('scouting.fields.job')}
          placeholder={t('scouting.fields.choose')}
          options={choices.jobs.map((row) => ({
            value: row.id,
            label:
              row.status === 'open_for_scout'
                ? t('scouting.fields.jobOption', {
                    title: row.title,
                    status: jobs(`statuses.${row.status}`),
                  })
                : row.title,
          }))}
          hint={t('scouting.fields.jobHint')}
        />
        {choices.templates.length > 0 ? (
          <SelectInput
            form={form}
            path="scout_template_id"
            numeric
            label={t('scouting.fields.template')}
            placeholder={t('scouting.fields.noTemplate')}
            options={choices.templates.map((row) => ({ value: row.id, label: row.name }))}
            hint={t('scouting.fields.templateHint')}
          />
        ) : null}
        {choices.remindTemplates.length > 0 ? (
          <SelectInput
            form={form}
            path="remind_template_id"
            numeric
            label={t('scouting.fields.remindTemplate')}
            placeholder={t('scouting.fields.noRemindTemplate')}
            options={choices.remindTemplates.map((row) => ({ value: row.id, label: row.name }))}
            hint={t('scouting.fields.remindTemplateHint')}
          />
        ) : null}
        <TextInput
          form={form}
          path="title"
          label={t('scouting.fields.title')}
          hint={t('scouting.fields.titleHint', { max: SCOUT_TITLE_MAX_LENGTH })}
          required
        />
        <TextInput
          form={form}
          path="body"
          label={t('scouting.fields.body')}
          hint={
            template
              ? t('scouting.fields.bodyHint', { max: SCOUT_BODY_MAX_LENGTH })
              : t('scouting.fields.bodyHintWithoutTemplate', { max: SCOUT_BODY_MAX_LENGTH })
          }
          required={template === null}
          multiline
          minRows={6}
        />
        <SpecialScoutFields
          form={form}
          remaining={choices.contract?.specialScoutsRemaining ?? null}
          candidateCount={isQuick ? (values.count ?? null) : candidateCount}
        />
        <Box data-testid="scout-variables">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('scouting.fields.variables')}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gap: 0.5 }}
          >
            {SCOUT_TEXT_VARIABLES.map((variable) => (
              <Typography key={variable} component="li" variant="body2">
                <Box
                  component="code"
                  sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}
                >
                  {`{{${variable}}}`}
                </Box>{' '}
                {t(`scoutTemplates.variables.names.${variable}`)}
              </Typography>
            ))}
          </Box>
        </Box>
      </Stack>
      <ScoutPreview
        subject={preview.title}
        body={preview.body}
        hint={t('scouting.preview.hint')}
        headingComponent="h3"
        testId="scout-preview"
      />
    </Box>
  )
}

/**
 * What a bulk send did: how many got the scout, and each candidate who did not, with the reason
 * in the error table's words.
 */
function ScoutOutcomeDialog({
  outcome,
  onClose,
}: {
  outcome: ScoutBulkResult
  onClose: () => void
}) {
  const { t } = useTranslation('client')
  const candidate = useTranslation('candidateDetail').t
  const describe = useErrorMessage()
  const titleId = useId()
  const skippedId = useId()
  const skipped = outcome.results.filter((result) => result.skippedReason !== null)
  const { sentCount, skippedCount } = outcome
  const severity = sentCount > 0 ? 'success' : skippedCount > 0 ? 'warning' : 'info'
  const headline =
    sentCount > 0
      ? t('scouting.outcome.sent')
      : skippedCount > 0
        ? t('scouting.outcome.noneSent')
        : t('scouting.outcome.noCandidates')
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('scouting.outcome.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Alert severity={severity} role="status" data-testid="scout-outcome">
            <AlertTitle>{headline}</AlertTitle>
            {sentCount > 0 || skippedCount > 0 ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                <li data-testid="scout-outcome-sent">
                  {t('scouting.outcome.sentCount', { count: sentCount })}
                </li>
                {skippedCount > 0 ? (
                  <li data-testid="scout-outcome-skipped">
                    {t('scouting.outcome.skippedCount', { count: skippedCount })}
                  </li>
                ) : null}
              </Box>
            ) : null}
          </Alert>
          {skipped.length > 0 ? (
            <Box component="section" aria-labelledby={skippedId}>
              <Typography
                id={skippedId}
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 700, mb: 1 }}
              >
                {t('scouting.outcome.skippedTitle')}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {skipped.map((result) => (
                  <Box
                    component="li"
                    key={result.candidateId}
                    data-testid="scout-skipped"
                    data-candidate-id={result.candidateId}
                    sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
                  >
                    <MuiLink
                      component={Link}
                      to={candidatePagePath(result.candidateId)}
                      sx={{ fontWeight: 700 }}
                    >
                      {candidate('anonymousName', { id: result.candidateId })}
                    </MuiLink>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      data-testid="scout-skipped-reason"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {describe(result.skippedReason)}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </Box>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('scouting.outcome.close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
