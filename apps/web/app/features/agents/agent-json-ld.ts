import type { Locale } from '@kakehashi/contracts'
import { organisationJsonLd } from '../../lib/organisation-json-ld'
import type { AgentDetail } from './api'

/** schema.org EmploymentAgency of an agent page, with the candidates' rating when there is one. */
export function agentJsonLd(
  agent: AgentDetail,
  options: { locale: Locale; url: string; baseUrl: string },
): Record<string, unknown> {
  const data = organisationJsonLd('EmploymentAgency', agent, options)
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
