import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../lib/i18n'
import { HeadTags } from '../../lib/page-document'

export interface ErrorPageProps {
  status: number
  path: string
  /** A 404 of an address with no page: the spec's 'Page not found' instead of the id rule's. */
  isUnknownPage?: boolean
  /** The configured site, or `/` on the visitor's own origin (see the config's homeUrl). */
  homeUrl: string
  /** Only passed in development: the message and stack never reach production visitors. */
  details?: { message: string; stack?: string } | undefined
}

/**
 * The error screen of spec section 2: the 404 heading for 404, the general heading otherwise,
 * a home button to the configured base URL. The Japanese headings are the spec's wording.
 */
export function ErrorPage({
  status,
  path,
  isUnknownPage = false,
  homeUrl,
  details,
}: ErrorPageProps) {
  const { t } = useTranslation('errors')
  const siteName = useTranslation('common').t('siteName')
  const isNotFound = status === 404
  const heading = isNotFound ? t('notFoundHeading') : t('errorHeading')
  return (
    <Box
      component="section"
      data-testid="error-page"
      data-status={status}
      sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}
    >
      {/* No route's meta runs for the error boundary, so the page names itself. */}
      <HeadTags>
        <title>{`${heading} | ${siteName}`}</title>
        <meta name="robots" content="noindex" />
      </HeadTags>
      <Typography variant="overline" component="p" sx={{ color: 'gray.main', fontSize: 16 }}>
        {status}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {heading}
      </Typography>
      {isNotFound ? (
        <Typography component="p" data-testid="not-found-path" sx={{ mb: 1 }}>
          {isUnknownPage ? t('unknownPage') : t('pageNotFound', { path })}
        </Typography>
      ) : null}
      <Typography component="p" sx={{ color: 'gray.dark', mb: 4 }}>
        {isNotFound ? t('notFoundHelp') : t('errorHelp')}
      </Typography>
      <Button variant="contained" href={homeUrl}>
        {t('homeButton')}
      </Button>
      {details ? (
        <Box
          component="details"
          sx={{ mt: 4, textAlign: 'left', mx: 'auto', maxWidth: 960 }}
          data-testid="error-details"
        >
          <summary>{t('details')}</summary>
          <Typography component="p" sx={{ fontWeight: 700, mt: 1 }}>
            {details.message}
          </Typography>
          {details.stack ? (
            <Box
              component="pre"
              sx={{ overflow: 'auto', fontSize: 12, p: 2, bgcolor: 'line.light' }}
            >
              {details.stack}
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Box>
  )
}
