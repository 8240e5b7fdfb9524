import { EVENT_STATUSES, type EventStatus } from '@kakehashi/contracts'
import Stack from '@mui/material/Stack'
import { CheckInput } from '../../components/check-list-field'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormAlert, TextInput } from '../../components/form-fields'
import { FieldRow, FormSection } from '../../components/form-section'
import { InlineFormActions, RowActions, useInlineEditing } from '../../components/inline-editing'
import { PageHeading } from '../../components/page-heading'
import { StateTabs } from '../../components/state-tabs'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { type AdminEventList, type AdminEventRecord, saveAdminEvent } from './api'
import { EventStatusChip, EventStatusInput, formatFormTime } from './event-parts'

const valuesOf = (event: AdminEventRecord | null) => ({
  title: event?.title ?? '',
  title_en: event?.titleEn ?? '',
  body: event?.body ?? '',
  place: event?.place ?? '',
  is_online: event?.isOnline ?? false,
  event_starts_at: event?.eventStartsAt ?? '',
  event_ends_at: event?.eventEndsAt ?? '',
  entry_starts_at: event?.entryStartsAt ?? '',
  entry_ends_at: event?.entryEndsAt ?? '',
  capacity: event?.capacity ?? '',
  fee_yen: event?.feeYen ?? 0,
  is_pickup: event?.isPickup ?? false,
  status: event?.status ?? '',
})

function EventForm({
  event,
  onDone,
}: {
  event: AdminEventRecord | null
  onDone: (message: string) => void
}) {
  const { t } = useTranslation('admin')
  const form = useForm({
    initialValues: valuesOf(event),
    schema: (schemas) => schemas.adminEventBodySchema,
    submit: (body) => saveAdminEvent(getBrowserApi(), event?.id ?? null, body),
    fallbackMessage: t('events.failed'),
    revalidate: true,
    onSuccess: (saved) =>
      onDone(t(event ? 'events.saved' : 'events.created', { title: saved.title })),
  })
  const dateTime = (path: string, label: string, required = false) => (
    <TextInput form={form} path={path} type="datetime-local" label={label} required={required} />
  )
  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="admin-event-form">
      <FormSection
        title={event ? t('events.editEvent', { title: event.title }) : t('events.newEvent')}
      >
        <FormAlert form={form} />
        <FieldRow>
          <TextInput form={form} path="title" label={t('events.fields.title')} required />
          <TextInput form={form} path="title_en" label={t('events.fields.titleEn')} />
        </FieldRow>
        <TextInput form={form} path="body" label={t('events.fields.body')} multiline minRows={4} />
        <FieldRow>
          <TextInput form={form} path="place" label={t('events.fields.place')} />
          <CheckInput form={form} path="is_online" label={t('events.fields.isOnline')} />
        </FieldRow>
        <FieldRow>
          {dateTime('event_starts_at', t('events.fields.eventStartsAt'), true)}
          {dateTime('event_ends_at', t('events.fields.eventEndsAt'))}
        </FieldRow>
        <FieldRow>
          {dateTime('entry_starts_at', t('events.fields.entryStartsAt'))}
          {dateTime('entry_ends_at', t('events.fields.entryEndsAt'))}
        </FieldRow>
        <FieldRow>
          <TextInput
            form={form}
            path="capacity"
            type="number"
            label={t('events.fields.capacity')}
            slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
          />
          <TextInput
            form={form}
            path="fee_yen"
            type="number"
            label={t('events.fields.feeYen')}
            required
            slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
          />
        </FieldRow>
        <FieldRow>
          <EventStatusInput form={form} />
          <CheckInput form={form} path="is_pickup" label={t('events.fields.isPickup')} />
        </FieldRow>
        <InlineFormActions
          isEditing={event !== null}
          pending={form.pending}
          cancelLabel={t('events.cancelEdit')}
          submitLabel={event ? t('events.save') : t('events.create')}
          onCancel={() => onDone('')}
        />
      </FormSection>
    </form>
  )
}

/**
 * The events (/admin/events): drafts and open events, the latest first, with their entries; one
 * form for a new event or the one being edited. Times are Japan's.
 */
export function EventsPage({
  list,
  status,
}: {
  list: AdminEventList
  status: EventStatus | undefined
}) {
  const { t, locale } = useTranslation('admin')
  const editing = useInlineEditing<AdminEventRecord>()
  const columns: DataTableColumn<AdminEventRecord>[] = [
    { key: 'title', header: t('events.columns.title'), phone: 'title', cell: (row) => row.title },
    {
      key: 'startsAt',
      header: t('events.columns.startsAt'),
      cell: (row) => formatFormTime(locale, row.eventStartsAt),
    },
    {
      key: 'place',
      header: t('events.columns.place'),
      cell: (row) => (row.isOnline ? t('events.online') : row.place),
    },
    {
      key: 'organiser',
      header: t('events.columns.organiser'),
      cell: (row) => row.organiserName ?? t('events.platform'),
    },
    {
      key: 'entries',
      header: t('events.columns.entries'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.entryCount),
    },
    {
      key: 'status',
      header: t('events.columns.status'),
      cell: (row) => <EventStatusChip status={row.status} />,
    },
    {
      key: 'actions',
      header: t('events.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (row) => (
        <RowActions
          editText={t('events.edit')}
          editLabel={t('events.editLabel', { title: row.title })}
          onEdit={() => editing.edit(row)}
        />
      ),
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading title={t('events.title')} description={t('events.description')} />
      <StateTabs
        label={t('events.stateNav')}
        param="status"
        current={status}
        tabs={[undefined, ...EVENT_STATUSES].map((tab) => ({
          value: tab,
          label: t(`events.states.${tab ?? 'all'}`),
        }))}
      />
      <DataTable
        label={t('events.label')}
        columns={columns}
        rows={list.events}
        getRowId={(row) => row.id}
        pagination={list.pagination}
        rowProps={(row) => ({ 'data-testid': 'admin-event', 'data-status': row.status })}
        emptyMessage={t('events.empty')}
      />
      <EventForm key={editing.formKey} event={editing.editing} onDone={editing.done} />
      {editing.toast}
    </Stack>
  )
}
