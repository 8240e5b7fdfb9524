import { activityReports } from './activity-reports.ts'
import { admin } from './admin.ts'
import { agentMovies } from './agent-movies.ts'
import { candidateDetail } from './candidate-detail.ts'
import { candidateRecords } from './candidate-records.ts'
import { client } from './client.ts'
import { clientNotes } from './client-notes.ts'
import { conversations } from './conversations.ts'
import { jobManagement } from './job-management.ts'
import { memberSearch } from './member-search.ts'
import { notifications } from './notifications.ts'
import { recruiterProfile } from './recruiter-profile.ts'
import { reports } from './reports.ts'
import { searchConditions } from './search-conditions.ts'
import { support } from './support.ts'

/**
 * The reference catalogue's workspace part: the namespaces only the recruiter area (/client) and
 * the administrators' pages (/admin) use. The browser loads it for those visitors alone.
 */
export const jaWorkspace = {
  activityReports,
  admin,
  agentMovies,
  candidateDetail,
  candidateRecords,
  client,
  clientNotes,
  conversations,
  jobManagement,
  memberSearch,
  notifications,
  recruiterProfile,
  reports,
  searchConditions,
  support,
}
