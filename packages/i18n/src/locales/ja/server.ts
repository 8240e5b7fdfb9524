import { candidateExport } from './candidate-export.ts'
import { mail } from './mail.ts'

/**
 * The reference catalogue's server part: messages only the server writes (the mails, the CSV
 * export's headings).
 * No page shows them, so the browser never loads this part.
 */
export const jaServer = {
  mail,
  candidateExport,
}
