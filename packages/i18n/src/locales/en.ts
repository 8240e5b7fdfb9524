import type { Messages } from '../types.ts'

export const en: Messages = {
  common: {
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
    specialEvent: 'Special event',
  },
  errors: {
    notFoundHeading: 'Page not found',
    errorHeading: 'An error occurred',
    pageNotFound: 'Page Not Found: {{path}}',
    notFoundHelp:
      'The page you are looking for may have moved or been removed. Please check the URL.',
    errorHelp: 'Please wait a moment and try again.',
    homeButton: 'Home',
    details: 'Details (development only)',
    defaultToast: 'An error occurred',
    trialAccountRestricted: 'This is not available on a trial account',
    timeout: 'The process has timed out',
    retryLater: 'Please try again later',
    postFailed: 'The message failed to send',
  },
  home: {
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
  },
  legal: {
    privacyTitle: 'Privacy policy',
    privacyDescription: 'How Kakehashi handles personal information',
    privacyIntro:
      'Kakehashi ("the Service") handles the personal information of its users according to the following policy.',
    privacySections: [
      {
        heading: '1. Information we collect',
        body: 'Your name, e-mail address, phone number, work history, education, preferences and other information you provide when you register and complete your profile.',
      },
      {
        heading: '2. Purposes of use',
        body: 'To show you jobs and scouts, to match you with recruiters, to improve the Service and to answer your enquiries.',
      },
      {
        heading: '3. Disclosure to recruiters',
        body: 'Your name, e-mail address and phone number are not given to any recruiter until you match by replying to a scout or applying.',
      },
      {
        heading: '4. Security',
        body: 'We apply access control, encrypted connections and other safeguards against unauthorised access, loss and leaks.',
      },
      {
        heading: '5. Access, correction and deletion',
        body: 'At your request we disclose, correct or delete the personal information we hold. When you leave, your personal information is deleted or anonymised.',
      },
    ],
    cookieTitle: 'Cookie policy',
    cookieDescription: 'How Kakehashi uses cookies',
    cookieIntro: 'The Service uses cookies so that it works smoothly for you.',
    cookieSections: [
      {
        heading: 'Essential cookies',
        body: 'Keep you signed in and protect you against forged requests. The Service cannot be used without them.',
      },
      {
        heading: 'Preference cookies',
        body: 'Remember your display language (i18n_redirected) so the next visit shows the same language.',
      },
      {
        heading: 'Analytics cookies',
        body: 'May measure page views through Google Tag Manager so that we can improve the Service.',
      },
    ],
  },
}
