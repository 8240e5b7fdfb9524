import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { CardTitle } from '../../components/list-card'
import { SectionTitle } from '../../components/page-heading'
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
      <SectionTitle id="special-event-groups" size="small">
        {t('specialEventGroupsHeading')}
      </SectionTitle>
      {groups.map((group) => (
        <Card key={group.id} variant="outlined" data-testid="special-event-group-link">
          <CardContent>
            <CardTitle to={groupPath(group.name)}>
              {localised(locale, group.title, group.titleEn)}
            </CardTitle>
            <Typography variant="body2" color="text.secondary">
              {formatDate(locale, group.startsOn)} – {formatDate(locale, group.endsOn)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  )
}
