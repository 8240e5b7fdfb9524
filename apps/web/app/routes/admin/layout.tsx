import { Outlet } from 'react-router'
import { requireAdministrator } from '../../lib/access'
import { workspaceCatalogueMiddleware } from '../../lib/catalogues'
import type { Route } from './+types/layout'

export const middleware: Route.MiddlewareFunction[] = [requireAdministrator]

/** The administrators' messages are in the catalogue's workspace part, loaded before rendering. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [workspaceCatalogueMiddleware]

export default function AdminArea() {
  return <Outlet />
}
