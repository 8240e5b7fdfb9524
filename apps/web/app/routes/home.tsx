import { HomePage } from '../features/home/home-page'
import { messagesFromMatches, pageMeta } from '../lib/meta'
import type { Route } from './+types/home'

export const handle = { analyticsName: 'home' }

export function meta({ matches }: Route.MetaArgs) {
  const { home } = messagesFromMatches(matches)
  return pageMeta(home.title, home.description)
}

export default function Home() {
  return <HomePage />
}
