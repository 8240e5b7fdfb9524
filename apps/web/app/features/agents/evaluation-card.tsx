import type { Locale } from '@kakehashi/contracts'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { CardGrid } from '../../components/card-grid'
import { InlineList } from '../../components/inline-list'
import { Tag } from '../../components/tag'
import { formatDate } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { AgentEvaluation } from './api'
import { EvaluationStars } from './rating-stars'

/** Reviewers give their age as a decade (30代); English readers get "30s". */
export function formatAgeGroup(locale: Locale, value: string): string {
  if (locale !== 'en') return value
  const match = /^(\d+)代(以上)?$/.exec(value.trim())
  if (!match) return value
  return match[2] ? `${match[1]}s or older` : `${match[1]}s`
}

/**
 * One evaluation. The reviewer is described only by age group, job type and outcome: the API
 * never says who wrote it, and neither does the page.
 */
export function EvaluationCard({ evaluation }: { evaluation: AgentEvaluation }) {
  const { t, locale } = useTranslation('agents')
  return (
    <Card variant="outlined" data-testid="agent-evaluation" data-evaluation-id={evaluation.id}>
      <CardContent>
        <Stack spacing={1}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <EvaluationStars rating={evaluation.rating} />
            <Typography variant="caption" color="text.secondary">
              <time dateTime={evaluation.publishedAt}>
                {t('evaluations.publishedAt', { date: formatDate(locale, evaluation.publishedAt) })}
              </time>
            </Typography>
          </Stack>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {evaluation.title}
          </Typography>
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-line', lineHeight: 1.8, overflowWrap: 'anywhere' }}
          >
            {evaluation.body}
          </Typography>
          <InlineList label={t('evaluations.reviewer')}>
            {evaluation.reviewerAgeGroup ? (
              <li>
                <Tag>
                  {t('evaluations.ageGroup', {
                    value: formatAgeGroup(locale, evaluation.reviewerAgeGroup),
                  })}
                </Tag>
              </li>
            ) : null}
            {evaluation.reviewerJobType ? (
              <li>
                <Tag>{t('evaluations.jobType', { value: evaluation.reviewerJobType })}</Tag>
              </li>
            ) : null}
            <li>
              <Tag variant="filled" colour={evaluation.changedJob ? 'primary' : 'default'}>
                {evaluation.changedJob
                  ? t('evaluations.changedJob')
                  : t('evaluations.notChangedJob')}
              </Tag>
            </li>
          </InlineList>
        </Stack>
      </CardContent>
    </Card>
  )
}

/** Evaluations one under another, or the empty state. */
export function EvaluationList({ evaluations }: { evaluations: readonly AgentEvaluation[] }) {
  const { t } = useTranslation('agents')
  return (
    <CardGrid
      items={evaluations}
      getKey={(evaluation) => evaluation.id}
      renderItem={(evaluation) => <EvaluationCard evaluation={evaluation} />}
      emptyMessage={t('evaluations.empty')}
      testId="agent-evaluations"
      emptyTestId="agent-evaluations-empty"
      columns={{}}
    />
  )
}
