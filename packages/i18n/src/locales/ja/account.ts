import { candidate } from './candidate.ts'

/**
 * The reference catalogue's account part: the namespaces of pages for signed-in visitors (the
 * candidate's own pages, and the candidate profile recruiters and administrators read). The
 * browser loads it for those visitors alone.
 */
export const jaAccount = {
  candidate,
}
