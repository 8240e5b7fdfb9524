import { translate } from '@kakehashi/i18n'
import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { EventSummary } from '../../features/events/types'
import { fetchJob, listJobs, orEmpty, stockJob, unstockJob } from '../../features/jobs/api'
import { JobDetailPage, jobCompanyName } from '../../features/jobs/job-detail-page'
import { formatSalary } from '../../features/jobs/salary'
import type { StockActionResult } from '../../features/jobs/stock-button'
import { sessionUserContext } from '../../lib/access'
import { createServerApi, getBrowserApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import { catalogueFor } from '../../lib/catalogues'
import { localised, localName } from '../../lib/localised'
import { localeFromMatches, seoMeta } from '../../lib/meta'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'job_info' }

/** Other jobs of the same company shown under a job. */
const COMPANY_JOBS_SHOWN = 4

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const locale = localeFromMatches(matches)
  const { job } = loaderData
  const title = localised(locale, job.title, job.titleEn)
  const company = jobCompanyName(locale, job)
  return seoMeta(matches, {
    title: `${title} | ${company}`,
    description: translate(catalogueFor(locale), 'jobs', 'detail.description', {
      title,
      company,
      location: job.prefecture ? localName(locale, job.prefecture) : '-',
      salary: formatSalary(locale, job),
    }),
    // A duplicate posting sends search engines to the original.
    path: `/job_infos/${job.canonicalId ?? job.id}`,
    image: job.company.logoPath,
    type: 'article',
    jsonLd: [job.structuredData],
  })
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const id = Number(params.id)
  const job = await fetchJob(api, id).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) {
      throw data(null, { status: 404, statusText: 'Not Found' })
    }
    throw error
  })
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
  const events = await orEmpty(
    api
      .get<{ events: EventSummary[] }>('/api/v3/job_info_events', { query: { jobInfoId: id } })
      .then((body) => body.events),
    [],
  )
  const user = context.get(sessionUserContext)
  return {
    job,
    companyJobs,
    events,
    loginHref: user ? null : `/login?redirect_url=${encodeURIComponent(`/job_infos/${id}`)}`,
  }
}

export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<StockActionResult> {
  const form = await request.formData()
  const id = Number(params.id)
  try {
    const state =
      form.get('intent') === 'unstock'
        ? await unstockJob(getBrowserApi(), id)
        : await stockJob(getBrowserApi(), id)
    return { ok: true, isStocked: state.stockId !== null, stockCount: state.stockCount }
  } catch {
    return { ok: false }
  }
}

/** A stock answers with the new state itself; reloading the job would count another view. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === 'object' && 'ok' in actionResult) return false
  return defaultShouldRevalidate
}

export default function JobInfo({ loaderData }: Route.ComponentProps) {
  return <JobDetailPage {...loaderData} />
}
