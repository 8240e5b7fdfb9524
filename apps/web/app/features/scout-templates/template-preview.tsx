import { fillScoutTemplate, type ScoutTemplateValues } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from '../../lib/i18n'

/**
 * A template's subject and body as a sample candidate would read them: each variable filled with
 * the sample values of the visitor's language. The job seeker's name is a sample too, and the
 * panel says so: the real name goes in only when the scout reaches the candidate.
 */
export function ScoutTemplatePreview({ subject, body }: { subject: string; body: string }) {
  const { t, messages } = useTranslation('client')
  const headingId = useId()
  const sample: ScoutTemplateValues = messages.scoutTemplates.preview.sample
  const filledSubject = fillScoutTemplate(subject, sample)
  const filledBody = fillScoutTemplate(body, sample)
  const blank = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {t('scoutTemplates.preview.blank')}
    </Box>
  )
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="scout-template-preview"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2}>
        <Box>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('scoutTemplates.preview.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('scoutTemplates.preview.hint')}
          </Typography>
        </Box>
        <Alert severity="info" data-testid="scout-template-preview-name-note">
          {t('scoutTemplates.preview.jobSeekerName')}
        </Alert>
        <Box
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default' }}
        >
          <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('scoutTemplates.preview.subject')}
            </Typography>
            <Typography
              component="p"
              data-testid="scout-template-preview-subject"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {filledSubject || blank}
            </Typography>
          </Box>
          <Box sx={{ px: 2, py: 1.5 }}>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('scoutTemplates.preview.body')}
            </Typography>
            <Typography
              component="p"
              data-testid="scout-template-preview-body"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {filledBody || blank}
            </Typography>
          </Box>
        </Box>
      </Stack>
    </Paper>
  )
}
