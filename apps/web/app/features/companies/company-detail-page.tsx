import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { ExternalLink, type Fact, FactList, isWebUrl } from '../../components/fact-list'
import type { JobSummary } from '../../components/job-info-card'
import { JobInfoList } from '../../components/job-info-card'
import { ListPagination } from '../../components/list-pagination'
import { OrganisationLogo } from '../../components/organisation-logo'
import { TitledSection } from '../../components/titled-section'
import { useTranslation } from '../../lib/i18n'
import { localised, localName } from '../../lib/localised'
import type { CompanyDetail, Pagination } from './api'
import { FollowButton } from './follow-button'

interface CompanyDetailPageProps {
  company: CompanyDetail
  jobs: readonly JobSummary[]
  jobsPagination: Pagination
  /** Set for anonymous visitors: following needs a candidate's sign-in. */
  signInHref: string | null
}

export function CompanyDetailPage({
  company,
  jobs,
  jobsPagination,
  signInHref,
}: CompanyDetailPageProps) {
  const { t, locale } = useTranslation('companies')
  const name = localised(locale, company.name, company.nameEn)
  const description = localised(locale, company.description, company.descriptionEn)
  const notDisclosed = t('detail.notDisclosed')
  const facts: Fact[] = [
    {
      label: t('detail.industry'),
      value: company.industry ? localName(locale, company.industry) : notDisclosed,
    },
    {
      label: t('detail.prefecture'),
      value: company.prefecture ? localName(locale, company.prefecture) : notDisclosed,
    },
    ...(company.address ? [{ label: t('detail.address'), value: company.address }] : []),
    {
      label: t('detail.employeeCount'),
      value:
        company.employeeCount !== null
          ? t('detail.employeeCountValue', { count: company.employeeCount.toLocaleString() })
          : notDisclosed,
    },
    {
      label: t('detail.foundedYear'),
      value:
        company.foundedYear !== null
          ? t('detail.foundedYearValue', { year: company.foundedYear })
          : notDisclosed,
    },
    { label: t('detail.capital'), value: company.capital || notDisclosed },
    {
      label: t('detail.website'),
      value: isWebUrl(company.websiteUrl) ? (
        <ExternalLink href={company.websiteUrl} />
      ) : (
        notDisclosed
      ),
    },
  ]

  return (
    <Stack spacing={3} data-testid="company-detail" data-company-id={company.id}>
      <Link component={RouterLink} to="/companies" variant="body2">
        {t('detail.backToList')}
      </Link>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
            <OrganisationLogo
              name={name}
              logoPath={company.logoPath}
              alt={t('logoAlt', { name })}
              size={72}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="h4"
                component="h1"
                sx={{ fontWeight: 700, fontSize: { xs: 22, md: 30 }, overflowWrap: 'anywhere' }}
              >
                {name}
              </Typography>
              {locale === 'ja' && company.nameEn ? (
                <Typography variant="body2" color="text.secondary" lang="en">
                  {company.nameEn}
                </Typography>
              ) : null}
              {locale === 'en' && company.nameEn && company.nameEn !== company.name ? (
                <Typography variant="body2" color="text.secondary" lang="ja">
                  {company.name}
                </Typography>
              ) : null}
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                {company.industry ? (
                  <Chip size="small" label={localName(locale, company.industry)} />
                ) : null}
                {company.isForeignAffiliated ? (
                  <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={t('foreignAffiliated')}
                  />
                ) : null}
                <Chip
                  size="small"
                  variant="outlined"
                  data-testid="company-follower-count"
                  label={t('detail.followers', { count: company.followerCount.toLocaleString() })}
                />
              </Stack>
            </Box>
          </Stack>
          <FollowButton
            companyId={company.id}
            companyName={name}
            follow={company.follow}
            signInHref={signInHref}
          />
        </Stack>
      </Paper>

      {description ? (
        <TitledSection title={t('detail.about')}>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>{description}</Typography>
        </TitledSection>
      ) : null}

      {company.businessDescription ? (
        <TitledSection title={t('detail.business')}>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }} lang="ja">
            {company.businessDescription}
          </Typography>
        </TitledSection>
      ) : null}

      <TitledSection title={t('detail.facts')} flush>
        <FactList facts={facts} testId="company-facts" />
      </TitledSection>

      <Box component="section" aria-labelledby="company-jobs-heading">
        <Typography
          id="company-jobs-heading"
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, mb: 2, fontSize: { xs: 20, md: 24 } }}
        >
          {t('detail.jobs', { name })}
          <Box component="span" sx={{ ml: 1, fontSize: 16, color: 'text.secondary' }}>
            {`(${jobsPagination.totalCount.toLocaleString()})`}
          </Box>
        </Typography>
        <JobInfoList jobs={jobs} headingComponent="h3" emptyMessage={t('detail.jobsEmpty')} />
        <ListPagination pagination={jobsPagination} />
      </Box>
    </Stack>
  )
}
