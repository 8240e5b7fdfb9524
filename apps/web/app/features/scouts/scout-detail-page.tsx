import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { getBrowserApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import { useTranslation } from '../../lib/i18n'
import { formatDate, formatDateTime, localised } from '../../lib/localised'
import { Expiry, SpecialBadge } from './scout-terms'
import { type ScoutWithThread, UNREAD_CHANGED_EVENT } from './types'

type Message = ScoutWithThread['messages'][number]

const newDraftId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`

/** Plain text with its line breaks; never interpreted as HTML. */
function PlainText({ text }: { text: string }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  )
}

export function ScoutDetailPage({ scout }: { scout: ScoutWithThread }) {
  const { t, locale } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const [messages, setMessages] = useState<Message[]>(scout.messages)
  const [matched, setMatched] = useState(scout.isMatched)
  const [draft, setDraft] = useState('')
  // One id per draft: a double click or a retry of the same text reaches the server as one message.
  const [draftId, setDraftId] = useState(newDraftId)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  // Opening the scout marked it read on the server; the header's count follows.
  useEffect(() => {
    window.dispatchEvent(new Event(UNREAD_CHANGED_EVENT))
  }, [])

  async function send(event: React.FormEvent) {
    event.preventDefault()
    if (sending) return
    setProblem(null)
    if (draft.trim() === '') {
      setProblem(t('registration.formInvalid'))
      return
    }
    setSending(true)
    try {
      const message = await getBrowserApi().post<Message>(
        `/api/v3/candidate/scouts/${scout.id}/message`,
        {
          body: draft,
          clientRequestId: draftId,
        },
      )
      setMessages((current) =>
        current.some((m) => m.id === message.id) ? current : [...current, message],
      )
      setMatched(true)
      setDraft('')
      setDraftId(newDraftId())
    } catch (error) {
      setProblem(
        isApiError(error) && error.code === 'scoutExpired'
          ? errors('codes.scoutExpired')
          : errors('postFailed'),
      )
    } finally {
      setSending(false)
    }
  }

  async function interested() {
    try {
      await getBrowserApi().post('/api/v3/candidate/contacts', { scoutId: scout.id })
      setMatched(true)
    } catch {
      setProblem(errors('retryLater'))
    }
  }

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
            <Stack direction="row" spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {t('scouts.sentAt', { date: formatDate(locale, scout.sentAt) })}
              </Typography>
              <Expiry scout={scout} />
            </Stack>
            {scout.special ? (
              <Paper
                variant="outlined"
                sx={{ p: 2, bgcolor: 'action.hover' }}
                data-testid="special-terms"
              >
                <Stack spacing={0.5}>
                  {scout.special.confirmedPosition ? (
                    <Typography>
                      {t('scouts.position')}:{' '}
                      {t(`scouts.positions.${scout.special.confirmedPosition}` as never)}
                    </Typography>
                  ) : null}
                  {scout.special.confirmedInterviewer ? (
                    <Typography>
                      {t('scouts.interviewer')}:{' '}
                      {t(`scouts.interviewers.${scout.special.confirmedInterviewer}` as never)}
                    </Typography>
                  ) : null}
                  <Typography sx={{ fontWeight: 700, mt: 1 }}>{t('scouts.pitch')}</Typography>
                  <PlainText text={scout.special.customAttraction} />
                </Stack>
              </Paper>
            ) : null}
            {scout.jobInfo ? (
              <Typography>
                {t('scouts.job')}:{' '}
                <Link component={RouterLink} to={`/job_infos/${scout.jobInfo.id}`}>
                  {scout.jobInfo.title}
                </Link>
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
          {matched ? (
            <Chip
              color="success"
              label={t('scouts.matched')}
              sx={{ mb: 2 }}
              data-testid="scout-matched"
            />
          ) : null}
          <form noValidate onSubmit={send}>
            <Stack spacing={1.5}>
              {problem ? (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              ) : null}
              <TextField
                label={t('scouts.replyLabel')}
                name="body"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                multiline
                minRows={4}
                fullWidth
              />
              <Stack direction="row" spacing={1.5}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={sending}
                  data-testid="scout-reply-send"
                >
                  {t('scouts.replySend')}
                </Button>
                {matched ? null : (
                  <Button variant="outlined" onClick={interested} data-testid="scout-interested">
                    {t('scouts.interested')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  )
}
