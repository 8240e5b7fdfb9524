import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { Tag } from '../../components/tag'
import { formatTimestamp } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { MailboxMail } from './api'
import { linkify } from './linkify'

const STATUS_COLOR = { queued: 'warning', sent: 'success', failed: 'error' } as const
const STATUS_LABEL = { queued: 'statusQueued', sent: 'statusSent', failed: 'statusFailed' } as const

/** The body exactly as sent: text only, with its http(s) addresses as links. */
function MailBody({ text }: { text: string }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 2,
        bgcolor: 'grey.50',
        borderRadius: 1,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: 'inherit',
        fontSize: '0.875rem',
      }}
    >
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed split of one text
          <Link key={index} href={part.href} rel="noopener noreferrer">
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Box>
  )
}

export function MailboxPage({ mails }: { mails: MailboxMail[] }) {
  const { t, locale } = useTranslation('mailbox')
  const formatTime = (iso: string) => formatTimestamp(locale, iso)

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, md: 4 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Button component={RouterLink} to="." variant="outlined">
          {t('reload')}
        </Button>
      </Stack>
      <Typography component="p" color="text.secondary" sx={{ mb: 3 }}>
        {t('notice')}
      </Typography>

      {mails.length === 0 ? (
        <Typography component="p">{t('empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {mails.map((mail) => (
            <Paper component="li" key={mail.id} variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
              >
                <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                  {mail.subject}
                </Typography>
                <Tag variant="filled" colour={STATUS_COLOR[mail.status]}>
                  {t(STATUS_LABEL[mail.status])}
                </Tag>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {`${t('to')}: ${mail.toAddress}`}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {mail.sentAt
                  ? `${t('sentAt')}: ${formatTime(mail.sentAt)}`
                  : `${t('createdAt')}: ${formatTime(mail.createdAt)}`}
                {mail.attempts > 0 ? ` · ${t('attempts', { count: mail.attempts })}` : ''}
              </Typography>
              {mail.lastError ? (
                <Typography variant="body2" color="error" sx={{ mb: 1 }}>
                  {t('lastError', { message: mail.lastError })}
                </Typography>
              ) : null}
              <MailBody text={mail.textBody} />
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  )
}
