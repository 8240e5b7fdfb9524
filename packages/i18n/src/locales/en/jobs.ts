import type { Messages } from '../../types.ts'

export const jobs: Messages['jobs'] = {
  title: '',
}
