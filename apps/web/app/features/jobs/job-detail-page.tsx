import { translate } from '@kakehashi/i18n'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { Link as RouterLink } from 'react-router'
import { FactList, presentFacts } from '../../components/fact-list'
import type { JobSummary } from '../../components/job-info-card'
import { companyDisplayName, JobInfoList, JobTagList } from '../../components/job-info-card'
import { PageTitle, SectionTitle } from '../../components/page-heading'
import { Tag } from '../../components/tag'
import { catalogueFor } from '../../lib/catalogues'
import { formatDate, formatSalary } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { searchResultsHref } from '../../lib/job-search-query'
import { localised, localName } from '../../lib/localised'
import { agentPath, companyPath, jobPath, RANKING_PATH } from '../../lib/paths'
import type { JobDetail } from './api'
import { StockButton } from './stock-button'

interface JobDetailPageProps {
  job: JobDetail
  companyJobs: JobSummary[]
  /** The job's events as cards, each keyed; the route composes them from the events feature. */
  eventCards: readonly ReactNode[]
  /** The apply control, which the route composes from the self-apply feature. */
  applyButton: ReactNode
  loginHref: string | null
}

/** The company's name as the job shows it, 社名非公開 (or its English) when hidden. */
export function jobCompanyName(
  locale: 'ja' | 'en',
  job: Pick<JobDetail, 'company' | 'hideCompany'>,
) {
  const hidden = translate(catalogueFor(locale), 'catalogue', 'hiddenCompany')
  return job.hideCompany ? hidden : companyDisplayName(locale, job.company, hidden)
}

export function JobDetailPage({
  job,
  companyJobs,
  eventCards,
  applyButton,
  loginHref,
}: JobDetailPageProps) {
  const { t, locale } = useTranslation('jobs')
  const catalogue = useTranslation('catalogue').t
  const title = localised(locale, job.title, job.titleEn)
  const companyName = jobCompanyName(locale, job)
  const salary = formatSalary(locale, job)
  const location = job.prefecture ? localName(locale, job.prefecture) : ''
  const parentTypes = job.jobTypes
  // The publisher's texts keep their line breaks.
  const text = (label: string, value: string | null | undefined) =>
    value ? { label, value: <Box sx={{ whiteSpace: 'pre-wrap' }}>{value}</Box> } : null
  const overviewFacts = presentFacts([
    text(t('detail.company'), companyName),
    text(t('detail.position'), job.position),
    text(t('detail.division'), job.division),
    text(t('detail.industry'), job.industry ? localName(locale, job.industry) : ''),
    parentTypes.length
      ? {
          label: t('detail.jobTypes'),
          value: parentTypes.map((type, index) => (
            <span key={type.id}>
              {index ? '、' : ''}
              <Link component={RouterLink} to={searchResultsHref({ jobTypeIds: [type.id] })}>
                {localName(locale, type)}
              </Link>
            </span>
          )),
        }
      : null,
    text(t('detail.location'), location),
    text(t('detail.workPlace'), job.workPlaceDescription),
    text(t('detail.salary'), salary),
    text(t('detail.salarySupplement'), job.salarySupplement),
    text(t('detail.employmentType'), catalogue(`employmentTypes.${job.employmentType}`)),
    text(t('detail.dutiesChangeScope'), job.dutiesChangeScope),
    text(t('detail.workplaceChangeScope'), job.workplaceChangeScope),
    text(t('detail.contractRenewalLimit'), job.contractRenewalLimit),
    text(
      t('detail.recruitmentPeriod'),
      recruitmentPeriod(t, locale, job.recruitmentStartOn, job.recruitmentEndOn),
    ),
    text(t('detail.publishedOn'), formatDate(locale, job.publishedAt)),
    text(t('detail.informationAsOf'), formatDate(locale, job.informationAsOf)),
    job.agent
      ? {
          label: t('detail.publisher'),
          value: (
            <Link component={RouterLink} to={agentPath(job.agent.id)}>
              {localName(locale, job.agent)}
            </Link>
          ),
        }
      : null,
  ])

  return (
    <Stack spacing={3} component="article" data-testid="job-detail" data-job-id={job.id}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          {job.company.logoPath ? (
            <Box
              component="img"
              src={job.company.logoPath}
              alt={t('detail.companyLogo', { company: companyName })}
              loading="lazy"
              sx={{
                width: 56,
                height: 56,
                objectFit: 'contain',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                flexShrink: 0,
              }}
            />
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            {job.company.id && !job.hideCompany ? (
              <Link
                component={RouterLink}
                to={companyPath(job.company.id)}
                data-testid="job-company"
              >
                {companyName}
              </Link>
            ) : (
              <Typography data-testid="job-company">{companyName}</Typography>
            )}
            {job.newLabelTarget ? (
              <Box component="span" sx={{ ml: 1 }}>
                <Tag tone="new" title={catalogue('newLabelDescription')}>
                  {catalogue('newLabel')}
                </Tag>
              </Box>
            ) : null}
          </Box>
        </Stack>
        <PageTitle size="record" sx={{ lineHeight: 1.4, mb: 2 }}>
          {title}
        </PageTitle>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mb: 2 }}>
          <KeyFact label={t('detail.salary')} testId="job-salary">
            {salary}
          </KeyFact>
          {location ? <KeyFact label={t('detail.location')}>{location}</KeyFact> : null}
          <KeyFact label={t('detail.employmentType')}>
            {catalogue(`employmentTypes.${job.employmentType}`)}
          </KeyFact>
        </Stack>
        {job.jobInfoTags.length ? (
          <JobTagList
            tags={job.jobInfoTags}
            label={t('detail.jobTags')}
            gap={0.75}
            sx={{ mb: 2 }}
          />
        ) : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          {applyButton}
          <StockButton
            key={job.id}
            jobId={job.id}
            isStocked={job.stockId !== null}
            stockCount={job.stockCount}
            loginHref={loginHref}
          />
        </Stack>
      </Paper>

      <TextSection title={t('detail.jobDescription')} text={job.jobDescription} />
      <TextSection title={t('detail.attraction')} text={job.attraction} />
      <TextSection title={t('detail.requirement')} text={job.requirement} />
      <TextSection title={t('detail.welcomeSkill')} text={job.welcomeSkill} />
      <TextSection title={t('detail.employmentSelection')} text={job.employmentSelection} />

      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="job-overview"
        sx={{ p: { xs: 2, md: 4 } }}
      >
        <SectionHeading id="job-overview">{t('detail.overview')}</SectionHeading>
        <FactList facts={overviewFacts} testId="job-facts" />
        {job.outerLink ? (
          <Box sx={{ mt: 3 }}>
            <Link href={job.outerLink} target="_blank" rel="noopener nofollow">
              {t('detail.outerLink')}
            </Link>
          </Box>
        ) : null}
      </Paper>

      <Box component="section" aria-labelledby="job-related">
        <SectionHeading id="job-related">{t('detail.related')}</SectionHeading>
        <Stack component="ul" spacing={1} sx={{ pl: 2.5, mb: 3 }}>
          {job.company.id && !job.hideCompany ? (
            <li>
              <Link component={RouterLink} to={companyPath(job.company.id)}>
                {t('detail.companyPage')}
              </Link>
            </li>
          ) : null}
          {parentTypes.map((type) => (
            <li key={type.id}>
              <Link component={RouterLink} to={searchResultsHref({ jobTypeIds: [type.id] })}>
                {t('detail.searchSameJobType', { name: localName(locale, type) })}
              </Link>
            </li>
          ))}
          {job.prefecture ? (
            <li>
              <Link
                component={RouterLink}
                to={searchResultsHref({ prefectureIds: [job.prefecture.id] })}
              >
                {t('detail.searchSamePrefecture', { name: location })}
              </Link>
            </li>
          ) : null}
          <li>
            <Link component={RouterLink} to={RANKING_PATH}>
              {t('detail.ranking')}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to={`${jobPath(job.id)}/report`} rel="nofollow">
              {t('detail.report')}
            </Link>
          </li>
        </Stack>
        {eventCards.length ? (
          <Box component="section" data-testid="job-events" sx={{ mb: 3 }}>
            <SectionTitle size="small" component="h3" sx={{ mb: 1.5 }}>
              {t('detail.events')}
            </SectionTitle>
            <Stack spacing={1.5}>{eventCards}</Stack>
          </Box>
        ) : null}
        {companyJobs.length ? (
          <>
            <SectionTitle size="small" component="h3" sx={{ mb: 1.5 }}>
              {t('detail.relatedJobs')}
            </SectionTitle>
            <JobInfoList jobs={companyJobs} headingComponent="h4" />
          </>
        ) : null}
      </Box>
    </Stack>
  )
}

function recruitmentPeriod(
  t: ReturnType<typeof useTranslation<'jobs'>>['t'],
  locale: 'ja' | 'en',
  start: string | null,
  end: string | null,
): string {
  const from = formatDate(locale, start)
  const to = formatDate(locale, end)
  if (from && to) return t('detail.period', { start: from, end: to })
  if (from) return t('detail.periodFrom', { start: from })
  if (to) return t('detail.periodUntil', { end: to })
  return ''
}

function KeyFact({
  label,
  children,
  testId,
}: {
  label: string
  children: ReactNode
  testId?: string
}) {
  return (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary', mr: 1, fontSize: 14 }}>
        {label}
      </Box>
      <Box component="span" sx={{ fontWeight: 700 }} data-testid={testId}>
        {children}
      </Box>
    </Typography>
  )
}

function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <SectionTitle
      id={id}
      size="small"
      sx={{ mb: 2, pl: 1.5, borderLeft: 4, borderColor: 'primary.main' }}
    >
      {children}
    </SectionTitle>
  )
}

/** Text the publisher wrote, shown as text with its line breaks. Nothing when empty. */
function TextSection({ title, text }: { title: string; text: string }) {
  const id = useId()
  if (!text.trim()) return null
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 4 } }}>
      <SectionHeading id={id}>{title}</SectionHeading>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.8 }}>
        {text}
      </Typography>
    </Paper>
  )
}
