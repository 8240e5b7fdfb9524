import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { Link as RouterLink, useFetcher } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import type { SavedSearch } from './api'
import { TextInputField } from './fields'
import { criteriaOf, type JobSearchState, searchResultsHref, stateOfCriteria } from './search-query'

export type SaveSearchResult =
  | { ok: true }
  | { ok: false; code: 'nameRequired' | 'failed'; message?: string }

interface SavedSearchesProps {
  /** Null for a visitor who is not signed in. */
  savedSearches: SavedSearch[] | null
  state: JobSearchState
  loginHref: string
}

/**
 * A candidate's saved searches as links, and a form that saves the conditions currently in the
 * search form under a name. Visitors are invited to sign in instead.
 */
export function SavedSearches({ savedSearches, state, loginHref }: SavedSearchesProps) {
  const { t } = useTranslation('jobs')
  const fetcher = useFetcher<SaveSearchResult>()
  const form = useRef<HTMLFormElement>(null)
  const result = fetcher.state === 'idle' ? fetcher.data : undefined

  useEffect(() => {
    if (result?.ok) form.current?.reset()
  }, [result])

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="saved-searches-heading"
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="saved-searches"
    >
      <Typography
        id="saved-searches-heading"
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, mb: 2 }}
      >
        {t('saved.heading')}
      </Typography>
      {savedSearches === null ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('saved.signInPrompt')}</Typography>
          <Button component={RouterLink} to={loginHref} variant="outlined">
            {t('saved.signIn')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          {savedSearches.length ? (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {savedSearches.map((saved) => (
                <li key={saved.id}>
                  <Link
                    component={RouterLink}
                    to={searchResultsHref(stateOfCriteria(saved.conditions))}
                    data-testid="saved-search"
                  >
                    {saved.name}
                  </Link>
                </li>
              ))}
            </Stack>
          ) : (
            <Typography color="text.secondary">{t('saved.empty')}</Typography>
          )}
          <fetcher.Form method="post" ref={form}>
            <input type="hidden" name="conditions" value={JSON.stringify(criteriaOf(state))} />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-end' } }}
            >
              <TextInputField
                name="name"
                label={t('saved.name')}
                placeholder={t('saved.namePlaceholder')}
                required
                aria-invalid={result?.ok === false && result.code === 'nameRequired'}
                maxLength={255}
                flex={1}
              />
              <Button type="submit" variant="outlined" disabled={fetcher.state !== 'idle'}>
                {fetcher.state === 'idle' ? t('saved.save') : t('saved.saving')}
              </Button>
            </Stack>
          </fetcher.Form>
          {result?.ok ? (
            <Typography role="status" sx={{ color: 'success.dark' }}>
              {t('saved.savedMessage')}
            </Typography>
          ) : null}
          {result?.ok === false ? (
            <Typography role="alert" sx={{ color: 'error.main' }}>
              {result.code === 'nameRequired'
                ? t('saved.nameRequired')
                : (result.message ?? t('saved.failed'))}
            </Typography>
          ) : null}
        </Stack>
      )}
    </Paper>
  )
}
