// The special scout week's page (/special-scout-week), open to everyone.
export const specialScoutWeek = {
  title: '特別スカウトウィーク',
  description:
    '期間中に参加すると、年収保証と選考簡略化を約束した特別スカウトが企業から届きやすくなります。',
  period: '開催期間: {{start}} 〜 {{end}}',
  threshold: '年収{{threshold}}以上のスカウトが対象です',
  completeness: 'プロフィール充実度（職務経歴・自己PRの文字数）',
  completenessValue: '{{count}} / {{max}}文字',
  editProfile: '職務経歴・自己PRを編集する',
  join: '参加する',
  leave: '参加をやめる',
  joined: '参加中です',
  notJoined: 'まだ参加していません',
  signIn: 'ログインして参加する',
  none: '現在開催中の特別スカウトウィークはありません。',
}
