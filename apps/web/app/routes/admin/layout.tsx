import { Outlet } from 'react-router'
import { requireAdministrator } from '../../lib/access'
import type { Route } from './+types/layout'

export const middleware: Route.MiddlewareFunction[] = [requireAdministrator]

export default function AdminArea() {
  return <Outlet />
}
