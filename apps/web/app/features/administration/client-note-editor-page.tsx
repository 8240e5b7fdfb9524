import { CLIENT_NOTE_CATEGORIES, type ClientNoteCategory, type Locale } from '@kakehashi/contracts'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { CheckInput } from '../../components/check-list-field'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { FieldRow, FormSection } from '../../components/form-section'
import { PageHeading } from '../../components/page-heading'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { type AdminClientNoteRecord, createAdminClientNote, updateAdminClientNote } from './api'
import { ADMIN_CLIENT_NOTES_PATH, adminClientNotePath } from './paths'
import { PublicationActions, PublishedAtInput, usePublicationStatus } from './publication'

/** A notice as the form holds it, in the shape recruiters' pages read. */
export interface ClientNotePreview {
  category: ClientNoteCategory
  publishedAt: string
  isPickup: boolean
  title: string
  titleEn: string | null
  body: string
  bodyEn: string | null
}

/** The preview's date: the chosen time in Japan, or now for a notice published at once. */
function previewTime(value: string): string {
  const chosen = value ? new Date(`${value}+09:00`) : new Date()
  return (Number.isNaN(chosen.getTime()) ? new Date() : chosen).toISOString()
}

const valuesOf = (note: AdminClientNoteRecord | null) => ({
  category: note?.category ?? '',
  title: note?.title ?? '',
  title_en: note?.titleEn ?? '',
  body: note?.body ?? '',
  body_en: note?.bodyEn ?? '',
  published_at: note?.publishedAt ?? '',
  is_pickup: note?.isPickup ?? false,
})

/**
 * A notice's editor (/admin/client_notes/new and /admin/client_notes/{id}): kind, title and
 * plain-text body in both languages, the dashboard pickup, saved as a draft or published (at
 * the given time, which may be to come). The preview shows the notice as recruiters read it,
 * in each language, as it is typed.
 */
export function ClientNoteEditorPage({
  note,
  initialNotice,
  renderPreview,
}: {
  note: AdminClientNoteRecord | null
  initialNotice: boolean
  /** The notice as recruiters read it in the given language; composed by the route. */
  renderPreview: (note: ClientNotePreview, locale: Locale) => ReactNode
}) {
  const { t } = useTranslation('admin')
  const notes = useTranslation('clientNotes')
  const navigate = useNavigate()
  const status = usePublicationStatus(note?.status)
  const [draftId] = useState(newDraftId)
  const [notice, setNotice] = useState<string | null>(initialNotice ? t('clientNotes.saved') : null)
  const form = useForm({
    initialValues: valuesOf(note),
    schema: (schemas) =>
      note ? schemas.adminClientNoteBodySchema : schemas.adminClientNoteCreateBodySchema,
    toBody: (values) => ({
      ...values,
      status: status.current,
      ...(note ? {} : { client_request_id: draftId }),
    }),
    submit: (body) =>
      note
        ? updateAdminClientNote(getBrowserApi(), note.id, body)
        : createAdminClientNote(getBrowserApi(), body),
    fallbackMessage: t('clientNotes.failed'),
    revalidate: Boolean(note),
    onSuccess: (saved) => {
      if (note) setNotice(t('clientNotes.saved'))
      else navigate(adminClientNotePath(saved.id), { state: { notice: 'saved' } })
    },
  })
  const { values } = form
  const preview: ClientNotePreview = {
    category: (values.category || 'news') as ClientNoteCategory,
    publishedAt: previewTime(values.published_at),
    isPickup: values.is_pickup,
    title: values.title,
    titleEn: values.title_en || null,
    body: values.body,
    bodyEn: values.body_en || null,
  }
  const hasEnglish = Boolean(values.title_en || values.body_en)
  return (
    <Stack spacing={3}>
      <MuiLink component={Link} to={ADMIN_CLIENT_NOTES_PATH}>
        {t('clientNotes.back')}
      </MuiLink>
      <PageHeading
        title={note ? t('clientNotes.editTitle') : t('clientNotes.newTitle')}
        description={note ? note.title : null}
      />
      <form noValidate onSubmit={form.onSubmit} data-testid="admin-client-note-form">
        <Stack spacing={3}>
          <FormAlert form={form} />
          <FormSection title={t('clientNotes.fields.body')}>
            <SelectInput
              form={form}
              path="category"
              label={t('clientNotes.fields.category')}
              placeholder={t('clientNotes.categoryPlaceholder')}
              options={CLIENT_NOTE_CATEGORIES.map((category) => ({
                value: category,
                label: notes.t(`categories.${category}`),
              }))}
            />
            <FieldRow>
              <TextInput form={form} path="title" label={t('clientNotes.fields.title')} required />
              <TextInput form={form} path="title_en" label={t('clientNotes.fields.titleEn')} />
            </FieldRow>
            <TextInput
              form={form}
              path="body"
              label={t('clientNotes.fields.body')}
              required
              multiline
              minRows={6}
            />
            <TextInput
              form={form}
              path="body_en"
              label={t('clientNotes.fields.bodyEn')}
              multiline
              minRows={4}
            />
          </FormSection>
          <FormSection title={t('clientNotes.settings')}>
            <PublishedAtInput form={form} />
            <CheckInput form={form} path="is_pickup" label={t('clientNotes.fields.isPickup')} />
          </FormSection>
          <PublicationActions status={status} pending={form.pending} />
        </Stack>
      </form>
      <FormSection title={t('clientNotes.preview')}>
        <Typography color="text.secondary">{t('clientNotes.previewHint')}</Typography>
        <Stack spacing={2} data-testid="admin-client-note-preview">
          <Typography variant="subtitle2" component="h3">
            {t('clientNotes.previewIn.ja')}
          </Typography>
          {renderPreview(preview, 'ja')}
          {hasEnglish ? (
            <>
              <Typography variant="subtitle2" component="h3">
                {t('clientNotes.previewIn.en')}
              </Typography>
              {renderPreview(preview, 'en')}
            </>
          ) : null}
        </Stack>
      </FormSection>
      <NoticeToast message={notice} onClose={() => setNotice(null)} />
    </Stack>
  )
}
