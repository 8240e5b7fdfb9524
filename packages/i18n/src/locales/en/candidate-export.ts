import type { ServerMessages } from '../../types.ts'

/** The CSV export of matched candidates: the file's column headings and the ready mail. */
export const candidateExport: ServerMessages['candidateExport'] = {
  fileName: 'matched-candidates_{{date}}.csv',
  columns: {
    id: 'Member ID',
    fullName: 'Name',
    fullNameKana: 'Name (kana)',
    email: 'E-mail',
    phone: 'Phone',
    birthDate: 'Date of birth',
    prefecture: 'Prefecture',
    currentAnnualIncome: 'Current annual income (10,000 yen)',
    matchedAt: 'Matched at',
    source: 'Matched through',
    jobTitle: 'Job',
    selectionStatus: 'Selection status',
    senderName: 'Scout sent by',
    notes: 'Notes',
  },
  sources: {
    scout_reply: 'Reply to a scout',
    self_apply_passed: 'Self-application (passed)',
  },
  readyMail: {
    subject: '[Kakehashi] Your candidate data ({{count}} records) is ready to download',
    body: "The CSV of matched candidates you asked for ({{count}} records) is ready.\n\nDownload it here (available for {{days}} days):\n{{link}}\n\nIt holds candidates' personal data: keep it as your company's data handling rules require.\nThis is an automated message; replies are not read.\n\nKakehashi",
  },
}
