import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { CheckInput, CheckList } from '../../components/check-list-field'
import { FormAlert, type Option, TextInput } from '../../components/form-fields'
import { FieldRow, FormSection } from '../../components/form-section'
import { PageHeading } from '../../components/page-heading'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { type AdminColumnRecord, createAdminColumn, updateAdminColumn } from './api'
import { AgentAuthorInput, type RelatedJob, RelatedJobsInput } from './column-links'
import { ADMIN_COLUMNS_PATH, adminColumnPath } from './paths'
import { PublicationActions, PublishedAtInput, usePublicationStatus } from './publication'
import { RichTextEditor } from './rich-text-editor'

const valuesOf = (column: AdminColumnRecord | null) => ({
  title: column?.title ?? '',
  title_en: column?.titleEn ?? '',
  summary: column?.summary ?? '',
  body: column?.body ?? '',
  author_name: column?.authorName ?? '',
  published_at: column?.publishedAt ?? '',
  is_pickup: column?.isPickup ?? false,
  is_selected: column?.isSelected ?? false,
  tag_ids: column?.tagIds ?? [],
  agent: column?.agent ?? null,
  related_job_infos: (column?.relatedJobInfos ?? []).map(
    (job): RelatedJob => ({
      id: job.id,
      title: job.title,
      organisationName: job.organisationName,
      isPublic: job.isPublic,
    }),
  ),
})

/**
 * A column's editor (/admin/columns/new and /admin/columns/{id}): the texts, the body in the
 * rich-text editor, tags and picks; saved as a draft or published (at the given time, which may
 * be to come). An existing column shows its saved body as the public page will.
 */
export function ColumnEditorPage({
  column,
  tagOptions,
  preview,
  initialNotice,
}: {
  column: AdminColumnRecord | null
  tagOptions: Option[]
  /** The saved body as the public page renders it; composed by the route. */
  preview: ReactNode
  initialNotice: boolean
}) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const status = usePublicationStatus(column?.status)
  const [draftId] = useState(newDraftId)
  const [notice, setNotice] = useState<string | null>(initialNotice ? t('columns.saved') : null)
  const form = useForm({
    initialValues: valuesOf(column),
    schema: (schemas) =>
      column ? schemas.adminColumnBodySchema : schemas.adminColumnCreateBodySchema,
    toBody: ({ agent, related_job_infos: relatedJobs, ...values }) => ({
      ...values,
      agent_id: agent?.id ?? null,
      related_job_info_ids: relatedJobs.map((job) => job.id),
      status: status.current,
      ...(column ? {} : { client_request_id: draftId }),
    }),
    submit: (body) =>
      column
        ? updateAdminColumn(getBrowserApi(), column.id, body)
        : createAdminColumn(getBrowserApi(), body),
    fallbackMessage: t('columns.failed'),
    revalidate: Boolean(column),
    onSuccess: (saved) => {
      if (column) setNotice(t('columns.saved'))
      else navigate(adminColumnPath(saved.id), { state: { notice: 'saved' } })
    },
  })
  return (
    <Stack spacing={3}>
      <MuiLink component={Link} to={ADMIN_COLUMNS_PATH}>
        {t('columns.back')}
      </MuiLink>
      <PageHeading
        title={column ? t('columns.editTitle') : t('columns.newTitle')}
        description={column ? column.title : null}
      />
      <form noValidate onSubmit={form.onSubmit} data-testid="admin-column-form">
        <Stack spacing={3}>
          <FormAlert form={form} />
          <FormSection title={t('columns.fields.body')}>
            <TextInput form={form} path="title" label={t('columns.fields.title')} required />
            <FieldRow>
              <TextInput form={form} path="title_en" label={t('columns.fields.titleEn')} />
              <TextInput form={form} path="author_name" label={t('columns.fields.authorName')} />
            </FieldRow>
            <TextInput
              form={form}
              path="summary"
              label={t('columns.fields.summary')}
              multiline
              minRows={2}
            />
            <RichTextEditor form={form} path="body" label={t('columns.fields.body')} />
          </FormSection>
          <FormSection title={t('columns.links')}>
            <AgentAuthorInput form={form} path="agent" />
            <RelatedJobsInput form={form} path="related_job_infos" />
          </FormSection>
          <FormSection title={t('columns.columns.picks')}>
            <PublishedAtInput form={form} />
            <CheckInput form={form} path="is_pickup" label={t('columns.fields.isPickup')} />
            <CheckInput form={form} path="is_selected" label={t('columns.fields.isSelected')} />
            {tagOptions.length > 0 ? (
              <CheckList
                form={form}
                path="tag_ids"
                label={t('columns.fields.tags')}
                options={tagOptions}
              />
            ) : null}
          </FormSection>
          <PublicationActions status={status} pending={form.pending} />
        </Stack>
      </form>
      {column ? (
        <FormSection title={t('columns.preview')}>
          <Typography color="text.secondary">{t('columns.previewHint')}</Typography>
          <div data-testid="admin-column-preview">{preview}</div>
        </FormSection>
      ) : null}
      <NoticeToast message={notice} onClose={() => setNotice(null)} />
    </Stack>
  )
}
