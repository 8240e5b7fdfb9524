import type { CandidateSearchCriteria } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { Link, useNavigate } from 'react-router'
import { FormAlert } from '../../components/form-fields'
import { PageHeading } from '../../components/page-heading'
import { type FormValues, useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import {
  CRITERIA_KEYS,
  type CriteriaKey,
  candidateSearchHref,
  cleanCriteria,
} from '../../lib/member-search-query'
import type { CriteriaChoices } from './choices'
import { CandidateCriteriaForm } from './criteria-form'

type CriteriaValues = CandidateSearchCriteria & FormValues

/**
 * Every condition of a member search on one page (/client/candidates/search_conditions), filled
 * in from the address. The conditions are checked by the API's own rules before the search
 * runs, so a wrong value is named at its field instead of failing the results page.
 */
export function CandidateConditionsPage({
  criteria,
  choices,
}: {
  criteria: CandidateSearchCriteria
  choices: CriteriaChoices
}) {
  const { t } = useTranslation('memberSearch')
  const navigate = useNavigate()
  const form = useForm<CriteriaValues, string>({
    initialValues: criteria as CriteriaValues,
    schema: (schemas) => schemas.candidateSearchCriteriaSchema,
    toBody: (values) => cleanCriteria(values),
    submit: async (body) => candidateSearchHref(body as CandidateSearchCriteria),
    onSuccess: (href) => navigate(href),
  })
  // The form hands back the whole criteria; only what changed is set, one path at a time.
  const change = (next: CandidateSearchCriteria) => {
    for (const key of CRITERIA_KEYS) {
      if (next[key] !== form.values[key]) form.set(key, next[key])
    }
  }
  const clear = () => {
    for (const key of CRITERIA_KEYS) if (form.values[key] !== undefined) form.set(key, undefined)
  }

  return (
    <Stack spacing={3}>
      <PageHeading title={t('conditions.title')} description={t('conditions.description')} />
      <MuiLink component={Link} to={candidateSearchHref(criteria)} sx={{ alignSelf: 'flex-start' }}>
        {t('conditions.back')}
      </MuiLink>
      <form
        method="get"
        noValidate
        onSubmit={form.onSubmit}
        aria-label={t('conditions.title')}
        data-testid="conditions-form"
      >
        <Stack spacing={2}>
          <FormAlert form={form} />
          <CandidateCriteriaForm
            value={form.values}
            onChange={change}
            choices={choices}
            problem={(key: CriteriaKey) => form.problem(key)}
          />
          <Paper
            variant="outlined"
            sx={{
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              p: 2,
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 2,
              justifyContent: 'flex-end',
            }}
          >
            <Button type="button" onClick={clear} disabled={form.pending}>
              {t('conditions.clear')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={form.pending}
              data-testid="conditions-submit"
            >
              {t('conditions.submit')}
            </Button>
          </Paper>
        </Stack>
      </form>
    </Stack>
  )
}
