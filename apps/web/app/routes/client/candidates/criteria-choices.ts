import { fetchJobTypes } from '../../../features/jobs/api'
import { fetchLabels, type OrganisationLabel } from '../../../features/member-search/api'
import type { CriteriaChoices } from '../../../features/member-search/choices'
import type { ApiClient } from '../../../lib/api-client'
import {
  fetchIndustries,
  fetchLanguages,
  fetchPrefectures,
  fetchUniversities,
} from '../../../lib/reference'
import { orEmpty } from '../../../lib/route-data'

type ListedChoice = Exclude<keyof CriteriaChoices, 'universities'>

/**
 * What member-search criteria are chosen from and named by, for the pages that show criteria
 * (the search, its full form, the saved searches): every list, or only those `needed`, and the
 * schools of `universityIds` (given as soon as they are known, so they are asked alongside the
 * rest). Each is a side part: a list that fails to load leaves the page without it.
 */
export async function loadCriteriaChoices(
  api: ApiClient,
  universityIds: readonly number[] | Promise<readonly number[]>,
  needed: (list: ListedChoice) => boolean = () => true,
): Promise<CriteriaChoices & { labels: OrganisationLabel[] }> {
  const list = <T>(name: ListedChoice, fetch: () => Promise<T[]>) =>
    needed(name) ? orEmpty(fetch(), []) : []
  const [jobTypes, industries, prefectures, languages, labels, universities] = await Promise.all([
    list('jobTypes', () => fetchJobTypes(api)),
    list('industries', () => fetchIndustries(api)),
    list('prefectures', () => fetchPrefectures(api)),
    list('languages', () => fetchLanguages(api)),
    list('labels', () => fetchLabels(api)),
    Promise.resolve(universityIds).then((ids) =>
      ids.length ? orEmpty(fetchUniversities(api, ids), []) : [],
    ),
  ])
  return { jobTypes, industries, prefectures, languages, labels, universities }
}
