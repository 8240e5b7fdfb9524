import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { MouseEvent } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { ListPagination } from '../../components/list-pagination'
import { PageHeading } from '../../components/page-heading'
import { Tag } from '../../components/tag'
import { getBrowserApi } from '../../lib/api'
import { snakeCaseKey } from '../../lib/case-conversion'
import { formatDate, formatDateTime, formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { announceCountChanged } from '../../lib/live-count'
import { useMutation } from '../../lib/mutation'
import {
  NOTIFICATIONS_CHANGED_EVENT,
  type NotificationItem,
  type NotificationList,
  openAllNotifications,
  openNotifications,
} from './api'
import { NotificationIcon } from './notification-icon'

/**
 * A notification's text in the reader's language: the kind's message filled from the params,
 * under the names they were written with (the catalogue spells them as the API does), dates
 * (`…_on`) and numbers written as the language writes them.
 */
function useNotificationText() {
  const { t, locale } = useTranslation('notifications')
  return (item: NotificationItem) => {
    const variables: Record<string, string> = {}
    for (const [key, value] of Object.entries(item.params)) {
      const name = snakeCaseKey(key)
      variables[name] =
        typeof value === 'number'
          ? formatNumber(locale, value)
          : name.endsWith('_on')
            ? formatDate(locale, value)
            : value
    }
    return t(`kinds.${item.kind}`, variables)
  }
}

/** A click that follows the link in this tab; anything else (a new tab) is left to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The recruiter's notifications, newest first: each in its icon's colour, unread ones marked.
 * Opening one marks it read and then follows its link; "mark all as read" opens them all.
 */
const announceChange = () => announceCountChanged(NOTIFICATIONS_CHANGED_EVENT)

export function NotificationListPage({ list }: { list: NotificationList }) {
  const { t, locale } = useTranslation('notifications')
  const textOf = useNotificationText()
  const navigate = useNavigate()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`

  const open = useMutation(
    (item: NotificationItem) => openNotifications(getBrowserApi(), [item.id]),
    { fallbackMessage: t('openFailed'), onSuccess: announceChange },
  )
  const markAll = useMutation(() => openAllNotifications(getBrowserApi()), {
    revalidate: true,
    fallbackMessage: t('markAllReadFailed'),
    onSuccess: announceChange,
  })

  const onOpen = (event: MouseEvent<HTMLAnchorElement>, item: NotificationItem) => {
    // An opened one is a plain link; so is any click the browser takes to another tab.
    if (item.opened) return
    if (!isPlainClick(event)) {
      void open.run(item)
      return
    }
    event.preventDefault()
    void open.run(item).then((outcome) => {
      // Going to the same address loads this page again, with the count that fell.
      if (outcome?.ok) void navigate(item.linkPath ?? here)
    })
  }

  const failure = open.failure ?? markAll.failure
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading title={t('title')} description={t('description')} />
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography
          data-testid="notification-unread-count"
          data-count={list.unreadCount}
          aria-live="polite"
          sx={{ fontWeight: 700 }}
        >
          {t('unreadCount', { count: formatNumber(locale, list.unreadCount) })}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void markAll.run()}
          disabled={list.unreadCount === 0 || markAll.pending}
          data-testid="notifications-mark-all"
        >
          {t('markAllRead')}
        </Button>
      </Stack>
      {failure ? (
        <Typography role="alert" color="error" variant="body2">
          {failure.message}
        </Typography>
      ) : null}
      {list.notifications.length === 0 ? (
        <Typography data-testid="notifications-empty">{t('empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.notifications.map((item) => (
            <Paper
              component="li"
              key={item.id}
              variant="outlined"
              data-testid="notification"
              data-opened={item.opened}
              data-kind={item.kind}
              sx={{ bgcolor: item.opened ? 'background.paper' : 'action.hover' }}
            >
              <Link
                component={RouterLink}
                to={item.linkPath ?? here}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => onOpen(event, item)}
                underline="none"
                color="inherit"
                aria-disabled={open.pending || undefined}
                sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 2 }}
              >
                <NotificationIcon icon={item.icon} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography
                    data-testid="notification-text"
                    sx={{ fontWeight: item.opened ? 400 : 700, overflowWrap: 'anywhere' }}
                  >
                    {textOf(item)}
                  </Typography>
                  <Typography
                    component="time"
                    dateTime={item.createdAt}
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block', mt: 0.5 }}
                  >
                    {formatDateTime(locale, item.createdAt)}
                  </Typography>
                </Box>
                {item.opened ? null : (
                  <Tag colour="error" variant="outlined" sx={{ flexShrink: 0 }}>
                    {t('unread')}
                  </Tag>
                )}
              </Link>
            </Paper>
          ))}
        </Stack>
      )}
      <ListPagination pagination={list.pagination} />
    </Stack>
  )
}
