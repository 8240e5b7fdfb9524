import { translate } from '@kakehashi/i18n'
import { useMemo } from 'react'
import { EventCard } from '../../features/events/event-card'
import { fetchJob, fetchJobEvents, listJobs } from '../../features/jobs/api'
import { JobDetailPage, jobCompanyName } from '../../features/jobs/job-detail-page'
import { SelfApplyButton } from '../../features/self-apply/self-apply-button'
import { sessionUserContext } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { formatSalary } from '../../lib/format'
import { localised, localName } from '../../lib/localised'
import { metaContextFrom, seoMeta } from '../../lib/meta'
import { jobPath } from '../../lib/paths'
import { orEmpty, orNotFound } from '../../lib/route-data'
import type { Route } from './+types/detail'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'job_info' }

/** Other jobs of the same company shown under a job. */
const COMPANY_JOBS_SHOWN = 4

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { locale, messages } = metaContextFrom(matches)
  const { job } = loaderData
  const title = localised(locale, job.title, job.titleEn)
  const company = jobCompanyName(locale, job)
  return seoMeta(matches, {
    title: `${title} | ${company}`,
    description: translate(messages, 'jobs', 'detail.description', {
      title,
      company,
      location: job.prefecture ? localName(locale, job.prefecture) : '-',
      salary: formatSalary(locale, job),
    }),
    // A duplicate posting sends search engines to the original.
    path: jobPath(job.canonicalId ?? job.id),
    image: job.company.logoPath,
    type: 'article',
    jsonLd: [job.structuredData],
  })
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const id = Number(params.id)
  const job = await orNotFound(fetchJob(api, id))
  const companyJobs = job.company.id
    ? await orEmpty(
        listJobs(api, {
          companyId: job.company.id,
          per: COMPANY_JOBS_SHOWN + 1,
          sort: 'newest',
        }).then((body) =>
          body.jobInfos.filter((other) => other.id !== job.id).slice(0, COMPANY_JOBS_SHOWN),
        ),
        [],
      )
    : []
  // The job's own events (briefings, seminars); a failure leaves the section out.
  const events = await orEmpty(fetchJobEvents(api, id), [])
  const user = context.get(sessionUserContext)
  return {
    job,
    companyJobs,
    events,
    loginHref: user ? null : `/login?redirect_url=${encodeURIComponent(jobPath(id))}`,
  }
}

export default function JobInfo({ loaderData }: Route.ComponentProps) {
  const { job, companyJobs, events, loginHref } = loaderData
  const now = useMemo(() => new Date(), [])
  return (
    <JobDetailPage
      job={job}
      companyJobs={companyJobs}
      loginHref={loginHref}
      applyButton={
        <SelfApplyButton
          jobId={job.id}
          alreadyApplied={job.alreadyApplied}
          selfApply={job.selfApply}
          loginHref={loginHref}
        />
      }
      eventCards={events.map((event) => (
        <EventCard key={event.id} event={event} headingComponent="h4" now={now} />
      ))}
    />
  )
}
