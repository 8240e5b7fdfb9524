import type { Messages } from '../../types.ts'

export const support: Messages['support'] = {
  title: 'Support',
  description: 'User manual, terms of service and contact form',
  contents: 'Contents',
  manual: {
    title: 'User manual',
    intro:
      'How to use the recruiter area. The menu you see depends on your account type and permissions.',
    sections: [
      {
        heading: 'Dashboard',
        body: 'The first page after signing in. It shows your plan, contract period and remaining special scouts, the pickup notice from Kakehashi and the upcoming special event.\nOn a trial account, menu items that are not available carry a lock icon.',
      },
      {
        heading: 'Job management',
        body: 'Create and edit job ads under "Job management". A job ad has one of three publication states:\n• Public: listed in job search and on your company page; candidates can read it and apply.\n• Draft: saved only and never shown to candidates. Keep unfinished ads in this state.\n• Scout-only public: not listed in search; only candidates who received a scout for it can read it.\nUnder the Employment Security Act, state the working conditions accurately, including the scope of possible changes to duties and workplace and any renewal limit of a fixed-term contract, and update the ad promptly when anything changes.',
      },
      {
        heading: 'Extending and closing recruitment',
        body: "From a job ad's detail page you can extend its posting period by 90 days. Scouts cannot be sent for a job whose posting period has ended.\nWhen the position is filled or you stop recruiting, close the recruitment from the same page; a closed job is no longer shown to candidates. A notification reminds you before the posting period ends.",
      },
      {
        heading: 'Profile',
        body: 'Under "Profile" you edit what candidates see of you: display name, icon, self-introduction, university and former job. It is the first thing a candidate reads about the sender of a scout, so be specific.\nWhen you change your sign-in e-mail address, a confirmation mail goes to the new address; the change takes effect once you open the link in it.',
      },
      {
        heading: 'Notifications',
        body: '"Notifications" collects replies to your scouts, self-applications, job ads about to expire, new members matching a saved search and finished data downloads. Unread notifications are counted in the header and marked read when opened.',
      },
      {
        heading: 'Movies (agents only)',
        body: 'Agent firm accounts can register YouTube or Vimeo videos under "Movies". You can change their order, and the videos set to be shown appear on your public agent page.',
      },
      {
        heading: 'Notices from Kakehashi',
        body: '"Notices from Kakehashi" lists announcements of new features, maintenance and campaigns by category. Important notices also appear on the dashboard.',
      },
      {
        heading: 'Password and contact',
        body: 'Change your password under "Change password"; your sessions on other devices end when you do.\nIf anything is unclear, write to us with the contact form at the bottom of this page. A copy of your message is sent to your registered e-mail address.',
      },
    ],
  },
  terms: {
    title: 'Terms of service',
    owner:
      'These terms are set by the company operating Kakehashi ("we") and govern the use of the service by recruiters.',
    effective: 'Effective April 1, 2026',
    sections: [
      {
        heading: 'Article 1 (Use of accounts)',
        body: 'An account may be used only by the individual recruiter of the contracting company or agent firm to whom it was issued. IDs and passwords must not be lent or shared. Anything done with an account is deemed done by the contracting party.',
      },
      {
        heading: 'Article 2 (Accurate job ads)',
        body: 'Under the Employment Security Act, the contracting party must keep its job ads accurate and up to date. Ads must not be false or misleading, and an ad whose recruitment has ended or whose conditions have changed must be closed or updated without delay. Working conditions must include the scope of possible changes to duties and workplace and any renewal limit of a fixed-term contract.',
      },
      {
        heading: 'Article 3 (Prohibited acts)',
        body: 'The contracting party must not:\n1. post discriminatory job ads based on gender, age, nationality, creed, social status or the like, or select applicants on conditions the law does not allow;\n2. post job ads or send scouts for positions that do not exist or that it does not intend to fill;\n3. contact candidates for any purpose other than recruitment (sales, solicitation, information gathering and the like);\n4. give candidate information to third parties or take it outside the service;\n5. interfere with the operation of the service, access it without authorisation, or otherwise act against the law or public order.',
      },
      {
        heading: "Article 4 (Candidates' personal information)",
        body: 'The contracting party handles personal information of candidates obtained through the service only for the purpose of recruitment and selection, in accordance with the Act on the Protection of Personal Information and the Employment Security Act. Names and contact details are disclosed only for candidates with whom a match has been made. Personal information no longer needed must be deleted promptly, and any leak must be reported to us immediately.',
      },
      {
        heading: 'Article 5 (Contract period)',
        body: 'The contract period is the period stated in the application. When it ends, scouts and reminders stop and job ads are no longer shown to candidates. Trial accounts have access to part of the features only.',
      },
      {
        heading: 'Article 6 (Suspension)',
        body: 'If the contracting party breaches these terms, we may unpublish its job ads, suspend its accounts or terminate the contract without prior notice.',
      },
      {
        heading: 'Article 7 (Limitation of liability)',
        body: 'We do not guarantee the outcome of any recruitment or the accuracy of information provided by candidates. Except in case of our wilful misconduct or gross negligence, our liability is limited to direct and ordinary damages and capped at the fees the contracting party paid us in the twelve months before the damage occurred.',
      },
      {
        heading: 'Article 8 (Changes to these terms)',
        body: 'We may change these terms when necessary. Important changes are announced in advance in the notices from Kakehashi.',
      },
    ],
  },
  contact: {
    title: 'Contact',
    intro:
      'Ask us about using the service, your contract, problems and anything else. A copy of your message is sent to your registered e-mail address, and our team will get back to you.',
    topic: 'Topic',
    topicPlaceholder: 'Please choose',
    subject: 'Subject',
    body: 'Message',
    bodyHint: 'Up to 2500 characters',
    submit: 'Send',
    sent: 'Your message has been sent',
  },
  topics: {
    usage: 'Using the service',
    contract: 'Your contract',
    billing: 'Invoices and payment',
    trouble: 'Problems and errors',
    other: 'Other',
  },
  mail: {
    platform: {
      subject: '[Kakehashi support] {{topic}}: {{subject}}',
      body: 'A recruiter has sent a message.\n\nReference: {{id}}\nName: {{name}}\nOrganisation: {{organisation}}\nE-mail: {{email}}\nTopic: {{topic}}\nSubject: {{subject}}\n\n{{body}}\n\nReply to: {{email}}',
    },
    acknowledgement: {
      subject: '[Kakehashi] We have received your message',
      body: 'Dear {{name}},\n\nWe have received the message below. Our team will get back to you.\n\nTopic: {{topic}}\nSubject: {{subject}}\n\n{{body}}\n\nThis address does not accept replies. To add anything, please use the contact form on the support page again.\n\nKakehashi support',
    },
  },
}
