import { admin } from './admin.ts'
import { agentMovies } from './agent-movies.ts'
import { agents } from './agents.ts'
import { auth } from './auth.ts'
import { candidate } from './candidate.ts'
import { catalogue } from './catalogue.ts'
import { client } from './client.ts'
import { clientNotes } from './client-notes.ts'
import { columns } from './columns.ts'
import { common } from './common.ts'
import { companies } from './companies.ts'
import { errors } from './errors.ts'
import { events } from './events.ts'
import { home } from './home.ts'
import { jobManagement } from './job-management.ts'
import { jobs } from './jobs.ts'
import { legal } from './legal.ts'
import { line } from './line.ts'
import { mail } from './mail.ts'
import { mailbox } from './mailbox.ts'
import { notifications } from './notifications.ts'
import { recruiterProfile } from './recruiter-profile.ts'
import { support } from './support.ts'
import { validation } from './validation.ts'

/** The reference catalogue: every other language has exactly these keys. */
export const ja = {
  agentMovies,
  agents,
  catalogue,
  columns,
  companies,
  events,
  jobs,
  jobManagement,
  admin,
  auth,
  candidate,
  client,
  clientNotes,
  common,
  errors,
  home,
  legal,
  line,
  mail,
  mailbox,
  support,
  notifications,
  recruiterProfile,
  validation,
}
