import type { Messages } from '../../types.ts'

export const events: Messages['events'] = {
  title: '',
}
