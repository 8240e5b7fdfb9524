import Typography from '@mui/material/Typography'
import type { ElementType } from 'react'
import { InlineList } from '../../components/inline-list'
import { OrganisationCard } from '../../components/list-card'
import { Tag } from '../../components/tag'
import { useTranslation } from '../../lib/i18n'
import { localised, localName } from '../../lib/localised'
import { agentPath } from '../../lib/paths'
import type { AgentSummary } from './api'
import { RatingStars } from './rating-stars'

/** Chips beyond this many would push the card's rating out of sight on a phone. */
const MAX_CHIPS = 4

interface AgentCardProps {
  agent: AgentSummary
  headingComponent?: ElementType
}

/** One agent of a list: who they are, what they are good at and how candidates rate them. */
export function AgentCard({ agent, headingComponent = 'h2' }: AgentCardProps) {
  const { t, locale } = useTranslation('agents')
  const name = localised(locale, agent.name, agent.nameEn)
  const specialities = [...agent.industries, ...agent.jobTypes]
  return (
    <OrganisationCard
      data-testid="agent-card"
      data-agent-id={agent.id}
      name={name}
      logoPath={agent.logoPath}
      logoAlt={t('logoAlt', { name })}
      to={agentPath(agent.id)}
      headingComponent={headingComponent}
    >
      <RatingStars averageRating={agent.averageRating} evaluationCount={agent.evaluationCount} />
      {agent.catchCopy ? (
        <Typography variant="body2" color="text.secondary">
          {agent.catchCopy}
        </Typography>
      ) : null}
      {specialities.length > 0 ? (
        <InlineList label={t('specialities')}>
          {specialities.slice(0, MAX_CHIPS).map((item) => (
            <li key={`${'code' in item ? 'job-type' : 'industry'}-${item.id}`}>
              <Tag variant={'code' in item ? 'outlined' : 'filled'}>{localName(locale, item)}</Tag>
            </li>
          ))}
          {specialities.length > MAX_CHIPS ? (
            <li>
              <Tag>{`+${specialities.length - MAX_CHIPS}`}</Tag>
            </li>
          ) : null}
        </InlineList>
      ) : null}
    </OrganisationCard>
  )
}
