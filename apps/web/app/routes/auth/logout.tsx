import { redirect } from 'react-router'
import { getBrowserApi } from '../../lib/api'

/** Sign-out: the API ends the session and clears the cookie, then the visitor goes home. */
export async function clientAction() {
  await getBrowserApi()
    .delete('/api/v3/sessions')
    .catch(() => undefined)
  return redirect('/')
}

export function loader() {
  throw redirect('/')
}
