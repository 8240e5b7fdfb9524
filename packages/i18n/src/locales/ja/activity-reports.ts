// Each recruiter's activity: sign-ins, searches, candidate views, scouts and messages.
export const activityReports = {
  title: '活動レポート',
  description:
    '担当者ごとのログイン・会員検索・候補者閲覧・スカウト送信・メッセージ送信の回数を、日別・週別・月別に集計します。',
  actions: {
    signIn: 'ログイン',
    search: '会員検索',
    candidateView: '候補者閲覧',
    scoutSent: 'スカウト送信',
    messageSent: 'メッセージ送信',
  },
  totalsTitle: '期間の合計',
  totalsLabel: '担当者ごとの期間の合計',
  actionLabel: '担当者ごと・{{period}}の{{action}}の回数',
  recruiter: '担当者',
  total: '合計',
  everyone: '全員の合計',
  weekOf: '{{date}}の週',
  noRecruiters: '担当者がいません',
  periodNames: { day: '日別', week: '週別', month: '月別' },
  searchNote:
    '会員検索は検索の実行ごとに1回と数えます（同じ検索の次のページは数えません）。スカウト送信は実際に送信した件数です。',
}
