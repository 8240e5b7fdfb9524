import { useSearchParams } from 'react-router'
import { NotificationOffPage } from '../features/search-alerts/notification-off-page'
import { messagesFromMatches, privatePageMeta } from '../lib/meta'
import type { Route } from './+types/search-condition-notification-off'

// Outside the recruiter area's layout: the link of an alert mail must work signed out too.

export const handle = { analyticsName: 'search_condition_notification_off' }

export function meta({ matches }: Route.MetaArgs) {
  const { searchAlerts } = messagesFromMatches(matches)
  return privatePageMeta(
    searchAlerts.notificationOff.pageTitle,
    searchAlerts.notificationOff.description,
  )
}

export default function SearchConditionNotificationOff({ params }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  return <NotificationOffPage id={Number(params.id)} token={searchParams.get('token') ?? ''} />
}
