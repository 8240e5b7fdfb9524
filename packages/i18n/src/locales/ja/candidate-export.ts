/** The CSV export of matched candidates: the file's column headings and the ready mail. */
export const candidateExport = {
  fileName: 'マッチした候補者_{{date}}.csv',
  columns: {
    id: '会員ID',
    fullName: '氏名',
    fullNameKana: 'ふりがな',
    email: 'メールアドレス',
    phone: '電話番号',
    birthDate: '生年月日',
    prefecture: '居住地',
    currentAnnualIncome: '現在の年収（万円）',
    matchedAt: 'マッチ日時',
    source: 'マッチのきっかけ',
    jobTitle: '求人',
    selectionStatus: '選考ステータス',
    senderName: 'スカウト送信者',
    notes: 'メモ',
  },
  sources: {
    scout_reply: 'スカウトへの返信',
    self_apply_passed: '自己応募（書類通過）',
  },
  readyMail: {
    subject: '【Kakehashi】候補者データ（{{count}}件）のダウンロードの準備ができました',
    body: 'ご依頼いただいた、マッチした候補者のCSV（{{count}}件）の準備ができました。\n\n以下からダウンロードしてください（{{days}}日間有効）。\n{{link}}\n\n候補者の個人情報を含みます。社内の取り扱い規程に沿って管理してください。\nこのメールは送信専用です。\n\nKakehashi',
  },
}
