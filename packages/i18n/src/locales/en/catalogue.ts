import type { Messages } from '../../types.ts'

export const catalogue: Messages['catalogue'] = {
  title: '',
}
