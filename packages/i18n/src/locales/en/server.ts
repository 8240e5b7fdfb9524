import type { ServerMessages } from '../../types.ts'
import { mail } from './mail.ts'

export const enServer: ServerMessages = {
  mail,
}
