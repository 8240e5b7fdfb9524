import type { Messages } from '../../types.ts'

export const columns: Messages['columns'] = {
  title: '',
}
