import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import type { ClientNoteSummary } from './api'
import { NoteFacts } from './note-parts'

/**
 * The pickup notice on the dashboard (load it with `fetchPickupNote`); nothing when there is
 * none. The link leads to the notice, which trial accounts may not open: they are sent back with
 * the trial toast, as for any page outside their permissions.
 */
export function ClientNotePickup({ note }: { note: ClientNoteSummary | null }) {
  const { t, locale } = useTranslation('clientNotes')
  if (!note) return null
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="client-note-pickup"
      data-testid="client-note-pickup"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={1}>
        <Typography id="client-note-pickup" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('pickupHeading')}
        </Typography>
        <NoteFacts note={{ ...note, isPickup: false }} />
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {localised(locale, note.title, note.titleEn)}
        </Typography>
        <Link component={RouterLink} to={`/client/notes/${note.id}`} sx={{ alignSelf: 'start' }}>
          {t('readMore')}
        </Link>
      </Stack>
    </Paper>
  )
}
