import type { Locale } from '@kakehashi/contracts'
import { isWebUrl } from '../components/fact-list'
import { localised } from './localised'

/** What a company's and an agent's profile both state about the organisation. */
export interface OrganisationProfile {
  name: string
  nameEn: string | null
  description: string
  descriptionEn: string | null
  logoPath: string | null
  websiteUrl: string | null
  foundedYear: number | null
}

/**
 * schema.org data of an organisation's page (an Organization, an EmploymentAgency): only what
 * the profile states is included; the caller adds what only its kind has.
 */
export function organisationJsonLd(
  type: string,
  profile: OrganisationProfile,
  options: { locale: Locale; url: string; baseUrl: string },
): Record<string, unknown> {
  const description = localised(options.locale, profile.description, profile.descriptionEn)
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    name: profile.name,
    url: options.url,
  }
  if (profile.nameEn && profile.nameEn !== profile.name) data.alternateName = profile.nameEn
  if (description) data.description = description
  if (profile.logoPath) {
    data.logo = profile.logoPath.startsWith('http')
      ? profile.logoPath
      : `${options.baseUrl}${profile.logoPath}`
  }
  if (isWebUrl(profile.websiteUrl)) data.sameAs = [profile.websiteUrl]
  if (profile.foundedYear !== null) data.foundingDate = String(profile.foundedYear)
  return data
}
