import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import SvgIcon from '@mui/material/SvgIcon'
import { Link as RouterLink } from 'react-router'
import { CountBadge } from '../../components/count-badge'
import { getBrowserApi } from '../../lib/api'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { useLiveCount } from '../../lib/live-count'
import { fetchUnreadNotificationCount, NOTIFICATIONS_CHANGED_EVENT } from './api'

const BELL =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z'

/**
 * The header's bell: a link to the notifications page with the unread count on it, named in
 * words for screen readers ("お知らせ 未読3件"). The count follows every navigation and every
 * notification the page opens (useLiveCount).
 */
export function NotificationBell() {
  const { t, locale } = useTranslation('notifications')
  const unreadCount = useLiveCount(
    () => fetchUnreadNotificationCount(getBrowserApi()),
    NOTIFICATIONS_CHANGED_EVENT,
  )
  return (
    <IconButton
      component={RouterLink}
      to="/client/notifications"
      color="inherit"
      aria-label={t('bellLabel', { count: formatNumber(locale, unreadCount) })}
      data-testid="notification-bell"
      data-unread-count={unreadCount}
    >
      <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
        <SvgIcon>
          <path d={BELL} />
        </SvgIcon>
        <CountBadge count={unreadCount} overlap />
      </Box>
    </IconButton>
  )
}
