import { admin } from './admin.ts'
import { agentMovies } from './agent-movies.ts'
import { client } from './client.ts'
import { clientNotes } from './client-notes.ts'
import { jobManagement } from './job-management.ts'
import { notifications } from './notifications.ts'
import { recruiterProfile } from './recruiter-profile.ts'
import { support } from './support.ts'

/**
 * The reference catalogue's workspace part: the namespaces only the recruiter area (/client) and
 * the administrators' pages (/admin) use. The browser loads it for those visitors alone.
 */
export const jaWorkspace = {
  admin,
  agentMovies,
  client,
  clientNotes,
  jobManagement,
  notifications,
  recruiterProfile,
  support,
}
