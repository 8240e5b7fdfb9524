import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import { localised, localName } from '../../lib/localised'
import { ExternalLink, type Fact, FactList, isWebUrl } from '../catalogue/fact-list'
import { EvaluationList } from './evaluation-card'
import { RatingDistribution } from './rating-distribution'
import { type AgentDetail, type AgentEvaluation, agentTabPath } from './types'

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
        <Section title={t('detail.about')}>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>{description}</Typography>
        </Section>
      ) : null}
      {facts.length > 0 ? (
        <Section title={t('detail.facts')} flush>
          <FactList facts={facts} />
        </Section>
      ) : null}
      <Section title={t('detail.latestEvaluations')}>
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
      </Section>
    </Stack>
  )
}

function Section({
  title,
  children,
  flush = false,
}: {
  title: string
  children: ReactNode
  flush?: boolean
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ overflow: 'hidden' }}>
      <Typography
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, px: { xs: 2, md: 3 }, pt: 2, pb: flush ? 2 : 1 }}
      >
        {title}
      </Typography>
      <Box sx={flush ? undefined : { px: { xs: 2, md: 3 }, pb: 2 }}>{children}</Box>
    </Paper>
  )
}
