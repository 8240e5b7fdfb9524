import Stack from '@mui/material/Stack'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { mergeSx } from '../../components/sx'
import { Tag } from '../../components/tag'
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
      {company.industry ? <Tag variant="filled">{localName(locale, company.industry)}</Tag> : null}
      {withPrefecture && company.prefecture ? (
        <Tag>{localName(locale, company.prefecture)}</Tag>
      ) : null}
      {company.isForeignAffiliated ? <Tag colour="primary">{t('foreignAffiliated')}</Tag> : null}
      {children}
    </Stack>
  )
}
