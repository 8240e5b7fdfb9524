import type { Messages } from '../../types.ts'
import { admin } from './admin.ts'
import { agents } from './agents.ts'
import { auth } from './auth.ts'
import { candidate } from './candidate.ts'
import { catalogue } from './catalogue.ts'
import { client } from './client.ts'
import { columns } from './columns.ts'
import { common } from './common.ts'
import { companies } from './companies.ts'
import { errors } from './errors.ts'
import { events } from './events.ts'
import { home } from './home.ts'
import { jobs } from './jobs.ts'
import { legal } from './legal.ts'
import { line } from './line.ts'
import { mail } from './mail.ts'
import { mailbox } from './mailbox.ts'
import { validation } from './validation.ts'

export const en: Messages = {
  agents,
  catalogue,
  columns,
  companies,
  events,
  jobs,
  admin,
  auth,
  candidate,
  client,
  common,
  errors,
  home,
  legal,
  line,
  mail,
  mailbox,
  validation,
}
