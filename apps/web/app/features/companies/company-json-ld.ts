import { type Locale, OVERSEAS_PREFECTURE_ID } from '@kakehashi/contracts'
import { localName } from '../../lib/localised'
import { organisationJsonLd } from '../../lib/organisation-json-ld'
import type { CompanyDetail } from './api'

/** schema.org Organization of a company page; only what the profile states is included. */
export function companyJsonLd(
  company: CompanyDetail,
  options: { locale: Locale; url: string; baseUrl: string },
): Record<string, unknown> {
  const organisation = organisationJsonLd('Organization', company, options)
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
      addressRegion: localName(options.locale, company.prefecture),
      ...(company.address ? { streetAddress: company.address } : {}),
    }
  }
  return organisation
}
