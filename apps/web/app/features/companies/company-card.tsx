import Typography from '@mui/material/Typography'
import { OrganisationCard } from '../../components/list-card'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { companyPath } from '../../lib/paths'
import type { CompanySummary } from './api'
import { CompanyChips } from './company-chips'

/** One company of the list: name, what it does, where, and whether it is hiring. */
export function CompanyCard({ company }: { company: CompanySummary }) {
  const { t, locale } = useTranslation('companies')
  const name = localised(locale, company.name, company.nameEn)
  const description = localised(locale, company.description, company.descriptionEn)
  return (
    <OrganisationCard
      data-testid="company-card"
      data-company-id={company.id}
      name={name}
      logoPath={company.logoPath}
      logoAlt={t('logoAlt', { name })}
      to={companyPath(company.id)}
      headingComponent="h2"
    >
      <CompanyChips company={company} withPrefecture />
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
    </OrganisationCard>
  )
}
