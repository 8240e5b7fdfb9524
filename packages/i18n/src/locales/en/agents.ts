import type { Messages } from '../../types.ts'

export const agents: Messages['agents'] = {
  title: '',
}
