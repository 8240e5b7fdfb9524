import type { ClientNoteCategory } from '@kakehashi/contracts'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Tag } from '../../components/tag'
import { formatDate } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'

/** A notice's category label, its publication date, and "pickup" when it is on the dashboard. */
export function NoteFacts({
  note,
}: {
  note: { category: ClientNoteCategory; publishedAt: string; isPickup?: boolean }
}) {
  const { t, locale } = useTranslation('clientNotes')
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Tag>{t(`categories.${note.category}`)}</Tag>
      {note.isPickup ? <Tag tone="new">{t('pickup')}</Tag> : null}
      <Typography variant="body2" color="text.secondary" component="span">
        <time dateTime={note.publishedAt}>{formatDate(locale, note.publishedAt)}</time>
      </Typography>
    </Stack>
  )
}
