import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from '../lib/i18n'

/**
 * A scout's subject and body as its candidate will read them, their variables already filled by
 * the page (a template editor's for a sample candidate, the scout form's with the chosen job and
 * the organisation). The job seeker's name in them is a stand-in, and the panel says so: the real
 * name goes in only when the scout reaches the candidate. `testId` names the panel; its subject,
 * body and note carry it with `-subject`, `-body` and `-name-note`.
 */
export function ScoutPreview({
  subject,
  body,
  hint,
  headingComponent = 'h2',
  testId,
}: {
  /** Filled: as the candidate reads it. */
  subject: string
  body: string
  /** Whom the preview shows the scout to. */
  hint: string
  headingComponent?: 'h2' | 'h3'
  testId: string
}) {
  const { t } = useTranslation('client')
  const headingId = useId()
  const blank = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {t('scoutPreview.blank')}
    </Box>
  )
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <Box>
          <Typography
            id={headingId}
            component={headingComponent}
            variant="h6"
            sx={{ fontWeight: 700 }}
          >
            {t('scoutPreview.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </Box>
        <Alert severity="info" data-testid={`${testId}-name-note`}>
          {t('scoutPreview.jobSeekerName')}
        </Alert>
        <Box
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default' }}
        >
          <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('scoutPreview.subject')}
            </Typography>
            <Typography
              component="p"
              data-testid={`${testId}-subject`}
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {subject || blank}
            </Typography>
          </Box>
          <Box sx={{ px: 2, py: 1.5 }}>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('scoutPreview.body')}
            </Typography>
            <Typography
              component="p"
              data-testid={`${testId}-body`}
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {body || blank}
            </Typography>
          </Box>
        </Box>
      </Stack>
    </Paper>
  )
}
