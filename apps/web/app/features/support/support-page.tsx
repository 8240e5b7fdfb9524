import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { PageHeading, SectionTitle } from '../../components/page-heading'
import { useTranslation } from '../../lib/i18n'
import { ContactForm } from './contact-form'

const SECTIONS = ['manual', 'terms', 'contact'] as const

/** One of the page's three parts, reachable from the contents by its anchor. */
function SupportSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: 80 }}
    >
      <SectionTitle id={`${id}-title`} sx={{ mb: 2 }}>
        {title}
      </SectionTitle>
      {children}
    </Paper>
  )
}

/** Headed passages of plain text from the catalogue, line breaks kept. */
function Passages({ items }: { items: readonly { heading: string; body: string }[] }) {
  return (
    <Stack spacing={2.5}>
      {items.map((item) => (
        <Box key={item.heading}>
          <SectionTitle component="h3" size="small" sx={{ mb: 0.5, fontSize: 17 }}>
            {item.heading}
          </SectionTitle>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9, overflowWrap: 'anywhere' }}>
            {item.body}
          </Typography>
        </Box>
      ))}
    </Stack>
  )
}

/** /client/docs/support: the user manual, the platform's terms of service and the contact form. */
export function SupportPage() {
  const { t, messages } = useTranslation('support')
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading title={t('title')} description={t('description')} />
      <Stack
        component="nav"
        aria-label={t('contents')}
        direction="row"
        sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
      >
        {SECTIONS.map((section) => (
          <Link key={section} href={`#${section}`}>
            {t(`${section}.title`)}
          </Link>
        ))}
      </Stack>

      <SupportSection id="manual" title={t('manual.title')}>
        <Typography sx={{ mb: 2.5 }}>{t('manual.intro')}</Typography>
        <Passages items={messages.manual.sections} />
      </SupportSection>

      <SupportSection id="terms" title={t('terms.title')}>
        <Stack spacing={0.5} sx={{ mb: 2.5 }}>
          <Typography>{t('terms.owner')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('terms.effective')}
          </Typography>
        </Stack>
        <Passages items={messages.terms.sections} />
      </SupportSection>

      <SupportSection id="contact" title={t('contact.title')}>
        <Typography sx={{ mb: 2.5 }}>{t('contact.intro')}</Typography>
        <ContactForm />
      </SupportSection>
    </Stack>
  )
}
