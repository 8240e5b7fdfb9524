import type { MainMessages } from '../../types.ts'
import { agents } from './agents.ts'
import { auth } from './auth.ts'
import { catalogue } from './catalogue.ts'
import { columns } from './columns.ts'
import { common } from './common.ts'
import { companies } from './companies.ts'
import { errors } from './errors.ts'
import { events } from './events.ts'
import { home } from './home.ts'
import { jobs } from './jobs.ts'
import { legal } from './legal.ts'
import { line } from './line.ts'
import { mailOff } from './mail-off.ts'
import { mailbox } from './mailbox.ts'
import { searchAlerts } from './search-alerts.ts'
import { specialScoutWeek } from './special-scout-week.ts'
import { validation } from './validation.ts'

export const enMain: MainMessages = {
  agents,
  catalogue,
  columns,
  companies,
  events,
  jobs,
  auth,
  common,
  errors,
  home,
  legal,
  line,
  mailbox,
  mailOff,
  searchAlerts,
  specialScoutWeek,
  validation,
}
