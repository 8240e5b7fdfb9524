import {
  SCOUT_ASSIST_DAILY_MAX,
  SCOUT_ASSIST_MAX_DAYS,
  SCOUT_BODY_MAX_LENGTH,
  SCOUT_TITLE_MAX_LENGTH,
} from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog'
import { FactList } from '../../components/fact-list'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { FormSection } from '../../components/form-section'
import { PageHeading } from '../../components/page-heading'
import { Tag } from '../../components/tag'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { useErrorMessage } from '../../lib/error-message'
import { useForm } from '../../lib/form'
import { formatDate, formatDateTime } from '../../lib/format'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'
import { createScoutAssist, deleteScoutAssist, type ScoutAssist, updateScoutAssist } from './api'

/** A choice of the form: a saved search or a template, by id and name. */
export interface NamedChoice {
  id: number
  name: string
}

export interface ScoutAssistChoices {
  /** The recruiter's own saved searches: the target conditions. */
  searches: NamedChoice[]
  templates: NamedChoice[]
  remindTemplates: NamedChoice[]
}

interface AssistValues extends Record<string, unknown> {
  search_condition_id: number | null
  scout_template_id: number | null
  remind_template_id: number | null
  title: string
  body: string
  daily_limit: string
  ends_on: string
}

const valuesOf = (assist: ScoutAssist | null): AssistValues => ({
  search_condition_id: assist?.searchCondition.id ?? null,
  scout_template_id: assist?.scoutTemplate.id ?? null,
  remind_template_id: assist?.remindTemplate?.id ?? null,
  title: assist?.title ?? '',
  body: assist?.body ?? '',
  daily_limit: assist ? String(assist.dailyLimit) : '10',
  ends_on: assist?.endsOn ?? '',
})

const STATE_COLOUR = { active: 'success', blocked: 'warning', ended: 'default' } as const

/**
 * A job's scout assist (/client/job_infos/{id}/scout_assist): what it does and where it stands
 * (sending, idle and why, or ended; what it sent today and in all), and the form of its
 * conditions: one of the recruiter's saved searches, a normal and an optional remind template,
 * the scout's title and message, a daily limit and an end date. The recruiter stops it with a
 * confirmation. The selection is the employer's own conditions, never the platform's judgement.
 */
export function ScoutAssistPage({
  job,
  assist,
  choices,
  jobPath,
  newSearchPath,
  newTemplatePath,
}: {
  job: { id: number; title: string }
  assist: ScoutAssist | null
  choices: ScoutAssistChoices
  jobPath: string
  newSearchPath: string
  newTemplatePath: string
}) {
  const { t } = useTranslation('jobManagement')
  const [notice, setNotice] = useState<string | null>(null)
  const stop = useConfirmation((id: number) => deleteScoutAssist(getBrowserApi(), id), {
    revalidate: true,
    fallbackMessage: t('scoutAssist.failures.stop'),
    onDone: () => setNotice(t('scoutAssist.notices.stopped')),
  })
  return (
    <Stack spacing={3}>
      <MuiLink component={Link} to={jobPath} sx={{ alignSelf: 'flex-start' }}>
        {t('scoutAssist.backToJob')}
      </MuiLink>
      <PageHeading
        title={t('scoutAssist.title', { title: job.title })}
        description={t('scoutAssist.description')}
      />
      <Alert severity="info" data-testid="scout-assist-rule">
        {t('scoutAssist.employerAuthored')}
      </Alert>
      {assist ? <AssistStatus assist={assist} onStop={() => stop.ask(assist.id)} /> : null}
      {choices.searches.length === 0 || choices.templates.length === 0 ? (
        <Alert severity="warning" data-testid="scout-assist-missing">
          <Stack spacing={0.5}>
            {choices.searches.length === 0 ? (
              <span>
                {t('scoutAssist.noSearches')}{' '}
                <MuiLink component={Link} to={newSearchPath}>
                  {t('scoutAssist.toMemberSearch')}
                </MuiLink>
              </span>
            ) : null}
            {choices.templates.length === 0 ? (
              <span>
                {t('scoutAssist.noTemplates')}{' '}
                <MuiLink component={Link} to={newTemplatePath}>
                  {t('scoutAssist.toNewTemplate')}
                </MuiLink>
              </span>
            ) : null}
          </Stack>
        </Alert>
      ) : (
        <AssistForm
          // A saved or stopped assist starts the form again from what the API holds.
          key={
            assist ? `${assist.id}-${assist.title}-${assist.dailyLimit}-${assist.endsOn}` : 'new'
          }
          job={job}
          assist={assist}
          choices={choices}
          onSaved={setNotice}
        />
      )}
      <ConfirmDialog
        {...stop.dialog}
        title={t('scoutAssist.stopTitle')}
        body={t('scoutAssist.stopBody')}
        confirmLabel={t('scoutAssist.stop')}
        cancelLabel={t('scoutAssist.cancel')}
      />
      <NoticeToast message={notice} onClose={() => setNotice(null)} />
    </Stack>
  )
}

function AssistStatus({ assist, onStop }: { assist: ScoutAssist; onStop: () => void }) {
  const { t, locale } = useTranslation('jobManagement')
  const describe = useErrorMessage()
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="scout-assist-status">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('scoutAssist.statusTitle')}
          </Typography>
          <Tag colour={STATE_COLOUR[assist.state]} data-testid="scout-assist-state">
            {t(`scoutAssist.states.${assist.state}`)}
          </Tag>
        </Stack>
        {assist.state === 'blocked' && assist.lastRefusal ? (
          <Alert severity="warning" data-testid="scout-assist-refusal">
            {describe(assist.lastRefusal)}
          </Alert>
        ) : null}
        <FactList
          testId="scout-assist-facts"
          facts={[
            {
              label: t('scoutAssist.facts.sentToday'),
              value: t('scoutAssist.facts.sentTodayValue', {
                sent: assist.sentToday,
                limit: assist.dailyLimit,
              }),
            },
            {
              label: t('scoutAssist.facts.sentTotal'),
              value: t('scoutAssist.facts.count', { count: assist.sentTotal }),
            },
            { label: t('scoutAssist.facts.endsOn'), value: formatDate(locale, assist.endsOn) },
            {
              label: t('scoutAssist.facts.lastRun'),
              value: assist.lastRunAt
                ? formatDateTime(locale, assist.lastRunAt)
                : t('scoutAssist.facts.notYet'),
            },
            { label: t('scoutAssist.facts.sender'), value: assist.sender.name },
          ]}
        />
        <Box>
          <Button variant="outlined" color="error" onClick={onStop}>
            {t('scoutAssist.stop')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  )
}

function AssistForm({
  job,
  assist,
  choices,
  onSaved,
}: {
  job: { id: number }
  assist: ScoutAssist | null
  choices: ScoutAssistChoices
  onSaved: (message: string) => void
}) {
  const { t } = useTranslation('jobManagement')
  const isHydrated = useIsHydrated()
  const form = useForm<AssistValues, ScoutAssist>({
    initialValues: valuesOf(assist),
    schema: (schemas) => schemas.scoutAssistBodySchema,
    toBody: (values) => (assist ? values : { ...values, job_info_id: job.id }),
    submit: (body) =>
      assist
        ? updateScoutAssist(getBrowserApi(), assist.id, body)
        : createScoutAssist(getBrowserApi(), body),
    fallbackMessage: t('scoutAssist.failures.save'),
    revalidate: true,
    onSuccess: () =>
      onSaved(assist ? t('scoutAssist.notices.updated') : t('scoutAssist.notices.started')),
  })
  const options = (rows: NamedChoice[]) => rows.map((row) => ({ value: row.id, label: row.name }))
  return (
    <form noValidate method="post" onSubmit={form.onSubmit} data-testid="scout-assist-form">
      <Stack spacing={3}>
        <FormAlert form={form} />
        <FormSection title={t('scoutAssist.sections.target')}>
          <SelectInput
            form={form}
            path="search_condition_id"
            numeric
            required
            label={t('scoutAssist.fields.search')}
            placeholder={t('scoutAssist.fields.choose')}
            options={options(choices.searches)}
            hint={t('scoutAssist.fields.searchHint')}
          />
          <TextInput
            form={form}
            path="daily_limit"
            label={t('scoutAssist.fields.dailyLimit')}
            hint={t('scoutAssist.fields.dailyLimitHint', { max: SCOUT_ASSIST_DAILY_MAX })}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextInput
            form={form}
            path="ends_on"
            type="date"
            label={t('scoutAssist.fields.endsOn')}
            hint={t('scoutAssist.fields.endsOnHint', { days: SCOUT_ASSIST_MAX_DAYS })}
            required
          />
        </FormSection>
        <FormSection title={t('scoutAssist.sections.scout')}>
          <SelectInput
            form={form}
            path="scout_template_id"
            numeric
            required
            label={t('scoutAssist.fields.template')}
            placeholder={t('scoutAssist.fields.choose')}
            options={options(choices.templates)}
          />
          <SelectInput
            form={form}
            path="remind_template_id"
            numeric
            label={t('scoutAssist.fields.remindTemplate')}
            placeholder={t('scoutAssist.fields.noRemindTemplate')}
            options={options(choices.remindTemplates)}
          />
          <TextInput
            form={form}
            path="title"
            label={t('scoutAssist.fields.title')}
            hint={t('scoutAssist.fields.titleHint', { max: SCOUT_TITLE_MAX_LENGTH })}
            required
          />
          <TextInput
            form={form}
            path="body"
            label={t('scoutAssist.fields.body')}
            hint={t('scoutAssist.fields.bodyHint', { max: SCOUT_BODY_MAX_LENGTH })}
            multiline
            minRows={5}
          />
        </FormSection>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={form.pending || !isHydrated}>
              {assist ? t('scoutAssist.save') : t('scoutAssist.start')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </form>
  )
}
