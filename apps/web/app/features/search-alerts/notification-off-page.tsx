import { OneClickOptOut } from '../../components/one-click-opt-out'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { turnOffNotification } from './api'

const SAVED_SEARCHES_PATH = '/client/search_conditions'

/**
 * The page of an alert mail's "stop alerts" link: opening it turns the search's alerts off,
 * signed in or not, and says which search it was.
 */
export function NotificationOffPage({ id, token }: { id: number; token: string }) {
  const { t } = useTranslation('searchAlerts')
  return (
    <OneClickOptOut
      send={() => turnOffNotification(getBrowserApi(), id, token)}
      done={(result) => t('notificationOff.done', { name: result.name })}
      texts={{
        title: t('notificationOff.pageTitle'),
        pending: t('notificationOff.pending'),
        doneHint: t('notificationOff.doneHint'),
        invalid: t('notificationOff.invalid'),
        invalidHint: t('notificationOff.invalidHint'),
        failed: t('notificationOff.failed'),
        retry: t('notificationOff.retry'),
        manage: t('notificationOff.manage'),
      }}
      manageHref={SAVED_SEARCHES_PATH}
      testId="notification-off"
    />
  )
}
