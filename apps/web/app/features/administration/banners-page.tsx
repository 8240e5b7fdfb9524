import Stack from '@mui/material/Stack'
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormAlert, TextInput } from '../../components/form-fields'
import { FieldRow, FormSection } from '../../components/form-section'
import { InlineFormActions, RowActions, useInlineEditing } from '../../components/inline-editing'
import { PageHeading } from '../../components/page-heading'
import { SearchPanel, SearchPanelActions } from '../../components/search-panel'
import { Tag } from '../../components/tag'
import { TextField } from '../../components/text-field'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import {
  type AdminBannerList,
  type AdminBannerRecord,
  deleteAdminBanner,
  saveAdminBanner,
} from './api'
import { ADMIN_BANNERS_PATH } from './paths'

function BannerForm({
  banner,
  onDone,
}: {
  banner: AdminBannerRecord | null
  onDone: (message: string) => void
}) {
  const { t } = useTranslation('admin')
  const form = useForm({
    initialValues: {
      job_info_id: banner?.jobInfoId ?? '',
      transaction_id: banner?.transactionId ?? '',
      trigger_words: banner?.triggerWords.join('、') ?? '',
      position: banner?.position ?? 0,
    },
    schema: (schemas) => schemas.adminBannerBodySchema,
    submit: (body) => saveAdminBanner(getBrowserApi(), banner?.id ?? null, body),
    fallbackMessage: t('banners.failed'),
    revalidate: true,
    onSuccess: (saved) =>
      onDone(t(banner ? 'banners.saved' : 'banners.created', { id: saved.transactionId })),
  })
  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="admin-banner-form">
      <FormSection
        title={
          banner ? t('banners.editBanner', { id: banner.transactionId }) : t('banners.newBanner')
        }
      >
        <FormAlert form={form} />
        <FieldRow>
          <TextInput
            form={form}
            path="job_info_id"
            label={t('banners.fields.jobInfoId')}
            hint={t('banners.fields.jobInfoIdHint')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextInput
            form={form}
            path="transaction_id"
            label={t('banners.fields.transactionId')}
            required
          />
          <TextInput
            form={form}
            path="position"
            type="number"
            label={t('banners.fields.position')}
            required
            slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
          />
        </FieldRow>
        <TextInput
          form={form}
          path="trigger_words"
          label={t('banners.fields.triggerWords')}
          hint={t('banners.fields.triggerWordsHint')}
          required
        />
        <InlineFormActions
          isEditing={banner !== null}
          pending={form.pending}
          cancelLabel={t('banners.cancelEdit')}
          submitLabel={banner ? t('banners.save') : t('banners.create')}
          onCancel={() => onDone('')}
        />
      </FormSection>
    </form>
  )
}

/**
 * The banner jobs (/admin/banner_job_infos): every placement in the order searches show them,
 * found by a trigger word, with whether searches show it, and one form for a new or changed one.
 */
export function BannersPage({ list, keyword }: { list: AdminBannerList; keyword: string }) {
  const { t, locale } = useTranslation('admin')
  const editing = useInlineEditing<AdminBannerRecord>()
  const removal = useConfirmation(
    (banner: AdminBannerRecord) => deleteAdminBanner(getBrowserApi(), banner.id),
    {
      fallbackMessage: t('banners.deleteFailed'),
      revalidate: true,
      onDone: (banner) => editing.tell(t('banners.deleted', { id: banner.transactionId })),
    },
  )
  const columns: DataTableColumn<AdminBannerRecord>[] = [
    {
      key: 'job',
      header: t('banners.columns.job'),
      phone: 'title',
      // The public page is the candidate area's, which sends administrators back here: the
      // job is named by its title and the id the form takes.
      cell: (row) => t('banners.jobValue', { title: row.jobTitle, id: row.jobInfoId }),
    },
    {
      key: 'transactionId',
      header: t('banners.columns.transactionId'),
      cell: (row) => row.transactionId,
    },
    {
      key: 'triggerWords',
      header: t('banners.columns.triggerWords'),
      cell: (row) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {row.triggerWords.map((word) => (
            <Tag variant="filled" key={word}>
              {word}
            </Tag>
          ))}
        </Stack>
      ),
    },
    {
      key: 'position',
      header: t('banners.columns.position'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.position),
    },
    {
      key: 'shown',
      header: t('banners.columns.shown'),
      cell: (row) => (
        <Tag variant="filled" colour={row.isShown ? 'success' : 'default'}>
          {row.isShown ? t('banners.shown') : t('banners.hidden')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      header: t('banners.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (row) => (
        <RowActions
          editText={t('banners.edit')}
          editLabel={t('banners.editLabel', { id: row.transactionId })}
          onEdit={() => editing.edit(row)}
          remove={{
            text: t('banners.delete'),
            label: t('banners.deleteLabel', { id: row.transactionId }),
            onClick: () => removal.ask(row),
          }}
        />
      ),
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading title={t('banners.title')} description={t('banners.description')} />
      <SearchPanel action={ADMIN_BANNERS_PATH} label={t('banners.label')} spacing={2}>
        <TextField
          key={keyword}
          name="keyword"
          type="search"
          label={t('banners.keyword')}
          defaultValue={keyword}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 }, inputLabel: { shrink: true } }}
        />
        <SearchPanelActions
          clearTo={ADMIN_BANNERS_PATH}
          clearLabel={t('banners.clear')}
          submitLabel={t('banners.search')}
        />
      </SearchPanel>
      <DataTable
        label={t('banners.label')}
        columns={columns}
        rows={list.bannerJobInfos}
        getRowId={(row) => row.id}
        pagination={list.pagination}
        rowProps={(row) => ({ 'data-testid': 'admin-banner', 'data-shown': row.isShown })}
        emptyMessage={t('banners.empty')}
      />
      <BannerForm key={editing.formKey} banner={editing.editing} onDone={editing.done} />
      <ConfirmDialog
        {...removal.dialog}
        title={t('banners.confirmDelete', { id: removal.record?.transactionId ?? '' })}
        body={t('banners.confirmDeleteBody')}
        confirmLabel={t('banners.delete')}
        cancelLabel={t('banners.keep')}
      />
      {editing.toast}
    </Stack>
  )
}
