import type { Messages } from '../../types.ts'

export const companies: Messages['companies'] = {
  title: '',
}
