import { EVENT_STATUSES, type EventStatus, type Locale } from '@kakehashi/contracts'
import { type BoundForm, SelectInput } from '../../components/form-fields'
import { Tag } from '../../components/tag'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'

// What the events and special events pages share: the state of an event, chosen and shown, and
// the times the forms hold.

/** A Japan time as the forms hold it (`2026-12-01T09:00`), written in the reader's language. */
export const formatFormTime = (locale: Locale, value: string) =>
  formatDateTime(locale, new Date(`${value}+09:00`))

export function EventStatusChip({ status }: { status: EventStatus }) {
  const { t } = useTranslation('admin')
  return (
    <Tag variant="filled" colour={status === 'open' ? 'success' : 'default'}>
      {t(`events.states.${status}`)}
    </Tag>
  )
}

/** Draft or open. */
export function EventStatusInput({ form }: { form: BoundForm }) {
  const { t } = useTranslation('admin')
  return (
    <SelectInput
      form={form}
      path="status"
      label={t('events.fields.status')}
      placeholder={t('events.statusPlaceholder')}
      options={EVENT_STATUSES.map((status) => ({
        value: status,
        label: t(`events.states.${status}`),
      }))}
    />
  )
}
