import type { WorkspaceMessages } from '../../types.ts'
import { admin } from './admin.ts'
import { agentMovies } from './agent-movies.ts'
import { client } from './client.ts'
import { clientNotes } from './client-notes.ts'
import { jobManagement } from './job-management.ts'
import { notifications } from './notifications.ts'
import { recruiterProfile } from './recruiter-profile.ts'
import { support } from './support.ts'

export const enWorkspace: WorkspaceMessages = {
  admin,
  agentMovies,
  client,
  clientNotes,
  jobManagement,
  notifications,
  recruiterProfile,
  support,
}
