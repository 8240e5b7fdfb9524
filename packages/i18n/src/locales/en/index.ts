import type { Messages } from '../../types.ts'
import { common } from './common.ts'
import { errors } from './errors.ts'
import { home } from './home.ts'
import { legal } from './legal.ts'

export const en: Messages = { common, errors, home, legal }
