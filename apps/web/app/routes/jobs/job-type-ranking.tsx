import { translate } from '@kakehashi/i18n'
import { fetchJobTypeRanking, fetchJobTypes } from '../../features/jobs/api'
import { RankingPage } from '../../features/jobs/ranking-page'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import { metaContextFrom, seoMeta } from '../../lib/meta'
import { jobTypeRankingPath } from '../../lib/paths'
import { orEmpty, orNotFound } from '../../lib/route-data'
import type { Route } from './+types/job-type-ranking'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'weekly_ranking_job_type' }

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { locale, messages } = metaContextFrom(matches)
  const jobType = localName(locale, loaderData.ranking.jobType)
  return seoMeta(matches, {
    title: translate(messages, 'jobs', 'ranking.titleByJobType', { jobType }),
    description: translate(messages, 'jobs', 'ranking.descriptionByJobType', {
      jobType,
    }),
    path: jobTypeRankingPath(loaderData.ranking.jobType.path),
  })
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const [ranking, jobTypes] = await Promise.all([
    orNotFound(fetchJobTypeRanking(api, params.jobTypePath)),
    orEmpty(fetchJobTypes(api), []),
  ])
  return { ranking, jobTypes }
}

export default function JobTypeRanking({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation('jobs')
  const { ranking, jobTypes } = loaderData
  return (
    <RankingPage
      heading={t('ranking.headingByJobType', { jobType: localName(locale, ranking.jobType) })}
      weekStartOn={ranking.weekStartOn}
      rankings={ranking.jobTypeRankings}
      jobTypes={jobTypes}
      currentJobTypeId={ranking.jobType.id}
    />
  )
}
