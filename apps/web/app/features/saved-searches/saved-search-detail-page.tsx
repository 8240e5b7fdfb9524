import type { CandidateSearchCriteria } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { FactList } from '../../components/fact-list'
import { FormAlert } from '../../components/form-fields'
import { PageTitle } from '../../components/page-heading'
import { SavedSearchFields } from '../../components/saved-search-fields'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { formatDateTime } from '../../lib/format'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'
import { type CriteriaKey, candidateSearchHref, cleanCriteria } from '../../lib/member-search-query'
import { useMutation } from '../../lib/mutation'
import { criteriaOf, deleteSavedSearch, type SavedSearch, updateSavedSearch } from './api'
import { SAVED_SEARCHES_PATH } from './paths'
import type { SavedSearchListNotice } from './saved-search-list-page'

/** What the page edits, in the wire spelling its fields and the API's problems use. */
interface SavedSearchValues extends Record<string, unknown> {
  name: string
  notify_new_members: boolean
  query: CandidateSearchCriteria
}

/** What the page needs of the member search's criteria form: its value and each field's problem. */
export interface CriteriaFormSlot {
  value: CandidateSearchCriteria
  onChange: (next: CandidateSearchCriteria) => void
  problem: (key: CriteriaKey) => string | undefined
}

const valuesOf = (search: SavedSearch): SavedSearchValues => ({
  name: search.name,
  notify_new_members: search.notifyNewMembers,
  query: criteriaOf(search),
})

/**
 * One saved search (/client/search_conditions/{id}): its name, its new-member alerts and its
 * conditions in the member search's own form, saved together; the search run with what the form
 * holds now; deleted after a confirmation. `renderCriteriaForm` places that form; `actions`, the
 * route's own actions on the search (the quick scout), stand under the title, outside the form.
 */
export function SavedSearchDetailPage({
  search,
  renderCriteriaForm,
  actions,
}: {
  search: SavedSearch
  renderCriteriaForm: (slot: CriteriaFormSlot) => ReactNode
  actions?: ReactNode
}) {
  const { t, locale } = useTranslation('searchConditions')
  const navigate = useNavigate()
  const isHydrated = useIsHydrated()
  const criteriaHeadingId = useId()
  const [toast, setToast] = useState<string | null>(null)
  const [isConfirmOpen, setIsConfirmOpen] = useState(false)

  const form = useForm<SavedSearchValues, SavedSearch>({
    initialValues: valuesOf(search),
    schema: (schemas) => schemas.searchConditionUpdateBodySchema,
    toBody: (values) => ({ ...values, query: cleanCriteria(values.query) }),
    submit: (_body, values) =>
      updateSavedSearch(getBrowserApi(), search.id, {
        name: values.name,
        notifyNewMembers: values.notify_new_members,
        query: cleanCriteria(values.query),
      }),
    fallbackMessage: t('failures.update'),
    revalidate: true,
    onSuccess: () => setToast(t('notices.updated')),
  })
  const remove = useMutation(() => deleteSavedSearch(getBrowserApi(), search.id), {
    fallbackMessage: t('failures.delete'),
    onSuccess: () =>
      navigate(SAVED_SEARCHES_PATH, {
        state: { notice: 'deleted' satisfies SavedSearchListNotice },
      }),
  })
  const isBusy = form.pending || remove.pending || !isHydrated
  const criteria = form.values.query

  return (
    <Stack spacing={3}>
      <Box>
        <MuiLink component={Link} to={SAVED_SEARCHES_PATH} variant="body2">
          {t('detail.back')}
        </MuiLink>
        <PageTitle size="record" sx={{ mt: 1 }}>
          {search.name}
        </PageTitle>
        {actions ? (
          <Stack direction="row" sx={{ mt: 1.5, gap: 1.5, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        ) : null}
      </Box>
      {search.queryOutdated ? (
        <Alert severity="warning" data-testid="saved-search-outdated">
          {t('queryOutdated')}
        </Alert>
      ) : null}
      <FactList
        facts={[
          {
            label: t('lastNotifiedAt'),
            value: search.lastNotifiedAt
              ? formatDateTime(locale, search.lastNotifiedAt)
              : t('neverNotified'),
          },
          { label: t('createdAt'), value: formatDateTime(locale, search.createdAt) },
          { label: t('updatedAt'), value: formatDateTime(locale, search.updatedAt) },
        ]}
      />
      <Box
        component="form"
        method="post"
        onSubmit={(event: FormEvent) => {
          setToast(null)
          form.onSubmit(event)
        }}
        noValidate
        data-testid="saved-search-form"
      >
        <Stack spacing={3}>
          <FormAlert form={form} />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Stack spacing={2.5}>
              <SavedSearchFields form={form} />
            </Stack>
          </Paper>
          <Box component="section" aria-labelledby={criteriaHeadingId}>
            <Typography
              id={criteriaHeadingId}
              component="h2"
              variant="h5"
              sx={{ fontWeight: 700, mb: 2, fontSize: { xs: 20, md: 24 } }}
            >
              {t('conditions')}
            </Typography>
            {renderCriteriaForm({
              value: criteria,
              onChange: (next) => form.set('query', next),
              problem: (key) => form.problem(`query.${key}`),
            })}
          </Box>
          {/* The form is long: from sm up its buttons stay in reach at the bottom of the screen
              (on a phone they would cover too much of it). */}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{
              gap: 1.5,
              justifyContent: 'space-between',
              position: { sm: 'sticky' },
              bottom: 0,
              zIndex: 1,
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              bgcolor: 'background.default',
            }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
              <Button type="submit" variant="contained" disabled={isBusy}>
                {t('detail.save')}
              </Button>
              <Button
                component={Link}
                to={candidateSearchHref(criteria)}
                variant="outlined"
                data-testid="saved-search-run"
              >
                {t('runSearch')}
              </Button>
            </Stack>
            <Button
              color="error"
              disabled={isBusy}
              onClick={() => {
                remove.reset()
                setIsConfirmOpen(true)
              }}
            >
              {t('delete')}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <NoticeToast message={toast} onClose={() => setToast(null)} />
      <ConfirmDialog
        open={isConfirmOpen}
        title={t('confirmDelete.title')}
        body={t('confirmDelete.body', { name: search.name })}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        pending={remove.pending}
        failure={remove.failure?.message ?? null}
        onConfirm={() => void remove.run()}
        onCancel={() => setIsConfirmOpen(false)}
      />
    </Stack>
  )
}
