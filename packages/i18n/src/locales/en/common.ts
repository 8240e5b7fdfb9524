import type { Messages } from '../../types.ts'

export const common: Messages['common'] = {
  siteName: 'Kakehashi',
  siteTagline: 'Career moves and scouting for professionals',
  language: 'Language',
  languages: { ja: '日本語', en: 'English' },
  switchLanguage: 'Change language',
  home: 'Home',
  privacy: 'Privacy policy',
  cookie: 'Cookie policy',
  copyright: '© {{year}} Kakehashi',
  loading: 'Loading',
  skipToContent: 'Skip to content',
  footerNav: 'Footer navigation',
  registrationHeader: 'Registration',
  clientArea: 'For recruiters',
  pagination: 'Pages',
  specialEvent: 'Special event',
}
