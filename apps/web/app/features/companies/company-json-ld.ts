import { type Locale, OVERSEAS_PREFECTURE_ID } from '@kakehashi/contracts'
import { localised, localName } from '../../lib/localised'
import { isWebUrl } from '../catalogue/fact-list'
import type { CompanyDetail } from './types'

/** schema.org Organization of a company page; only what the profile states is included. */
export function companyJsonLd(
  company: CompanyDetail,
  options: { locale: Locale; url: string; baseUrl: string },
): Record<string, unknown> {
  const { locale } = options
  const description = localised(locale, company.description, company.descriptionEn)
  const organisation: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: options.url,
  }
  if (company.nameEn && company.nameEn !== company.name) organisation.alternateName = company.nameEn
  if (description) organisation.description = description
  if (company.logoPath) {
    organisation.logo = company.logoPath.startsWith('http')
      ? company.logoPath
      : `${options.baseUrl}${company.logoPath}`
  }
  if (isWebUrl(company.websiteUrl)) organisation.sameAs = [company.websiteUrl]
  if (company.foundedYear !== null) organisation.foundingDate = String(company.foundedYear)
  if (company.employeeCount !== null) {
    organisation.numberOfEmployees = {
      '@type': 'QuantitativeValue',
      value: company.employeeCount,
    }
  }
  // 48 is "overseas": no region a postal address could name.
  if (company.prefecture && company.prefecture.id !== OVERSEAS_PREFECTURE_ID) {
    organisation.address = {
      '@type': 'PostalAddress',
      addressCountry: 'JP',
      addressRegion: localName(locale, company.prefecture),
      ...(company.address ? { streetAddress: company.address } : {}),
    }
  }
  return organisation
}
