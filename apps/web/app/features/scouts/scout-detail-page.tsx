import { FIRST_REPLY_WINDOW_DAYS } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazy, type ReactNode, useEffect, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { FormAlert, TextInput } from '../../components/form-fields'
import { LoadedWhenOpened } from '../../components/loaded-when-opened'
import { Tag } from '../../components/tag'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { announceCountChanged } from '../../lib/live-count'
import { localised } from '../../lib/localised'
import { useMutation } from '../../lib/mutation'
import type { MessageTemplate } from '../../lib/reference'
import { contactThroughScout, replyToScout, type ScoutMessage, type ScoutWithThread } from './api'
import { ScoutDates, SpecialBadge } from './scout-terms'
import { UNREAD_CHANGED_EVENT } from './types'

// Its form, select and dialog load on the click that opens it, not with the page.
const ReportRecruiterDialog = lazy(() =>
  import('./report-recruiter-dialog').then((m) => ({ default: m.ReportRecruiterDialog })),
)
const DeclineScoutDialog = lazy(() =>
  import('./decline-scout-dialog').then((m) => ({ default: m.DeclineScoutDialog })),
)

/** Plain text with its line breaks; never interpreted as HTML. */
function PlainText({ text }: { text: string }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  )
}

/**
 * How quickly the organisation usually answers candidates, in the largest whole unit that fits:
 * minutes under an hour, hours under two days, days after.
 */
function ReplySpeed({ minutes, organisation }: { minutes: number; organisation: string }) {
  const { t } = useTranslation('candidate')
  const time =
    minutes < 60
      ? t('scouts.replySpeedMinutes', { count: Math.max(1, minutes) })
      : minutes < 48 * 60
        ? t('scouts.replySpeedHours', { count: Math.ceil(minutes / 60) })
        : t('scouts.replySpeedDays', { count: Math.ceil(minutes / (24 * 60)) })
  return (
    <Typography variant="body2" color="text.secondary" data-testid="scout-reply-speed">
      {t('scouts.replySpeed', { organisation, time, days: FIRST_REPLY_WINDOW_DAYS })}
    </Typography>
  )
}

/** "Label: value" on a line of its own. */
function LabelledLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography>
      {label}: {children}
    </Typography>
  )
}

/**
 * The platform's short replies as buttons above the reply: one writes its text into the reply,
 * after what is there already, for the candidate to change before sending.
 */
function ReplyTemplates({
  templates,
  onPick,
}: {
  templates: MessageTemplate[]
  onPick: (text: string) => void
}) {
  const { t, locale } = useTranslation('candidate')
  if (templates.length === 0) return null
  return (
    <Stack role="group" aria-label={t('scouts.replyTemplates')} spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        {t('scouts.replyTemplates')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {templates.map((template) => (
          <Button
            key={template.id}
            size="small"
            variant="outlined"
            onClick={() => onPick(localised(locale, template.body, template.bodyEn))}
          >
            {localised(locale, template.title, template.titleEn)}
          </Button>
        ))}
      </Stack>
    </Stack>
  )
}

export function ScoutDetailPage({
  scout,
  messageTemplates,
}: {
  scout: ScoutWithThread
  messageTemplates: MessageTemplate[]
}) {
  const { t, locale } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const [messages, setMessages] = useState<ScoutMessage[]>(scout.messages)
  const [matched, setMatched] = useState(scout.isMatched)
  const [reporting, setReporting] = useState(false)
  const [declining, setDeclining] = useState(false)
  const [declineReason, setDeclineReason] = useState(scout.declineReason)
  const [reported, setReported] = useState(false)
  const reply = useForm({
    // One id per draft: a double click or a retry of the same text reaches the server as one
    // message.
    initialValues: { body: '', client_request_id: newDraftId() },
    schema: (schemas) => schemas.scoutMessageBodySchema,
    submit: (body) => replyToScout(getBrowserApi(), scout.id, body),
    fallbackMessage: errors('postFailed'),
    onSuccess: (message) => {
      setMessages((current) =>
        current.some((m) => m.id === message.id) ? current : [...current, message],
      )
      setMatched(true)
      // Writing withdraws a decline.
      setDeclineReason(null)
      reply.set('body', '')
      reply.set('client_request_id', newDraftId())
    },
  })
  const interested = useMutation(() => contactThroughScout(getBrowserApi(), scout.id), {
    fallbackMessage: errors('retryLater'),
    onSuccess: () => setMatched(true),
  })

  // Opening the scout marked it read on the server; the header's count follows.
  useEffect(() => {
    announceCountChanged(UNREAD_CHANGED_EVENT)
  }, [])

  const organisation = localised(locale, scout.organisation.name, scout.organisation.nameEn)
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={2}>
        <Link component={RouterLink} to="/scouts">
          {t('scouts.backToList')}
        </Link>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {scout.organisation.companyId ? (
                <Link component={RouterLink} to={`/companies/${scout.organisation.companyId}`}>
                  {organisation}
                </Link>
              ) : (
                organisation
              )}
            </Typography>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {scout.title}
            </Typography>
            <SpecialBadge scout={scout} />
            {scout.organisationReplyMinutes === null ? null : (
              <ReplySpeed minutes={scout.organisationReplyMinutes} organisation={organisation} />
            )}
            <ScoutDates scout={scout} />
            {scout.special ? (
              <Paper
                variant="outlined"
                sx={{ p: 2, bgcolor: 'action.hover' }}
                data-testid="special-terms"
              >
                <Stack spacing={0.5}>
                  {scout.special.confirmedPosition ? (
                    <LabelledLine label={t('scouts.position')}>
                      {t(`scouts.positions.${scout.special.confirmedPosition}` as never)}
                    </LabelledLine>
                  ) : null}
                  {scout.special.confirmedInterviewer ? (
                    <LabelledLine label={t('scouts.interviewer')}>
                      {t(`scouts.interviewers.${scout.special.confirmedInterviewer}` as never)}
                    </LabelledLine>
                  ) : null}
                  <Typography sx={{ fontWeight: 700, mt: 1 }}>{t('scouts.pitch')}</Typography>
                  <PlainText text={scout.special.customAttraction} />
                </Stack>
              </Paper>
            ) : null}
            {scout.jobInfo ? (
              <LabelledLine label={t('scouts.job')}>
                <Link component={RouterLink} to={`/job_infos/${scout.jobInfo.id}`}>
                  {scout.jobInfo.title}
                </Link>
              </LabelledLine>
            ) : null}
            {scout.isSelfApply ? (
              <Typography sx={{ fontWeight: 700 }} data-testid="scout-own-application">
                {t('scouts.ownApplication')}
              </Typography>
            ) : null}
            <PlainText text={scout.body} />
          </Stack>
        </Paper>

        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, md: 3 } }}
          component="section"
          aria-labelledby="scout-thread"
        >
          <Typography id="scout-thread" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('scouts.thread')}
          </Typography>
          <Stack
            component="ol"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            data-testid="scout-thread"
          >
            {messages.map((message) => (
              <Paper
                component="li"
                key={message.id}
                variant="outlined"
                data-testid="scout-message"
                sx={{
                  p: 1.5,
                  ml: message.senderSide === 'candidate' ? { sm: 6 } : 0,
                  bgcolor: message.senderSide === 'candidate' ? 'action.hover' : undefined,
                }}
              >
                <Typography variant="caption" color="text.secondary">
                  {message.senderSide === 'candidate' ? t('scouts.you') : organisation} ·{' '}
                  {formatDateTime(locale, message.createdAt)}
                </Typography>
                <PlainText text={message.body} />
              </Paper>
            ))}
          </Stack>
          <Alert severity="info" sx={{ my: 2 }}>
            {t('scouts.replyNote')}
          </Alert>
          {declineReason ? (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="scout-declined">
              {t('scouts.declined', { reason: t(`scouts.declineReasons.${declineReason}`) })}
            </Alert>
          ) : null}
          {matched ? (
            <Tag
              size="medium"
              variant="filled"
              colour="success"
              sx={{ mb: 2 }}
              data-testid="scout-matched"
            >
              {t('scouts.matched')}
            </Tag>
          ) : null}
          <form noValidate onSubmit={reply.onSubmit}>
            <Stack spacing={1.5}>
              <FormAlert form={reply} />
              {interested.failure ? (
                <Alert severity="error" role="alert">
                  {interested.failure.message}
                </Alert>
              ) : null}
              <ReplyTemplates
                templates={messageTemplates}
                onPick={(text) => {
                  const current = String(reply.get('body') ?? '').trimEnd()
                  reply.set('body', current ? `${current}\n\n${text}` : text)
                }}
              />
              <TextInput
                form={reply}
                path="body"
                label={t('scouts.replyLabel')}
                multiline
                minRows={4}
              />
              <Stack direction="row" spacing={1.5}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={reply.pending}
                  data-testid="scout-reply-send"
                >
                  {t('scouts.replySend')}
                </Button>
                {matched ? null : (
                  <Button
                    variant="outlined"
                    onClick={() => void interested.run(undefined)}
                    disabled={interested.pending}
                    data-testid="scout-interested"
                  >
                    {t('scouts.interested')}
                  </Button>
                )}
                {matched || declineReason ? null : (
                  <Button
                    color="inherit"
                    onClick={() => setDeclining(true)}
                    data-testid="scout-decline"
                  >
                    {t('scouts.decline')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </form>
        </Paper>
        <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
          {reported ? (
            <Alert severity="success" role="status" data-testid="recruiter-reported">
              {t('scouts.reportDone')}
            </Alert>
          ) : (
            <Button size="small" color="inherit" onClick={() => setReporting(true)}>
              {t('scouts.report')}
            </Button>
          )}
        </Stack>
      </Stack>
      <LoadedWhenOpened open={declining} whileOpen>
        <DeclineScoutDialog
          scoutId={scout.id}
          onClose={() => setDeclining(false)}
          onDeclined={(declined) => {
            setDeclining(false)
            setDeclineReason(declined.declineReason)
          }}
        />
      </LoadedWhenOpened>
      <LoadedWhenOpened open={reporting} whileOpen>
        <ReportRecruiterDialog
          scoutId={scout.id}
          onClose={() => setReporting(false)}
          onReported={() => {
            setReporting(false)
            setReported(true)
          }}
        />
      </LoadedWhenOpened>
    </Container>
  )
}
