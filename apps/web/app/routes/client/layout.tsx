import { Outlet } from 'react-router'
import { requireRecruiter } from '../../lib/access'
import type { Route } from './+types/layout'

/** Every /client page is for signed-in recruiters; pages narrow it by permission. */
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter()]

export default function ClientArea() {
  return <Outlet />
}
