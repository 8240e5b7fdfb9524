import type { Messages } from '../../types.ts'

export const clientNotes: Messages['clientNotes'] = {
  title: 'Notices from Kakehashi',
  description: 'News and announcements from the Kakehashi team to recruiters.',
  categoryLabel: 'Category',
  allCategories: 'All',
  categories: {
    news: 'News',
    feature: 'New feature',
    maintenance: 'Maintenance',
    campaign: 'Campaign',
  },
  pickup: 'Pickup',
  publishedOn: 'Published',
  empty: 'There are no notices.',
  backToList: 'Back to notices',
  pickupHeading: 'Notice from Kakehashi',
  readMore: 'Read more',
}
