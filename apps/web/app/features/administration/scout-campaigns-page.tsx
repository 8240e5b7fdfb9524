import Stack from '@mui/material/Stack'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormAlert, TextInput } from '../../components/form-fields'
import { FieldRow, FormSection } from '../../components/form-section'
import { InlineFormActions, RowActions, useInlineEditing } from '../../components/inline-editing'
import { PageHeading } from '../../components/page-heading'
import { Tag } from '../../components/tag'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { formatDate, formatManYen, formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import {
  type AdminScoutCampaignList,
  type AdminScoutCampaignRecord,
  createAdminScoutCampaign,
  updateAdminScoutCampaign,
} from './api'

const valuesOf = (campaign: AdminScoutCampaignRecord | null) => ({
  name: campaign?.name ?? '',
  name_en: campaign?.nameEn ?? '',
  starts_on: campaign?.startsOn ?? '',
  ends_on: campaign?.endsOn ?? '',
  high_salary_threshold: campaign?.highSalaryThreshold ?? '',
})

/** A new week, or the chosen one's changes: the same fields, checked by the same rules. */
function CampaignForm({
  campaign,
  onDone,
}: {
  campaign: AdminScoutCampaignRecord | null
  onDone: (message: string) => void
}) {
  const { t } = useTranslation('admin')
  const form = useForm({
    initialValues: valuesOf(campaign),
    schema: (schemas) => schemas.adminScoutCampaignBodySchema,
    submit: (body) =>
      campaign
        ? updateAdminScoutCampaign(getBrowserApi(), campaign.id, body)
        : createAdminScoutCampaign(getBrowserApi(), body),
    fallbackMessage: t('scoutCampaigns.failed'),
    revalidate: true,
    onSuccess: (saved) =>
      onDone(t(campaign ? 'scoutCampaigns.saved' : 'scoutCampaigns.created', { name: saved.name })),
  })
  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="admin-scout-campaign-form">
      <FormSection
        title={
          campaign
            ? t('scoutCampaigns.editTitle', { name: campaign.name })
            : t('scoutCampaigns.newTitle')
        }
      >
        <FormAlert form={form} />
        <FieldRow>
          <TextInput form={form} path="name" label={t('scoutCampaigns.fields.name')} required />
          <TextInput form={form} path="name_en" label={t('scoutCampaigns.fields.nameEn')} />
        </FieldRow>
        <FieldRow>
          <TextInput
            form={form}
            path="starts_on"
            type="date"
            label={t('scoutCampaigns.fields.startsOn')}
            required
          />
          <TextInput
            form={form}
            path="ends_on"
            type="date"
            label={t('scoutCampaigns.fields.endsOn')}
            required
          />
          <TextInput
            form={form}
            path="high_salary_threshold"
            type="number"
            label={t('scoutCampaigns.fields.threshold')}
            required
            slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
          />
        </FieldRow>
        <InlineFormActions
          isEditing={campaign !== null}
          pending={form.pending}
          cancelLabel={t('scoutCampaigns.cancelEdit')}
          submitLabel={campaign ? t('scoutCampaigns.save') : t('scoutCampaigns.create')}
          onCancel={() => onDone('')}
        />
      </FormSection>
    </form>
  )
}

/**
 * The Special Scout Weeks (/admin/scout_campaigns): every week with its state and how many
 * candidates joined, a form for a new one, and the same form for the one being edited.
 */
export function ScoutCampaignsPage({ list }: { list: AdminScoutCampaignList }) {
  const { t, locale } = useTranslation('admin')
  const editing = useInlineEditing<AdminScoutCampaignRecord>()
  const columns: DataTableColumn<AdminScoutCampaignRecord>[] = [
    {
      key: 'name',
      header: t('scoutCampaigns.columns.name'),
      phone: 'title',
      cell: (campaign) => (locale === 'en' && campaign.nameEn ? campaign.nameEn : campaign.name),
    },
    {
      key: 'period',
      header: t('scoutCampaigns.columns.period'),
      cell: (campaign) =>
        t('scoutCampaigns.periodValue', {
          from: formatDate(locale, campaign.startsOn),
          to: formatDate(locale, campaign.endsOn),
        }),
    },
    {
      key: 'threshold',
      header: t('scoutCampaigns.columns.threshold'),
      cell: (campaign) => formatManYen(locale, campaign.highSalaryThreshold),
    },
    {
      key: 'state',
      header: t('scoutCampaigns.columns.state'),
      cell: (campaign) => (
        <Tag variant="filled" colour={campaign.state === 'running' ? 'success' : 'default'}>
          {t(`scoutCampaigns.states.${campaign.state}`)}
        </Tag>
      ),
    },
    {
      key: 'joined',
      header: t('scoutCampaigns.columns.joined'),
      align: 'right',
      cell: (campaign) => formatNumber(locale, campaign.joinedCount),
    },
    {
      key: 'actions',
      header: t('scoutCampaigns.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (campaign) => (
        <RowActions
          editText={t('scoutCampaigns.edit')}
          editLabel={t('scoutCampaigns.editLabel', { name: campaign.name })}
          onEdit={() => editing.edit(campaign)}
        />
      ),
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('scoutCampaigns.title')}
        description={t('scoutCampaigns.description')}
      />
      <DataTable
        label={t('scoutCampaigns.label')}
        columns={columns}
        rows={list.scoutCampaigns}
        getRowId={(campaign) => campaign.id}
        rowProps={(campaign) => ({
          'data-testid': 'admin-scout-campaign',
          'data-state': campaign.state,
        })}
        emptyMessage={t('scoutCampaigns.empty')}
      />
      <CampaignForm key={editing.formKey} campaign={editing.editing} onDone={editing.done} />
      {editing.toast}
    </Stack>
  )
}
