import { mail } from './mail.ts'

/**
 * The reference catalogue's server part: messages only the server writes (the account mails).
 * No page shows them, so the browser never loads this part.
 */
export const jaServer = {
  mail,
}
