import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../lib/i18n'

/** Privacy and cookie policies: static text from the catalogue, rendered as text. */
export function LegalPage({ document }: { document: 'privacy' | 'cookie' }) {
  const { t, messages } = useTranslation('legal')
  const sections = messages[`${document}Sections`]
  return (
    <Box
      component="article"
      sx={{ maxWidth: 840, mx: 'auto', bgcolor: 'background.paper', p: { xs: 2, md: 4 } }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t(`${document}Title`)}
      </Typography>
      <Typography component="p" sx={{ mb: 3 }}>
        {t(`${document}Intro`)}
      </Typography>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {section.heading}
          </Typography>
          <Typography component="p">{section.body}</Typography>
        </Box>
      ))}
    </Box>
  )
}
