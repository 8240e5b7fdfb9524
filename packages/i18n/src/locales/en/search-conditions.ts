import type { Messages } from '../../types.ts'

export const searchConditions: Messages['searchConditions'] = {
  title: 'Saved searches',
  description:
    'The member searches you saved. With new member alerts on, you are told in your notifications and by mail when new members match.',
  listLabel: 'Saved searches',
  empty:
    'No saved searches yet. Set conditions in the member search and choose "Save search" to keep them.',
  name: 'Name',
  conditions: 'Conditions',
  notify: 'New member alerts',
  notifyOn: 'On',
  notifyOff: 'Off',
  notifyLabel: 'New member alerts for "{{name}}"',
  lastNotifiedAt: 'Last alert',
  neverNotified: 'None yet',
  createdAt: 'Created',
  updatedAt: 'Updated',
  queryOutdated:
    'Some of these conditions are no longer available. Check the conditions and save the search again',
  runSearch: 'Search',
  runSearchLabel: 'Search with "{{name}}"',
  edit: 'Edit',
  editLabel: 'Edit "{{name}}"',
  delete: 'Delete',
  deleteLabel: 'Delete "{{name}}"',
  saveSearch: 'Save search',
  list: {
    toMemberSearch: 'Go to member search',
  },
  limitReached: 'You can save up to {{max}} searches',
  confirmDelete: {
    title: 'Delete this saved search?',
    body: '"{{name}}" will be deleted. This cannot be undone.',
    confirm: 'Delete',
    cancel: 'Cancel',
  },
  form: {
    saveTitle: 'Save search',
    editTitle: 'Edit saved search',
    name: 'Name',
    nameHint: 'e.g. Accounting IFRS Tokyo',
    notify: 'Tell me when new members match',
    save: 'Save',
    cancel: 'Cancel',
  },
  notices: {
    saved: 'Search saved',
    updated: 'Saved search updated',
    deleted: 'Saved search deleted',
    notificationOn: 'New member alerts for "{{name}}" are on',
    notificationOff: 'New member alerts for "{{name}}" are off',
  },
  failures: {
    save: 'The search could not be saved. Please try again later.',
    update: 'The saved search could not be updated. Please try again later.',
    delete: 'The saved search could not be deleted. Please try again later.',
  },
  alertMail: {
    subject: 'New members match your saved searches',
    intro: 'New members match your saved searches.',
    item: '- {{name}} ({{count}})\nSee the results: {{link}}\nStop alerts for this search: {{unsubscribe}}',
    count: 'new members: {{count}}',
    countCapped: 'new members: more than {{count}}',
    outro:
      'You can turn off the alerts of each search with its "Stop alerts" link above, or on the saved searches page ({{manage}}).\nThis is an automated message; replies are not read.\n\nKakehashi',
  },
  detail: {
    back: 'Back to saved searches',
    save: 'Save changes',
  },
}
