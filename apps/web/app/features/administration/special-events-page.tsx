import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { Link } from 'react-router'
import { CheckInput } from '../../components/check-list-field'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormAlert, TextInput } from '../../components/form-fields'
import { FieldRow, FormSection } from '../../components/form-section'
import { InlineFormActions, RowActions, useInlineEditing } from '../../components/inline-editing'
import { PageHeading } from '../../components/page-heading'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import {
  type AdminSpecialEventGroupDetail,
  type AdminSpecialEventGroupList,
  type AdminSpecialEventGroupRecord,
  type AdminSpecialEventRecord,
  saveAdminSpecialEvent,
  saveAdminSpecialEventGroup,
} from './api'
import { EventStatusChip, EventStatusInput, formatFormTime } from './event-parts'
import { ADMIN_SPECIAL_EVENTS_PATH, adminSpecialEventGroupPath } from './paths'

// Special events (a fair of many companies) and their sessions, as administrators write them.

type Done = (message: string) => void

function GroupForm({
  group,
  onDone,
}: {
  group: AdminSpecialEventGroupRecord | null
  onDone: Done
}) {
  const { t } = useTranslation('admin')
  const form = useForm({
    initialValues: {
      name: group?.name ?? '',
      title: group?.title ?? '',
      title_en: group?.titleEn ?? '',
      description: group?.description ?? '',
      description_en: group?.descriptionEn ?? '',
      starts_on: group?.startsOn ?? '',
      ends_on: group?.endsOn ?? '',
      status: group?.status ?? '',
    },
    schema: (schemas) => schemas.adminSpecialEventGroupBodySchema,
    submit: (body) => saveAdminSpecialEventGroup(getBrowserApi(), group?.id ?? null, body),
    fallbackMessage: t('specialEvents.failed'),
    revalidate: true,
    onSuccess: (saved) =>
      onDone(t(group ? 'specialEvents.saved' : 'specialEvents.created', { title: saved.title })),
  })
  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="admin-special-event-group-form">
      <FormSection
        title={
          group ? t('specialEvents.editTitle', { title: group.title }) : t('specialEvents.newGroup')
        }
      >
        <FormAlert form={form} />
        <FieldRow>
          <TextInput form={form} path="name" label={t('specialEvents.fields.name')} required />
          <EventStatusInput form={form} />
        </FieldRow>
        <FieldRow>
          <TextInput form={form} path="title" label={t('specialEvents.fields.title')} required />
          <TextInput form={form} path="title_en" label={t('specialEvents.fields.titleEn')} />
        </FieldRow>
        <TextInput
          form={form}
          path="description"
          label={t('specialEvents.fields.description')}
          multiline
          minRows={3}
        />
        <TextInput
          form={form}
          path="description_en"
          label={t('specialEvents.fields.descriptionEn')}
          multiline
          minRows={2}
        />
        <FieldRow>
          <TextInput
            form={form}
            path="starts_on"
            type="datetime-local"
            label={t('specialEvents.fields.startsOn')}
            required
          />
          <TextInput
            form={form}
            path="ends_on"
            type="datetime-local"
            label={t('specialEvents.fields.endsOn')}
            required
          />
        </FieldRow>
        <InlineFormActions
          isEditing={group !== null}
          pending={form.pending}
          cancelLabel={t('specialEvents.cancelEdit')}
          submitLabel={group ? t('specialEvents.save') : t('specialEvents.create')}
          onCancel={() => onDone('')}
        />
      </FormSection>
    </form>
  )
}

/** Every special event (/admin/special_events), the latest first, with its sessions and entries. */
export function SpecialEventGroupsPage({ list }: { list: AdminSpecialEventGroupList }) {
  const { t, locale } = useTranslation('admin')
  const editing = useInlineEditing<AdminSpecialEventGroupRecord>()
  const columns: DataTableColumn<AdminSpecialEventGroupRecord>[] = [
    {
      key: 'title',
      header: t('specialEvents.columns.title'),
      phone: 'title',
      cell: (row) => (
        <MuiLink component={Link} to={adminSpecialEventGroupPath(row.id)} sx={{ fontWeight: 700 }}>
          {row.title}
        </MuiLink>
      ),
    },
    {
      key: 'name',
      header: t('specialEvents.columns.name'),
      cell: (row) => `/special_events/${row.name}`,
    },
    {
      key: 'period',
      header: t('specialEvents.columns.period'),
      cell: (row) =>
        t('specialEvents.periodValue', {
          from: formatFormTime(locale, row.startsOn),
          to: formatFormTime(locale, row.endsOn),
        }),
    },
    {
      key: 'sessions',
      header: t('specialEvents.columns.sessions'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.sessionCount),
    },
    {
      key: 'entries',
      header: t('specialEvents.columns.entries'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.entryCount),
    },
    {
      key: 'status',
      header: t('specialEvents.columns.status'),
      cell: (row) => <EventStatusChip status={row.status} />,
    },
    {
      key: 'actions',
      header: t('specialEvents.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (row) => (
        <RowActions
          editText={t('specialEvents.edit')}
          editLabel={t('specialEvents.editLabel', { title: row.title })}
          onEdit={() => editing.edit(row)}
        />
      ),
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading title={t('specialEvents.title')} description={t('specialEvents.description')} />
      <DataTable
        label={t('specialEvents.label')}
        columns={columns}
        rows={list.specialEventGroups}
        getRowId={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'admin-special-event-group' })}
        emptyMessage={t('specialEvents.empty')}
      />
      <GroupForm key={editing.formKey} group={editing.editing} onDone={editing.done} />
      {editing.toast}
    </Stack>
  )
}

function SessionForm({
  groupId,
  session,
  onDone,
}: {
  groupId: number
  session: AdminSpecialEventRecord | null
  onDone: Done
}) {
  const { t } = useTranslation('admin')
  const form = useForm({
    initialValues: {
      company_id: session?.companyId ?? '',
      title: session?.title ?? '',
      title_en: session?.titleEn ?? '',
      body: session?.body ?? '',
      place: session?.place ?? '',
      is_online: session?.isOnline ?? false,
      event_starts_at: session?.eventStartsAt ?? '',
      event_ends_at: session?.eventEndsAt ?? '',
      entry_ends_at: session?.entryEndsAt ?? '',
      capacity: session?.capacity ?? '',
      position: session?.position ?? 0,
      status: session?.status ?? '',
    },
    schema: (schemas) => schemas.adminSpecialEventBodySchema,
    submit: (body) =>
      saveAdminSpecialEvent(getBrowserApi(), session ? { id: session.id } : { groupId }, body),
    fallbackMessage: t('specialEvents.failed'),
    revalidate: true,
    onSuccess: (saved) =>
      onDone(t(session ? 'specialEvents.saved' : 'specialEvents.created', { title: saved.title })),
  })
  const dateTime = (path: string, label: string, required = false) => (
    <TextInput form={form} path={path} type="datetime-local" label={label} required={required} />
  )
  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="admin-special-event-form">
      <FormSection
        title={
          session
            ? t('specialEvents.editTitle', { title: session.title })
            : t('specialEvents.newSession')
        }
      >
        <FormAlert form={form} />
        <FieldRow>
          <TextInput form={form} path="title" label={t('specialEvents.fields.title')} required />
          <TextInput form={form} path="title_en" label={t('specialEvents.fields.titleEn')} />
        </FieldRow>
        <FieldRow>
          <TextInput
            form={form}
            path="company_id"
            label={t('specialEvents.fields.companyId')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <EventStatusInput form={form} />
        </FieldRow>
        <TextInput
          form={form}
          path="body"
          label={t('specialEvents.fields.body')}
          multiline
          minRows={3}
        />
        <FieldRow>
          <TextInput form={form} path="place" label={t('specialEvents.fields.place')} />
          <CheckInput form={form} path="is_online" label={t('specialEvents.fields.isOnline')} />
        </FieldRow>
        <FieldRow>
          {dateTime('event_starts_at', t('specialEvents.fields.eventStartsAt'), true)}
          {dateTime('event_ends_at', t('specialEvents.fields.eventEndsAt'))}
          {dateTime('entry_ends_at', t('specialEvents.fields.entryEndsAt'))}
        </FieldRow>
        <FieldRow>
          <TextInput
            form={form}
            path="capacity"
            type="number"
            label={t('specialEvents.fields.capacity')}
            slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
          />
          <TextInput
            form={form}
            path="position"
            type="number"
            label={t('specialEvents.fields.position')}
            required
            slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
          />
        </FieldRow>
        <InlineFormActions
          isEditing={session !== null}
          pending={form.pending}
          cancelLabel={t('specialEvents.cancelEdit')}
          submitLabel={session ? t('specialEvents.save') : t('specialEvents.create')}
          onCancel={() => onDone('')}
        />
      </FormSection>
    </form>
  )
}

/** One special event's sessions (/admin/special_events/{id}), in the order the public sees them. */
export function SpecialEventGroupPage({ detail }: { detail: AdminSpecialEventGroupDetail }) {
  const { t, locale } = useTranslation('admin')
  const group = detail.specialEventGroup
  const editing = useInlineEditing<AdminSpecialEventRecord>()
  const columns: DataTableColumn<AdminSpecialEventRecord>[] = [
    {
      key: 'title',
      header: t('specialEvents.columns.title'),
      phone: 'title',
      cell: (row) => row.title,
    },
    {
      key: 'company',
      header: t('specialEvents.columns.company'),
      cell: (row) => row.companyName ?? t('specialEvents.platform'),
    },
    {
      key: 'startsAt',
      header: t('specialEvents.columns.startsAt'),
      cell: (row) => formatFormTime(locale, row.eventStartsAt),
    },
    {
      key: 'position',
      header: t('specialEvents.columns.position'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.position),
    },
    {
      key: 'entries',
      header: t('specialEvents.columns.entries'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.entryCount),
    },
    {
      key: 'status',
      header: t('specialEvents.columns.status'),
      cell: (row) => <EventStatusChip status={row.status} />,
    },
    {
      key: 'actions',
      header: t('specialEvents.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (row) => (
        <RowActions
          editText={t('specialEvents.edit')}
          editLabel={t('specialEvents.editLabel', { title: row.title })}
          onEdit={() => editing.edit(row)}
        />
      ),
    },
  ]
  return (
    <Stack spacing={3}>
      <MuiLink component={Link} to={ADMIN_SPECIAL_EVENTS_PATH}>
        {t('specialEvents.back')}
      </MuiLink>
      <PageHeading
        title={group.title}
        description={t('specialEvents.periodValue', {
          from: formatFormTime(locale, group.startsOn),
          to: formatFormTime(locale, group.endsOn),
        })}
        action={<EventStatusChip status={group.status} />}
      />
      <DataTable
        label={t('specialEvents.sessionsTitle')}
        columns={columns}
        rows={detail.specialEvents}
        getRowId={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'admin-special-event' })}
        emptyMessage={t('specialEvents.sessionsEmpty')}
      />
      <SessionForm
        key={editing.formKey}
        groupId={group.id}
        session={editing.editing}
        onDone={editing.done}
      />
      {editing.toast}
    </Stack>
  )
}
