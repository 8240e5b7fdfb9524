import { admin } from './admin.ts'
import { auth } from './auth.ts'
import { client } from './client.ts'
import { common } from './common.ts'
import { errors } from './errors.ts'
import { home } from './home.ts'
import { legal } from './legal.ts'
import { line } from './line.ts'
import { mail } from './mail.ts'
import { mailbox } from './mailbox.ts'
import { validation } from './validation.ts'

/** The reference catalogue: every other language has exactly these keys. */
export const ja = {
  admin,
  auth,
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
