import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { mergeSx } from '../../components/sx'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'

interface Named {
  name: string
  nameEn: string | null
}

interface CompanyChipsProps {
  company: { industry: Named | null; prefecture: Named | null; isForeignAffiliated: boolean }
  /** The list shows where a company is; its own page lists the address among the facts. */
  withPrefecture?: boolean
  sx?: SxProps<Theme>
  /** More chips after the company's own. */
  children?: ReactNode
}

/** What kind of company it is at a glance: industry, place, foreign affiliation. */
export function CompanyChips({ company, withPrefecture = false, sx, children }: CompanyChipsProps) {
  const { t, locale } = useTranslation('companies')
  return (
    <Stack direction="row" sx={mergeSx({ flexWrap: 'wrap', gap: 0.5 }, sx)}>
      {company.industry ? <Chip size="small" label={localName(locale, company.industry)} /> : null}
      {withPrefecture && company.prefecture ? (
        <Chip size="small" variant="outlined" label={localName(locale, company.prefecture)} />
      ) : null}
      {company.isForeignAffiliated ? (
        <Chip size="small" color="primary" variant="outlined" label={t('foreignAffiliated')} />
      ) : null}
      {children}
    </Stack>
  )
}
