import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { InlineList } from '../../components/inline-list'
import { OrganisationLogo } from '../../components/organisation-logo'
import { RecordTitle } from '../../components/page-heading'
import { Tag } from '../../components/tag'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import type { AgentDetail } from './api'
import { RatingStars } from './rating-stars'

/** Who the agent is, how candidates rate it and what it specialises in; above every tab. */
export function AgentProfileHeader({ agent }: { agent: AgentDetail }) {
  const { t, locale } = useTranslation('agents')
  const name = localName(locale, agent)
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/agents" variant="body2">
        {t('detail.backToList')}
      </Link>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="agent-profile">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <OrganisationLogo
            name={name}
            logoPath={agent.logoPath}
            alt={t('logoAlt', { name })}
            size={72}
          />
          <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
            <Box>
              <RecordTitle record={agent} />
            </Box>
            <RatingStars
              averageRating={agent.averageRating}
              evaluationCount={agent.evaluationCount}
              size="medium"
            />
            {agent.catchCopy ? (
              <Typography sx={{ fontWeight: 500 }}>{agent.catchCopy}</Typography>
            ) : null}
          </Stack>
        </Stack>
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Specialities
            label={t('industries')}
            names={agent.industries.map((i) => localName(locale, i))}
          />
          <Specialities
            label={t('jobTypes')}
            names={agent.jobTypes.map((j) => localName(locale, j))}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}

function Specialities({ label, names }: { label: string; names: readonly string[] }) {
  if (names.length === 0) return null
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700, flexShrink: 0, minWidth: '6rem' }}>
        {label}
      </Typography>
      <InlineList label={label}>
        {names.map((name) => (
          <li key={name}>
            <Tag variant="filled">{name}</Tag>
          </li>
        ))}
      </InlineList>
    </Stack>
  )
}
