import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { Link as RouterLink } from 'react-router'
import { ExternalLink, FactList, isWebUrl, presentFacts } from '../../components/fact-list'
import type { JobSummary } from '../../components/job-info-card'
import { JobInfoList } from '../../components/job-info-card'
import { ListPagination } from '../../components/list-pagination'
import { OrganisationLogo } from '../../components/organisation-logo'
import { RecordTitle, SectionTitle } from '../../components/page-heading'
import { Tag } from '../../components/tag'
import { TitledSection, TitledText } from '../../components/titled-section'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised, localName } from '../../lib/localised'
import type { CompanyDetail, Pagination } from './api'
import { CompanyChips } from './company-chips'
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
  const facts = presentFacts([
    {
      label: t('detail.industry'),
      value: company.industry ? localName(locale, company.industry) : notDisclosed,
    },
    {
      label: t('detail.prefecture'),
      value: company.prefecture ? localName(locale, company.prefecture) : notDisclosed,
    },
    company.address ? { label: t('detail.address'), value: company.address } : null,
    {
      label: t('detail.employeeCount'),
      value:
        company.employeeCount !== null
          ? t('detail.employeeCountValue', {
              count: formatNumber(locale, company.employeeCount),
            })
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
  ])

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
              <RecordTitle record={company} />
              <CompanyChips company={company} sx={{ mt: 1 }}>
                <Tag data-testid="company-follower-count">
                  {t('detail.followers', { count: formatNumber(locale, company.followerCount) })}
                </Tag>
              </CompanyChips>
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

      <TitledText title={t('detail.about')} text={description} />
      <TitledText title={t('detail.business')} text={company.businessDescription} lang="ja" />

      <TitledSection title={t('detail.facts')} flush>
        <FactList facts={facts} testId="company-facts" />
      </TitledSection>

      <Box component="section" aria-labelledby="company-jobs-heading">
        <SectionTitle
          id="company-jobs-heading"
          count={`(${formatNumber(locale, jobsPagination.totalCount)})`}
          sx={{ mb: 2 }}
        >
          {t('detail.jobs', { name })}
        </SectionTitle>
        <JobInfoList jobs={jobs} headingComponent="h3" emptyMessage={t('detail.jobsEmpty')} />
        <ListPagination pagination={jobsPagination} />
      </Box>
    </Stack>
  )
}
