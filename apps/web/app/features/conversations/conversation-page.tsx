import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog'
import { type Fact, FactList } from '../../components/fact-list'
import { FormAlert, TextInput } from '../../components/form-fields'
import { PageHeading } from '../../components/page-heading'
import { SelectInput } from '../../components/select-input'
import { Tag } from '../../components/tag'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import {
  type Conversation,
  type ConversationMessage,
  decideSelfApply,
  fetchConversationMessages,
  postConversationMessage,
  updateConversation,
} from './api'
import { useAddressedText, useConversationCandidateName } from './conversation-list-page'
import { CONVERSATIONS_PATH } from './paths'

/** Plain text with its line breaks; never interpreted as HTML. */
function PlainText({ text }: { text: string }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  )
}

/** Who the candidate is as far as the organisation may know, and where their whole profile is. */
function CandidatePanel({ conversation }: { conversation: Conversation }) {
  const { t, locale } = useTranslation('conversations')
  const search = useTranslation('memberSearch').t
  const profile = useTranslation('candidate').t
  const nameOf = useConversationCandidateName()
  const { candidate } = conversation
  const facts = [
    candidate.age === null ? null : search('candidate.age', { age: candidate.age }),
    candidate.gender ? profile(`registration.genders.${candidate.gender}`) : null,
    candidate.prefecture ? localName(locale, candidate.prefecture) : null,
    candidate.latestCareer
      ? [candidate.latestCareer.companyName, candidate.latestCareer.position]
          .filter(Boolean)
          .join(' / ')
      : null,
  ].filter((fact) => fact)
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="conversation-candidate">
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {t('detail.candidate')}
        </Typography>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          {nameOf(candidate)}
        </Typography>
        {facts.length ? (
          <Typography variant="body2" color="text.secondary">
            {facts.join(search('candidate.factSeparator'))}
          </Typography>
        ) : null}
        {candidate.isMatched ? null : (
          <Alert severity="info" data-testid="conversation-hidden-until-match">
            {t('detail.hiddenUntilMatch')}
          </Alert>
        )}
        <MuiLink component={Link} to={`/client/candidates/${candidate.id}`}>
          {t('detail.candidateLink')}
        </MuiLink>
      </Stack>
    </Paper>
  )
}

/** Where the candidate stands in the selection, moved by the recruiter. */
function StatusForm({
  conversation,
  onSaved,
}: {
  conversation: Conversation
  onSaved: (updated: Conversation) => void
}) {
  const { t } = useTranslation('conversations')
  const records = useTranslation('candidateRecords').t
  const errors = useTranslation('errors').t
  const form = useForm({
    initialValues: {
      selection_status: conversation.selectableStatuses.includes(
        conversation.selectionStatus as never,
      )
        ? conversation.selectionStatus
        : '',
    },
    schema: (schemas) => schemas.conversationUpdateBodySchema,
    submit: (body) => updateConversation(getBrowserApi(), conversation.id, body),
    fallbackMessage: errors('retryLater'),
    onSuccess: onSaved,
  })
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <Stack spacing={1.5}>
        <FormAlert form={form} />
        <Typography variant="body2">
          {t('detail.status')}:{' '}
          <Tag data-testid="conversation-status">
            {records(`selectionStatuses.${conversation.selectionStatus}`)}
          </Tag>
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-end' } }}
        >
          <SelectInput
            form={form}
            path="selection_status"
            label={t('detail.status')}
            placeholder={records(`selectionStatuses.${conversation.selectionStatus}`)}
            options={conversation.selectableStatuses.map((status) => ({
              value: status,
              label: records(`selectionStatuses.${status}`),
            }))}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={form.pending}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('detail.saveStatus')}
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}

/**
 * The decision on a self-application pending review: pass it with the message the applicant
 * receives, or reject it after a confirmation (the applicant's chat closes).
 */
function ScreeningForm({
  conversation,
  onDecided,
}: {
  conversation: Conversation
  onDecided: (updated: Conversation, decision: 'passed' | 'rejected') => void
}) {
  const { t } = useTranslation('conversations')
  const errors = useTranslation('errors').t
  const pass = useForm({
    initialValues: { decision: 'passed' as const, message: '' },
    schema: (schemas) => schemas.selfApplyDecisionBodySchema,
    submit: (body) => decideSelfApply(getBrowserApi(), conversation.id, body),
    fallbackMessage: errors('retryLater'),
    onSuccess: (updated) => onDecided(updated, 'passed'),
  })
  const rejection = useConfirmation(
    async (_: 'rejected') => {
      const updated = await decideSelfApply(getBrowserApi(), conversation.id, {
        decision: 'rejected',
      })
      onDecided(updated, 'rejected')
      return updated
    },
    { fallbackMessage: errors('retryLater') },
  )
  return (
    <Stack spacing={1.5} data-testid="self-apply-screening">
      <Typography variant="body2">{t('screening.pending')}</Typography>
      <form noValidate onSubmit={pass.onSubmit}>
        <Stack spacing={1.5}>
          <FormAlert form={pass} />
          <TextInput
            form={pass}
            path="message"
            label={t('screening.messageLabel')}
            multiline
            minRows={4}
          />
          <Stack direction="row" spacing={1.5}>
            <Button
              type="submit"
              variant="contained"
              disabled={pass.pending}
              data-testid="self-apply-pass"
            >
              {t('screening.pass')}
            </Button>
            <Button
              type="button"
              variant="outlined"
              color="error"
              disabled={pass.pending}
              onClick={() => rejection.ask('rejected')}
              data-testid="self-apply-reject"
            >
              {t('screening.reject')}
            </Button>
          </Stack>
        </Stack>
      </form>
      <ConfirmDialog
        {...rejection.dialog}
        title={t('screening.rejectTitle')}
        body={t('screening.rejectBody')}
        confirmLabel={t('screening.reject')}
        cancelLabel={t('screening.cancel')}
      />
    </Stack>
  )
}

/** Why the recruiter cannot write here yet, or any more. */
function notWritableKey(conversation: Conversation) {
  if (conversation.selfApply?.status === 'rejected') return 'screening.closed' as const
  if (conversation.selfApply) return 'screening.notReviewed' as const
  return 'detail.notStarted' as const
}

/**
 * One conversation (/client/scouts/{id}): the candidate as the organisation may know them, the
 * scout as sent, the selection status and the messages both ways. The recruiter writes once the
 * candidate has answered; a double click or a retry of one draft posts it once.
 */
export function ConversationPage({
  initial,
  initialMessages,
}: {
  initial: Conversation
  initialMessages: ConversationMessage[]
}) {
  const { t, locale } = useTranslation('conversations')
  const records = useTranslation('candidateRecords').t
  const errors = useTranslation('errors').t
  const addressed = useAddressedText()
  const [conversation, setConversation] = useState(initial)
  const [messages, setMessages] = useState(initialMessages)
  const [notice, setNotice] = useState<string | null>(null)
  const write = useForm({
    initialValues: { body: '', client_request_id: newDraftId() },
    schema: (schemas) => schemas.scoutMessageBodySchema,
    submit: (body) => postConversationMessage(getBrowserApi(), conversation.id, body),
    fallbackMessage: errors('postFailed'),
    onSuccess: (message) => {
      setMessages((current) =>
        current.some((m) => m.id === message.id) ? current : [...current, message],
      )
      write.set('body', '')
      write.set('client_request_id', newDraftId())
      setNotice(t('detail.sent'))
    },
  })

  const { selfApply } = conversation
  const facts: Fact[] = selfApply
    ? [
        { label: t('detail.appliedAt'), value: formatDateTime(locale, conversation.sentAt) },
        {
          label: t('screening.title'),
          value: (
            <Tag data-testid="conversation-self-apply-status" data-status={selfApply.status}>
              {t(`screening.statuses.${selfApply.status}`)}
            </Tag>
          ),
        },
      ]
    : [
        {
          label: t('detail.sentBy'),
          value: conversation.sender?.displayName ?? records('scouts.senderUnknown'),
        },
        { label: t('detail.sentAt'), value: formatDateTime(locale, conversation.sentAt) },
        {
          label: records('scouts.sendState'),
          value: records(`scouts.sendStates.${conversation.sendState}`),
        },
      ]
  if (conversation.jobInfo) {
    facts.push({
      label: t('detail.job'),
      value: (
        <MuiLink component={Link} to={`/client/job_infos/${conversation.jobInfo.id}`}>
          {conversation.jobInfo.title}
        </MuiLink>
      ),
    })
  }

  return (
    <Stack spacing={3}>
      <MuiLink component={Link} to={CONVERSATIONS_PATH}>
        {t('detail.backToList')}
      </MuiLink>
      <PageHeading title={addressed(conversation.title)} />
      <CandidatePanel conversation={conversation} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 } }}
        component="section"
        aria-labelledby="conversation-scout"
      >
        <Stack spacing={1.5}>
          <Typography id="conversation-scout" component="h2" variant="h6">
            {selfApply ? t('detail.application') : t('detail.scout')}
          </Typography>
          {conversation.isSpecial ? <Tag tone="special">{t('detail.special')}</Tag> : null}
          <FactList facts={facts} />
          <PlainText text={addressed(conversation.body)} />
          {conversation.declineReason ? (
            <Alert severity="info" data-testid="conversation-declined">
              {t('detail.declined', {
                reason: records(`scouts.declineReasons.${conversation.declineReason}`),
              })}
            </Alert>
          ) : null}
          {selfApply?.status === 'pending_review' ? (
            <ScreeningForm
              conversation={conversation}
              onDecided={(updated, decision) => {
                setConversation(updated)
                setNotice(t(`screening.${decision}`))
                if (decision === 'passed') {
                  void fetchConversationMessages(getBrowserApi(), updated.id).then(setMessages)
                }
              }}
            />
          ) : null}
          {conversation.selectableStatuses.length > 0 || !selfApply ? (
            <StatusForm
              key={conversation.selectionStatus}
              conversation={conversation}
              onSaved={(updated) => {
                setConversation(updated)
                setNotice(t('detail.statusSaved'))
              }}
            />
          ) : null}
        </Stack>
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 } }}
        component="section"
        aria-labelledby="conversation-thread"
      >
        <Typography id="conversation-thread" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('detail.thread')}
        </Typography>
        {messages.length === 0 ? (
          <Typography color="text.secondary">{t('detail.empty')}</Typography>
        ) : (
          <Stack
            component="ol"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            data-testid="conversation-thread"
          >
            {messages.map((message) => (
              <Paper
                component="li"
                key={message.id}
                variant="outlined"
                data-testid="conversation-message"
                data-sender-side={message.senderSide}
                sx={{
                  p: 1.5,
                  ml: message.senderSide === 'recruiter' ? { sm: 6 } : 0,
                  bgcolor: message.senderSide === 'recruiter' ? 'action.hover' : undefined,
                }}
              >
                <Typography variant="caption" color="text.secondary">
                  {message.senderSide === 'candidate'
                    ? t('detail.candidateSide')
                    : (message.sender?.displayName ?? records('scouts.senderUnknown'))}{' '}
                  · {formatDateTime(locale, message.createdAt)}
                </Typography>
                <PlainText text={addressed(message.body)} />
              </Paper>
            ))}
          </Stack>
        )}
        {conversation.canMessage ? (
          <form noValidate onSubmit={write.onSubmit}>
            <Stack spacing={1.5} sx={{ mt: 2 }}>
              <FormAlert form={write} />
              <TextInput
                form={write}
                path="body"
                label={t('detail.messageLabel')}
                multiline
                minRows={4}
              />
              <Stack direction="row">
                <Button
                  type="submit"
                  variant="contained"
                  disabled={write.pending}
                  data-testid="conversation-send"
                >
                  {t('detail.send')}
                </Button>
              </Stack>
            </Stack>
          </form>
        ) : (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="conversation-not-started">
            {t(notWritableKey(conversation))}
          </Alert>
        )}
      </Paper>
      <NoticeToast message={notice} onClose={() => setNotice(null)} />
    </Stack>
  )
}
