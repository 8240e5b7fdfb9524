import { common } from './common.ts'
import { errors } from './errors.ts'
import { home } from './home.ts'
import { legal } from './legal.ts'

/** The reference catalogue: every other language has exactly these keys. */
export const ja = { common, errors, home, legal }
