import Badge from '@mui/material/Badge'
import Button from '@mui/material/Button'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { UNREAD_CHANGED_EVENT } from './types'

/**
 * The candidate's links in the header: scouts with the unread count, and privacy settings. The
 * count is fetched in the browser after each navigation, so pages stay cacheable for the server.
 */
export function CandidateMenu() {
  const { t } = useTranslation('candidate')
  const location = useLocation()
  const [unread, setUnread] = useState(0)

  // Fetched again on every navigation: the page just left may have read a scout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    let cancelled = false
    const refresh = () => {
      getBrowserApi()
        .get<{ count: number }>('/api/v3/candidate/scouts/unread_count')
        .then((answer) => {
          if (!cancelled) setUnread(answer.count)
        })
        .catch(() => undefined)
    }
    refresh()
    window.addEventListener(UNREAD_CHANGED_EVENT, refresh)
    return () => {
      cancelled = true
      window.removeEventListener(UNREAD_CHANGED_EVENT, refresh)
    }
  }, [location.pathname])

  return (
    <>
      <Button
        component={Link}
        to="/scouts"
        color="inherit"
        size="small"
        data-testid="header-scouts"
        aria-label={
          unread > 0
            ? `${t('menu.scouts')} (${t('scouts.unreadCount', { count: unread })})`
            : t('menu.scouts')
        }
        sx={{ whiteSpace: 'nowrap' }}
      >
        <Badge
          badgeContent={unread}
          color="error"
          max={99}
          data-testid="unread-badge"
          data-count={unread}
        >
          {t('menu.scouts')}
        </Badge>
      </Button>
      <Button
        component={Link}
        to="/setting/privacy"
        color="inherit"
        size="small"
        sx={{ whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline-flex' } }}
      >
        {t('menu.privacy')}
      </Button>
    </>
  )
}
