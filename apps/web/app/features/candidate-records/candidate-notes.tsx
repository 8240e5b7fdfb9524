import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormAlert, TextInput } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import {
  type CandidateNote,
  type CandidateRecords,
  createNote,
  type NoteFormValues,
  updateNote,
} from './api'
import { DetailSection, type SectionLevel, WrittenText } from './detail-section'
import { useReloadCandidate } from './use-record-change'

/** Changes the body of one of the recruiter's own notes, in place. */
function NoteEditor({
  note,
  onDone,
  onCancel,
}: {
  note: CandidateNote
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('candidateRecords')
  const own = useTranslation('candidateDetail').t
  const reload = useReloadCandidate()
  const form = useForm<{ body: string }>({
    initialValues: { body: note.body },
    schema: (schemas) => schemas.candidateNoteUpdateBodySchema,
    submit: (_body, values) => updateNote(getBrowserApi(), note.id, values.body),
    fallbackMessage: t('notes.saveFailed'),
    revalidate: true,
    onSuccess: async () => {
      await reload()
      onDone()
    },
  })
  return (
    <form method="post" noValidate onSubmit={form.onSubmit} data-testid="note-editor">
      <Stack spacing={1.5}>
        <FormAlert form={form} />
        <TextInput form={form} path="body" label={own('records.editNote')} multiline minRows={3} />
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={form.pending}>
            {t('notes.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.pending}>
            {t('notes.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}

/**
 * The organisation's notes on the candidate, oldest first, each with its author and time: every
 * co-worker reads them, and their authors may change their own. A new note carries a draft id,
 * so a double click or a retry writes it once.
 */
export function CandidateNotes({
  records,
  level,
}: {
  records: CandidateRecords
  level: SectionLevel
}) {
  const { t, locale } = useTranslation('candidateRecords')
  const reload = useReloadCandidate()
  const [editingId, setEditingId] = useState<number | null>(null)
  const [notice, setNotice] = useState(false)
  const form = useForm<NoteFormValues>({
    initialValues: { body: '', client_request_id: newDraftId() },
    schema: (schemas) => schemas.candidateNoteCreateBodySchema,
    toBody: (values) => ({ candidate_id: records.candidateId, ...values }),
    submit: (_body, values) => createNote(getBrowserApi(), records.candidateId, values),
    fallbackMessage: t('notes.saveFailed'),
    revalidate: true,
    onSuccess: async () => {
      await reload()
      form.set('body', '')
      form.set('client_request_id', newDraftId())
      setNotice(true)
    },
  })

  return (
    <DetailSection title={t('notes.title')} level={level} testId="candidate-notes">
      <Stack spacing={2}>
        {records.notes.length === 0 ? (
          <Typography color="text.secondary">{t('notes.empty')}</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {records.notes.map((note) => (
              <Paper
                component="li"
                key={note.id}
                variant="outlined"
                data-testid="candidate-note"
                data-note-id={note.id}
                sx={{ p: 1.5 }}
              >
                <Stack
                  direction="row"
                  sx={{ gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}
                >
                  <Typography variant="body2" color="text.secondary" data-testid="note-byline">
                    {t('notes.writtenBy', {
                      author: note.author?.displayName ?? t('notes.authorUnknown'),
                      time: formatDateTime(locale, note.createdAt),
                    })}
                    {note.updatedAt === note.createdAt ? '' : ` ${t('notes.edited')}`}
                  </Typography>
                  {note.editable && editingId !== note.id ? (
                    <Button
                      size="small"
                      onClick={() => {
                        setNotice(false)
                        setEditingId(note.id)
                      }}
                    >
                      {t('notes.edit')}
                    </Button>
                  ) : null}
                </Stack>
                {editingId === note.id ? (
                  <Box sx={{ mt: 1 }}>
                    <NoteEditor
                      note={note}
                      onDone={() => {
                        setEditingId(null)
                        setNotice(true)
                      }}
                      onCancel={() => setEditingId(null)}
                    />
                  </Box>
                ) : (
                  <Typography sx={{ mt: 0.5 }} data-testid="note-body">
                    <WrittenText text={note.body} />
                  </Typography>
                )}
              </Paper>
            ))}
          </Stack>
        )}
        <form method="post" noValidate onSubmit={form.onSubmit} data-testid="note-form">
          <Stack spacing={1.5}>
            <FormAlert form={form} />
            <TextInput form={form} path="body" label={t('notes.body')} multiline minRows={3} />
            <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={form.pending}>
                {t('notes.add')}
              </Button>
              <Box role="status" sx={{ color: 'success.dark' }}>
                {notice ? t('notes.saved') : ''}
              </Box>
            </Stack>
          </Stack>
        </form>
      </Stack>
    </DetailSection>
  )
}
