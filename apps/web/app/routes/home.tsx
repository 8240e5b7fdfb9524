import { fetchPickupColumns, fetchPickupEvents } from '../features/home/api'
import { HomePage } from '../features/home/home-page'
import {
  fetchJobTypeCounts,
  fetchJobTypes,
  fetchLatestJobs,
  fetchSpecialPickup,
  fetchWeeklyRanking,
} from '../features/jobs/api'
import { createServerApi } from '../lib/api'
import { publicPageHeaders } from '../lib/cache-headers'
import { messagesFromMatches, seoMeta } from '../lib/meta'
import { orEmpty } from '../lib/route-data'
import type { Route } from './+types/home'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'home' }

const PICKUP_JOBS = 4
const LATEST_JOBS = 6
const RANKING_TOP = 5
const PICKUP_COLUMNS = 6

export function meta({ matches }: Route.MetaArgs) {
  const { home } = messagesFromMatches(matches)
  // The home page's title is the site's own, not "page | site".
  return seoMeta(matches, { title: home.title, description: home.description, path: '/' }).map(
    (tag) => {
      if ('title' in tag) return { title: home.title }
      if (tag.property === 'og:title') return { ...tag, content: home.title }
      return tag
    },
  )
}

/**
 * Every section has its own call, and a failed call leaves its section empty: the home page is
 * the way in and must render whatever else is down.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const [jobTypes, jobTypeCounts, pickupJobs, latestJobs, ranking, columns, events] =
    await Promise.all([
      orEmpty(fetchJobTypes(api), []),
      orEmpty(fetchJobTypeCounts(api), {}),
      orEmpty(fetchSpecialPickup(api, PICKUP_JOBS), []),
      orEmpty(fetchLatestJobs(api, LATEST_JOBS), []),
      orEmpty(
        fetchWeeklyRanking(api).then((body) => body.weeklyRankings.slice(0, RANKING_TOP)),
        [],
      ),
      orEmpty(fetchPickupColumns(api, PICKUP_COLUMNS), []),
      orEmpty(fetchPickupEvents(api), []),
    ])
  return { jobTypes, jobTypeCounts, pickupJobs, latestJobs, ranking, columns, events }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />
}
