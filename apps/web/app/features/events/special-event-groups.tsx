import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { formatDate } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { groupPath } from '../../lib/paths'
import type { SpecialEventGroupLink } from './api'

/** The open special events (job fairs), so visitors of the events list can find them. */
export function SpecialEventGroups({ groups }: { groups: SpecialEventGroupLink[] }) {
  const { t, locale } = useTranslation('events')
  if (groups.length === 0) return null
  return (
    <Stack component="section" aria-labelledby="special-event-groups" spacing={1.5} sx={{ mb: 3 }}>
      <Typography id="special-event-groups" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('specialEventGroupsHeading')}
      </Typography>
      {groups.map((group) => (
        <Card key={group.id} variant="outlined" data-testid="special-event-group-link">
          <CardContent>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              <Link component={RouterLink} to={groupPath(group.name)} underline="hover">
                {localised(locale, group.title, group.titleEn)}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(locale, group.startsOn)} – {formatDate(locale, group.endsOn)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  )
}
