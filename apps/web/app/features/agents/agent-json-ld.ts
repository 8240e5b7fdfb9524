import type { Locale } from '@kakehashi/contracts'
import { localised } from '../../lib/localised'
import { isWebUrl } from '../catalogue/fact-list'
import type { AgentDetail } from './types'

/** schema.org EmploymentAgency of an agent page, with the candidates' rating when there is one. */
export function agentJsonLd(
  agent: AgentDetail,
  options: { locale: Locale; url: string; baseUrl: string },
): Record<string, unknown> {
  const description = localised(options.locale, agent.description, agent.descriptionEn)
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'EmploymentAgency',
    name: agent.name,
    url: options.url,
  }
  if (agent.nameEn && agent.nameEn !== agent.name) data.alternateName = agent.nameEn
  if (description) data.description = description
  if (agent.logoPath) {
    data.logo = agent.logoPath.startsWith('http')
      ? agent.logoPath
      : `${options.baseUrl}${agent.logoPath}`
  }
  if (isWebUrl(agent.websiteUrl)) data.sameAs = [agent.websiteUrl]
  if (agent.foundedYear !== null) data.foundingDate = String(agent.foundedYear)
  if (agent.averageRating !== null && agent.evaluationCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: agent.averageRating,
      reviewCount: agent.evaluationCount,
      bestRating: 5,
      worstRating: 1,
    }
  }
  return data
}
