import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { Form, Link as RouterLink } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import type { Industry, Prefecture } from '../../lib/reference'
import { CompanyKeywordField } from './company-keyword-field'

export interface CompanySearchValues {
  keyword: string
  industryId: number | null
  prefectureId: number | null
  foreignAffiliated: boolean
}

interface CompanySearchFormProps {
  values: CompanySearchValues
  industries: readonly Industry[]
  prefectures: readonly Prefecture[]
}

/**
 * The list's filters as a plain GET form: the result is an address of its own that can be
 * shared, crawled and opened without JavaScript.
 */
export function CompanySearchForm({ values, industries, prefectures }: CompanySearchFormProps) {
  const { t, locale } = useTranslation('companies')
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Form method="get" action="/companies" aria-label={t('search.label')} role="search">
        <Stack spacing={2}>
          <CompanyKeywordField defaultValue={values.keyword} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              name="industryIds"
              label={t('search.industry')}
              defaultValue={values.industryId ?? ''}
              fullWidth
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('search.any')}</option>
              {industries.map((industry) => (
                <option key={industry.id} value={industry.id}>
                  {localName(locale, industry)}
                </option>
              ))}
            </TextField>
            <TextField
              select
              name="prefectureIds"
              label={t('search.prefecture')}
              defaultValue={values.prefectureId ?? ''}
              fullWidth
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('search.any')}</option>
              {prefectures.map((prefecture) => (
                <option key={prefecture.id} value={prefecture.id}>
                  {localName(locale, prefecture)}
                </option>
              ))}
            </TextField>
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
          >
            <FormControlLabel
              control={
                <Checkbox
                  name="foreignAffiliated"
                  value="true"
                  defaultChecked={values.foreignAffiliated}
                />
              }
              label={t('search.foreignAffiliated')}
            />
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', justifyContent: 'flex-end' }}
            >
              <Link component={RouterLink} to="/companies">
                {t('search.clear')}
              </Link>
              <Button type="submit" variant="contained" sx={{ minWidth: 140 }}>
                {t('search.submit')}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </Form>
    </Paper>
  )
}
