import type { ServerMessages } from '../../types.ts'
import { candidateExport } from './candidate-export.ts'
import { mail } from './mail.ts'

export const enServer: ServerMessages = {
  mail,
  candidateExport,
}
