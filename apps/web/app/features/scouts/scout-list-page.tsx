import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { ListPagination } from '../../components/list-pagination'
import { Tag } from '../../components/tag'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import type { ScoutList } from './api'
import { ScoutDates, SpecialBadge } from './scout-terms'

/** The inbox: newest first, unread in bold with a dot. */
export function ScoutListPage({ list }: { list: ScoutList }) {
  const { t, locale } = useTranslation('candidate')
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('scouts.title')}
      </Typography>
      {list.scouts.length === 0 ? <Typography>{t('scouts.empty')}</Typography> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.scouts.map((scout) => (
          <Paper
            component="li"
            key={scout.id}
            variant="outlined"
            sx={{ p: 2 }}
            data-testid="scout-item"
            data-unread={scout.isUnread}
          >
            <Stack spacing={0.75}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {scout.isUnread ? (
                  <Box
                    component="span"
                    role="img"
                    aria-label={t('scouts.unread')}
                    sx={{
                      width: 8,
                      height: 8,
                      borderRadius: '50%',
                      bgcolor: 'error.main',
                      flexShrink: 0,
                    }}
                  />
                ) : null}
                <Typography variant="body2" color="text.secondary">
                  {localised(locale, scout.organisation.name, scout.organisation.nameEn)}
                </Typography>
                {scout.repliedAt ? <Tag>{t('scouts.replied')}</Tag> : null}
                {scout.isSelfApply ? (
                  <Tag data-testid="scout-self-apply">{t('scouts.selfApplyPassed')}</Tag>
                ) : null}
              </Stack>
              <Link
                component={RouterLink}
                to={`/scouts/${scout.id}`}
                underline="hover"
                sx={{ fontWeight: scout.isUnread ? 700 : 400 }}
              >
                {scout.title}
              </Link>
              <SpecialBadge scout={scout} />
              <Typography variant="body2" color="text.secondary">
                {scout.excerpt}
              </Typography>
              <ScoutDates scout={scout} />
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Box sx={{ mt: 2 }}>
        <ListPagination pagination={list.pagination} />
      </Box>
    </Container>
  )
}
