import { data } from 'react-router'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/record'

/** A page with an `:id`, to prove the numeric id rule before real record pages exist. */
export function loader({ context, params }: Route.LoaderArgs) {
  if (!context.get(serverContext).enableTestRoutes) {
    throw data(null, { status: 404, statusText: 'Not Found' })
  }
  return { id: Number(params.id) }
}

export default function Record({ loaderData }: Route.ComponentProps) {
  return <h1>{`Record ${loaderData.id}`}</h1>
}
