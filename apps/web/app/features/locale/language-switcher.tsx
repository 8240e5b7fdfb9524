import { LOCALES, type Locale } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { alpha } from '@mui/material/styles'
import { useRevalidator } from 'react-router'
import { loadCatalogue, loadedCatalogueParts } from '../../lib/catalogues'
import { useTranslation } from '../../lib/i18n'
import { localeCookie } from '../../lib/locale'

/**
 * Keeps the choice in the `i18n_redirected` cookie, then reloads the route data so the server's
 * choice of language (root loader) and the page agree.
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common')
  const revalidator = useRevalidator()

  function choose(next: Locale) {
    if (next === locale) return
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox; the value is built by localeCookie
    document.cookie = localeCookie(next)
    // The other language's catalogue, in the parts this page uses, arrives before the page
    // re-renders in it.
    void loadCatalogue(next, loadedCatalogueParts(locale)).then(() => revalidator.revalidate())
  }

  return (
    // MUI's ButtonGroup draws the same line between the two but weighs 1.2 KB on every page.
    <Box
      role="group"
      aria-label={t('switchLanguage')}
      sx={(theme) => ({
        display: 'inline-flex',
        '& > :not(:last-of-type)': {
          borderRight: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
          borderTopRightRadius: 0,
          borderBottomRightRadius: 0,
        },
        '& > :not(:first-of-type)': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
      })}
    >
      {LOCALES.map((option) => (
        <Button
          key={option}
          size="small"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => choose(option)}
          sx={{ fontWeight: option === locale ? 700 : 400, color: 'inherit', minWidth: 0, px: 1 }}
          data-testid={`language-${option}`}
        >
          {t(`languages.${option}`)}
        </Button>
      ))}
    </Box>
  )
}
