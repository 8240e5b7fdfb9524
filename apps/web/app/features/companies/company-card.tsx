import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { OrganisationLogo } from '../../components/organisation-logo'
import { useTranslation } from '../../lib/i18n'
import { localised, localName } from '../../lib/localised'
import { companyPath } from '../../lib/paths'
import type { CompanySummary } from './api'

/** One company of the list: name, what it does, where, and whether it is hiring. */
export function CompanyCard({ company }: { company: CompanySummary }) {
  const { t, locale } = useTranslation('companies')
  const name = localised(locale, company.name, company.nameEn)
  const description = localised(locale, company.description, company.descriptionEn)
  return (
    <Card
      variant="outlined"
      data-testid="company-card"
      data-company-id={company.id}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <OrganisationLogo name={name} logoPath={company.logoPath} alt={t('logoAlt', { name })} />
        <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
            <Link component={RouterLink} to={companyPath(company.id)} underline="hover">
              {name}
            </Link>
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {company.industry ? (
              <Chip size="small" label={localName(locale, company.industry)} />
            ) : null}
            {company.prefecture ? (
              <Chip size="small" variant="outlined" label={localName(locale, company.prefecture)} />
            ) : null}
            {company.isForeignAffiliated ? (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={t('foreignAffiliated')}
              />
            ) : null}
          </Stack>
          {description ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {description}
            </Typography>
          ) : null}
          <Typography
            variant="body2"
            data-testid="company-open-jobs"
            sx={{
              fontWeight: 700,
              color: company.publicJobCount > 0 ? 'primary.main' : 'text.secondary',
            }}
          >
            {company.publicJobCount > 0
              ? t('openJobs', { count: company.publicJobCount })
              : t('noOpenJobs')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  )
}
