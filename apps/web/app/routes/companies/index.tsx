import { interpolate } from '@kakehashi/i18n'
import { fetchCompanies } from '../../features/companies/api'
import { CompanyListPage } from '../../features/companies/company-list-page'
import type { CompanySearchValues } from '../../features/companies/company-search-form'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { messagesFromMatches, pathWithQuery, seoMeta } from '../../lib/meta'
import { fetchIndustries, fetchPrefectures } from '../../lib/reference'
import { idsFrom, keywordFrom, orEmpty, pageFrom } from '../../lib/route-data'
import type { Route } from './+types/index'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'companies' }

const PER_PAGE = 20

function searchValues(url: URL): CompanySearchValues {
  return {
    keyword: keywordFrom(url),
    industryId: idsFrom(url, 'industryIds')[0] ?? null,
    prefectureId: idsFrom(url, 'prefectureIds')[0] ?? null,
    foreignAffiliated: url.searchParams.get('foreignAffiliated') === 'true',
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const api = createServerApi(context, request)
  const values = searchValues(url)
  const page = pageFrom(url)
  const [list, industries, prefectures] = await Promise.all([
    fetchCompanies(api, {
      page,
      per: PER_PAGE,
      keyword: values.keyword || undefined,
      industryIds: values.industryId ? [String(values.industryId)] : undefined,
      prefectureIds: values.prefectureId ? [String(values.prefectureId)] : undefined,
      foreignAffiliated: values.foreignAffiliated ? 'true' : undefined,
    }),
    orEmpty(fetchIndustries(api), []),
    orEmpty(fetchPrefectures(api), []),
  ])
  return { ...list, values, page, industries, prefectures }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { companies } = messagesFromMatches(matches)
  const values = loaderData?.values
  const keyword = values?.keyword ?? ''
  return seoMeta(matches, {
    title: keyword ? `${keyword} | ${companies.title}` : companies.title,
    description: keyword
      ? interpolate(companies.descriptionWithKeyword, { keyword })
      : companies.description,
    path: pathWithQuery('/companies', {
      keyword: keyword || undefined,
      industryIds: values?.industryId ?? undefined,
      prefectureIds: values?.prefectureId ?? undefined,
      foreignAffiliated: values?.foreignAffiliated ? 'true' : undefined,
      page: loaderData?.page,
    }),
    // Free-text results are endless variations of the list; filters and pages stay indexable.
    noindex: Boolean(keyword),
  })
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  return (
    <CompanyListPage
      companies={loaderData.companies}
      pagination={loaderData.pagination}
      values={loaderData.values}
      industries={loaderData.industries}
      prefectures={loaderData.prefectures}
    />
  )
}
