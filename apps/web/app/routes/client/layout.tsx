import { Outlet } from 'react-router'
import { requireRecruiter } from '../../lib/access'
import { workspaceCatalogueMiddleware } from '../../lib/catalogues'
import type { Route } from './+types/layout'

/** Every /client page is for signed-in recruiters; pages narrow it by permission. */
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter()]

/** Their messages are in the catalogue's workspace part, loaded before a page renders. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [workspaceCatalogueMiddleware]

export default function ClientArea() {
  return <Outlet />
}
