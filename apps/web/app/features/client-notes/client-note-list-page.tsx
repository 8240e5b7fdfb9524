import { CLIENT_NOTE_CATEGORIES, type ClientNoteCategory } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLocation } from 'react-router'
import { CardTitle, ListCard } from '../../components/list-card'
import { ListPagination, listHref } from '../../components/list-pagination'
import { PageHeading } from '../../components/page-heading'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import type { ClientNoteList } from './api'
import { NoteFacts } from './note-parts'

/** The category links above the list; each is an address, so a filter can be bookmarked. */
function CategoryFilter({ current }: { current: ClientNoteCategory | null }) {
  const { t } = useTranslation('clientNotes')
  const location = useLocation()
  const choices: { value: ClientNoteCategory | null; label: string }[] = [
    { value: null, label: t('allCategories') },
    ...CLIENT_NOTE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
  ]
  return (
    <Stack
      component="nav"
      aria-label={t('categoryLabel')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {choices.map((choice) => {
        const isCurrent = choice.value === current
        return (
          <Chip
            key={choice.value ?? 'all'}
            component={RouterLink}
            to={listHref(location, { category: choice.value, page: null })}
            clickable
            label={choice.label}
            color={isCurrent ? 'primary' : 'default'}
            variant={isCurrent ? 'filled' : 'outlined'}
            aria-current={isCurrent ? 'page' : undefined}
          />
        )
      })}
    </Stack>
  )
}

/** The platform's notices, newest first, by category, twenty a page. */
export function ClientNoteListPage({
  list,
  category,
}: {
  list: ClientNoteList
  category: ClientNoteCategory | null
}) {
  const { t, locale } = useTranslation('clientNotes')
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading title={t('title')} description={t('description')} />
      <CategoryFilter current={category} />
      {list.clientNotes.length === 0 ? (
        <Typography data-testid="client-notes-empty">{t('empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.clientNotes.map((note) => (
            <Box component="li" key={note.id}>
              <ListCard spacing={1} data-testid="client-note">
                <NoteFacts note={note} />
                <CardTitle component="h2" to={`/client/notes/${note.id}`}>
                  {localised(locale, note.title, note.titleEn)}
                </CardTitle>
              </ListCard>
            </Box>
          ))}
        </Stack>
      )}
      <ListPagination pagination={list.pagination} />
    </Stack>
  )
}
