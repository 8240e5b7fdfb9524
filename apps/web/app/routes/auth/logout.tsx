import { redirect } from 'react-router'

/**
 * Nothing to show: signing out is the header's button (features/auth/sign-out-button.tsx), which
 * ends the session through the API and then comes home. An address typed in goes home too.
 */
export function loader() {
  throw redirect('/')
}
