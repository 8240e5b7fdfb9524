import { data } from 'react-router'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/render-error'

export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(serverContext).enableTestRoutes) {
    throw data(null, { status: 404, statusText: 'Not Found' })
  }
  return null
}

/** Throws while rendering so tests can see the error page and its 500 status. */
export default function RenderError(): never {
  throw new Error('Deliberate rendering failure')
}
