import { fetchCompany } from '../../features/companies/api'
import { CompanyDetailPage } from '../../features/companies/company-detail-page'
import { companyJsonLd } from '../../features/companies/company-json-ld'
import { listJobs } from '../../features/jobs/api'
import { loginPath, sessionUserContext } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { localised } from '../../lib/localised'
import { describe, metaContextFrom, pathWithQuery, seoMeta } from '../../lib/meta'
import { companyPath } from '../../lib/paths'
import { orNotFound, pageFrom } from '../../lib/route-data'
import type { Route } from './+types/detail'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'company_detail' }

const JOBS_PER_PAGE = 10

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = Number(params.id)
  const page = pageFrom(new URL(request.url))
  const api = createServerApi(context, request)
  const [company, jobs] = await Promise.all([
    orNotFound(fetchCompany(api, id)),
    listJobs(api, { companyId: id, page, per: JOBS_PER_PAGE }),
  ])
  return {
    company,
    jobs: jobs.jobInfos,
    jobsPagination: jobs.pagination,
    page,
    signInHref: context.get(sessionUserContext) ? null : loginPath(request),
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { company, page } = loaderData
  const { baseUrl, locale, messages } = metaContextFrom(matches)
  const { companies } = messages
  const name = localised(locale, company.name, company.nameEn)
  const description = localised(locale, company.description, company.descriptionEn)
  const path = companyPath(company.id)
  return seoMeta(matches, {
    title: `${name}${companies.detail.titleSuffix}`,
    description: describe(description || company.businessDescription) || companies.description,
    path: pathWithQuery(path, { page }),
    image: company.headerImagePath ?? company.logoPath,
    jsonLd: [companyJsonLd(company, { locale, url: `${baseUrl}${path}`, baseUrl })],
  })
}

export default function Company({ loaderData }: Route.ComponentProps) {
  return (
    <CompanyDetailPage
      company={loaderData.company}
      jobs={loaderData.jobs}
      jobsPagination={loaderData.jobsPagination}
      signInHref={loaderData.signInHref}
    />
  )
}
