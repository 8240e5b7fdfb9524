import type { Messages } from '../../types.ts'

export const admin: Messages['admin'] = {
  title: 'Administration',
  redirectRulesTitle: 'Redirect rules',
  redirectRulesDescription: 'Send signed-in users who open a path to another page.',
  currentPath: 'Path',
  redirectTo: 'Redirect to',
  add: 'Add',
  delete: 'Delete',
  empty: 'There are no rules yet',
  saved: 'The rule has been saved',
  deleted: 'The rule has been deleted',
}
