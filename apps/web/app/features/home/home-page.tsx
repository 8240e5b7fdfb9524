import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../lib/i18n'

const FEATURES = [
  { title: 'candidatesTitle', body: 'candidatesBody' },
  { title: 'recruitersTitle', body: 'recruitersBody' },
  { title: 'privacyTitle', body: 'privacyBody' },
] as const

export function HomePage() {
  const { t } = useTranslation('home')
  return (
    <>
      <Box
        component="section"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 2,
          px: { xs: 3, md: 6 },
          py: { xs: 5, md: 8 },
          mb: 4,
        }}
      >
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: 28, md: 40 }, mb: 2 }}
        >
          {t('heroTitle')}
        </Typography>
        <Typography sx={{ maxWidth: 720, fontSize: { xs: 15, md: 18 } }}>
          {t('heroLead')}
        </Typography>
      </Box>
      <Grid container spacing={3}>
        {FEATURES.map((feature) => (
          <Grid key={feature.title} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                  {t(feature.title)}
                </Typography>
                <Typography variant="body2">{t(feature.body)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  )
}
