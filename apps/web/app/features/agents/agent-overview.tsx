import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Link as RouterLink } from 'react-router'
import { ExternalLink, FactList, isWebUrl, presentFacts } from '../../components/fact-list'
import { TitledSection, TitledText } from '../../components/titled-section'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised, localName } from '../../lib/localised'
import { AgentMovieSection } from './agent-movie-list'
import { agentTabPath } from './agent-tab-paths'
import type { AgentDetail, AgentEvaluation } from './api'
import { EvaluationList } from './evaluation-card'
import { RatingDistribution } from './rating-distribution'

/**
 * The first tab: the agent's own introduction and facts, then what candidates say (the
 * distribution and the latest evaluations), leading on to the full evaluations tab.
 */
export function AgentOverview({
  agent,
  latestEvaluations,
}: {
  agent: AgentDetail
  latestEvaluations: readonly AgentEvaluation[]
}) {
  const { t, locale } = useTranslation('agents')
  const description = localised(locale, agent.description, agent.descriptionEn)
  const facts = presentFacts([
    agent.prefecture
      ? { label: t('detail.prefecture'), value: localName(locale, agent.prefecture) }
      : null,
    agent.consultantCount !== null
      ? {
          label: t('detail.consultantCount'),
          value: t('detail.consultantCountValue', { count: agent.consultantCount }),
        }
      : null,
    agent.foundedYear !== null
      ? {
          label: t('detail.foundedYear'),
          value: t('detail.foundedYearValue', { year: agent.foundedYear }),
        }
      : null,
    isWebUrl(agent.websiteUrl)
      ? { label: t('detail.website'), value: <ExternalLink href={agent.websiteUrl} /> }
      : null,
  ])
  return (
    <Stack spacing={3} data-testid="agent-overview">
      <TitledText title={t('detail.about')} text={description} />
      {facts.length > 0 ? (
        <TitledSection title={t('detail.facts')} flush>
          <FactList facts={facts} />
        </TitledSection>
      ) : null}
      <AgentMovieSection movies={agent.movies} />
      <TitledSection title={t('detail.latestEvaluations')}>
        <Stack spacing={3}>
          <RatingDistribution agent={agent} />
          <EvaluationList evaluations={latestEvaluations} />
          {agent.evaluationCount > latestEvaluations.length ? (
            <Box sx={{ textAlign: 'center' }}>
              <Button
                component={RouterLink}
                to={agentTabPath(agent.id, 'evaluations')}
                variant="outlined"
              >
                {t('detail.allEvaluations', {
                  count: formatNumber(locale, agent.evaluationCount),
                })}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </TitledSection>
    </Stack>
  )
}
