import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { FormAlert } from '../../components/form-alert'
import { SectionTitle } from '../../components/page-heading'
import { getBrowserApi } from '../../lib/api'
import { toSnakeCaseKeys } from '../../lib/case-conversion'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import {
  criteriaOf,
  type JobSearchState,
  searchResultsHref,
  stateOfCriteria,
} from '../../lib/job-search-query'
import { type SavedSearch, saveSearch } from './api'
import { TextInputField } from './fields'

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
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="saved-searches-heading"
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="saved-searches"
    >
      <SectionTitle id="saved-searches-heading" size="small" sx={{ mb: 2 }}>
        {t('saved.heading')}
      </SectionTitle>
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
          <SaveSearchForm state={state} />
        </Stack>
      )}
    </Paper>
  )
}

/** Saves the conditions currently in the search form under a name; the list then shows it. */
function SaveSearchForm({ state }: { state: JobSearchState }) {
  const { t } = useTranslation('jobs')
  const form = useForm({
    initialValues: { name: '' },
    schema: (schemas) => schemas.jobSearchConditionBodySchema,
    // The rules read the wire spelling; the client spells the body so when it sends it.
    toBody: (values) => ({
      name: values.name.trim(),
      conditions: toSnakeCaseKeys(criteriaOf(state)),
    }),
    submit: (_body, values) => saveSearch(getBrowserApi(), values.name.trim(), criteriaOf(state)),
    fallbackMessage: t('saved.failed'),
    revalidate: true,
    onSuccess: (): void => form.set('name', ''),
  })
  const problem = form.problem('name')
  return (
    <>
      <form onSubmit={form.onSubmit}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-end' } }}
        >
          {/* The search page's native field (./fields): MUI's form control would load with
              this public page for one text box. */}
          <TextInputField
            name="name"
            label={t('saved.name')}
            placeholder={t('saved.namePlaceholder')}
            required
            value={form.values.name}
            onChange={(event) => form.set('name', event.target.value)}
            problem={problem}
            maxLength={255}
            flex={1}
          />
          <Button type="submit" variant="outlined" disabled={form.pending}>
            {form.pending ? t('saved.saving') : t('saved.save')}
          </Button>
        </Stack>
      </form>
      {form.result && !form.pending ? (
        <Typography role="status" sx={{ color: 'success.dark' }}>
          {t('saved.savedMessage')}
        </Typography>
      ) : null}
      <FormAlert form={form} />
    </>
  )
}
