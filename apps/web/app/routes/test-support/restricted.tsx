import Typography from '@mui/material/Typography'
import { data } from 'react-router'
import { requireRecruiter } from '../../lib/access'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/restricted'

/**
 * A recruiter page behind a permission trial accounts lack, to prove the trial refusal before
 * the real report pages exist. 404 unless ENABLE_TEST_ROUTES is on.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    if (!context.get(serverContext).enableTestRoutes) {
      throw data(null, { status: 404, statusText: 'Not Found' })
    }
    return next()
  },
  requireRecruiter('reports'),
]

export default function Restricted() {
  return <Typography component="h1">Reports area</Typography>
}
