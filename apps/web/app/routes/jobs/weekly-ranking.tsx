import { fetchJobTypes, fetchWeeklyRanking } from '../../features/jobs/api'
import { RankingPage } from '../../features/jobs/ranking-page'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, seoMeta } from '../../lib/meta'
import { RANKING_PATH } from '../../lib/paths'
import { orEmpty } from '../../lib/route-data'
import type { Route } from './+types/weekly-ranking'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'weekly_ranking' }

export function meta({ matches }: Route.MetaArgs) {
  const { jobs } = messagesFromMatches(matches)
  return seoMeta(matches, {
    title: jobs.ranking.title,
    description: jobs.ranking.description,
    path: RANKING_PATH,
  })
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const [ranking, jobTypes] = await Promise.all([
    fetchWeeklyRanking(api),
    orEmpty(fetchJobTypes(api), []),
  ])
  return { ranking, jobTypes }
}

export default function WeeklyRanking({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('jobs')
  return (
    <RankingPage
      heading={t('ranking.heading')}
      weekStartOn={loaderData.ranking.weekStartOn}
      rankings={loaderData.ranking.weeklyRankings}
      jobTypes={loaderData.jobTypes}
      currentJobTypeId={null}
    />
  )
}
