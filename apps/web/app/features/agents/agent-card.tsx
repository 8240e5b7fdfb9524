import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ElementType } from 'react'
import { Link as RouterLink } from 'react-router'
import { OrganisationLogo } from '../../components/organisation-logo'
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
    <Card
      variant="outlined"
      data-testid="agent-card"
      data-agent-id={agent.id}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <OrganisationLogo name={name} logoPath={agent.logoPath} alt={t('logoAlt', { name })} />
        <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component={headingComponent}
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' }}
          >
            <Link component={RouterLink} to={agentPath(agent.id)} underline="hover">
              {name}
            </Link>
          </Typography>
          <RatingStars
            averageRating={agent.averageRating}
            evaluationCount={agent.evaluationCount}
          />
          {agent.catchCopy ? (
            <Typography variant="body2" color="text.secondary">
              {agent.catchCopy}
            </Typography>
          ) : null}
          {specialities.length > 0 ? (
            <Stack
              component="ul"
              aria-label={t('specialities')}
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
            >
              {specialities.slice(0, MAX_CHIPS).map((item) => (
                <li key={`${'code' in item ? 'job-type' : 'industry'}-${item.id}`}>
                  <Chip
                    size="small"
                    variant={'code' in item ? 'outlined' : 'filled'}
                    label={localName(locale, item)}
                  />
                </li>
              ))}
              {specialities.length > MAX_CHIPS ? (
                <li>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={`+${specialities.length - MAX_CHIPS}`}
                  />
                </li>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  )
}
