import type { Messages } from '../../types.ts'

export const legal: Messages['legal'] = {
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
}
