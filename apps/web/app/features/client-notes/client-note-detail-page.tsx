import type { Locale } from '@kakehashi/contracts'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { PageTitle } from '../../components/page-heading'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import type { ClientNote } from './api'
import { NoteFacts } from './note-parts'

/**
 * A notice as recruiters read it, in the given language (the page's, unless told): its body is
 * plain text with its line breaks, never read as HTML. The administrators' preview shows it too.
 */
export function ClientNoteArticle({
  note,
  locale: shownLocale,
}: {
  note: Pick<
    ClientNote,
    'category' | 'publishedAt' | 'isPickup' | 'title' | 'titleEn' | 'body' | 'bodyEn'
  >
  locale?: Locale
}) {
  const { locale: pageLocale } = useTranslation('clientNotes')
  const locale = shownLocale ?? pageLocale
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <NoteFacts note={note} />
        <PageTitle size="record">{localised(locale, note.title, note.titleEn)}</PageTitle>
        <Typography
          component="div"
          data-testid="client-note-body"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 }}
        >
          {localised(locale, note.body, note.bodyEn)}
        </Typography>
      </Stack>
    </Paper>
  )
}

/** One notice, with the way back to the list. */
export function ClientNoteDetailPage({ note }: { note: ClientNote }) {
  const { t } = useTranslation('clientNotes')
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Link component={RouterLink} to="/client/notes" sx={{ alignSelf: 'start' }}>
        {t('backToList')}
      </Link>
      <ClientNoteArticle note={note} />
    </Stack>
  )
}
