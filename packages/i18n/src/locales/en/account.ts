import type { AccountMessages } from '../../types.ts'
import { candidate } from './candidate.ts'

export const enAccount: AccountMessages = {
  candidate,
}
