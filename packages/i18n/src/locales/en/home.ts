import type { Messages } from '../../types.ts'

export const home: Messages['home'] = {
  title: 'Kakehashi | Career moves and scouting for professionals',
  description:
    'Kakehashi connects professionals in finance, consulting, technology and corporate functions with leading foreign-affiliated and Japanese companies.',
  heroTitle: 'A sure bridge to the next step in your career.',
  heroLead:
    'Finance, consulting, technology, corporate functions. Companies and agents looking for your experience, many of them foreign-affiliated, scout you directly.',
  candidatesTitle: 'For job seekers',
  candidatesBody:
    'Register your career profile and receive scouts from companies and agents. Your name and contact details stay hidden until you match.',
  recruitersTitle: 'For recruiters and agents',
  recruitersBody:
    'Find the right candidates in an instant, send scouts and move the selection forward by chat.',
  privacyTitle: 'Privacy you can trust',
  privacyBody:
    'Until you reply to a scout and match, no recruiter receives your name, e-mail address or phone number.',
  searchLabel: 'Search jobs by keyword',
  searchPlaceholder: 'Job type, skill, company… (e.g. sales fintech)',
  searchButton: 'Search',
  detailedSearch: 'Search with more conditions',
  jobTypesHeading: 'Browse by job type',
  jobTypeCount: '{{count}} open',
  pickupHeading: 'Featured jobs',
  rankingHeading: 'This week’s most popular jobs',
  rankingMore: 'See the whole ranking',
  latestHeading: 'New jobs',
  latestMore: 'See more new jobs',
  columnsHeading: 'Featured columns',
  columnsMore: 'All columns',
  eventsHeading: 'Featured events',
  eventsMore: 'All events',
  eventOnline: 'Online',
  aboutHeading: 'About Kakehashi',
}
