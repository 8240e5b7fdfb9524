import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { ExternalLink, type Fact, FactList, isWebUrl } from '../../components/fact-list'
import { TitledSection } from '../../components/titled-section'
import { useTranslation } from '../../lib/i18n'
import { localised, localName } from '../../lib/localised'
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
  const facts: Fact[] = [
    ...(agent.prefecture
      ? [{ label: t('detail.prefecture'), value: localName(locale, agent.prefecture) }]
      : []),
    ...(agent.consultantCount !== null
      ? [
          {
            label: t('detail.consultantCount'),
            value: t('detail.consultantCountValue', { count: agent.consultantCount }),
          },
        ]
      : []),
    ...(agent.foundedYear !== null
      ? [
          {
            label: t('detail.foundedYear'),
            value: t('detail.foundedYearValue', { year: agent.foundedYear }),
          },
        ]
      : []),
    ...(isWebUrl(agent.websiteUrl)
      ? [{ label: t('detail.website'), value: <ExternalLink href={agent.websiteUrl} /> }]
      : []),
  ]
  return (
    <Stack spacing={3} data-testid="agent-overview">
      {description ? (
        <TitledSection title={t('detail.about')}>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>{description}</Typography>
        </TitledSection>
      ) : null}
      {facts.length > 0 ? (
        <TitledSection title={t('detail.facts')} flush>
          <FactList facts={facts} />
        </TitledSection>
      ) : null}
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
                {t('detail.allEvaluations', { count: agent.evaluationCount.toLocaleString() })}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </TitledSection>
    </Stack>
  )
}
